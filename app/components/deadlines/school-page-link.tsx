// "the school's page": a link to the school's own deadlines page where one is known, else the words.
export function SchoolPageLink({ url, children = "the school's page" }: { url: string | null; children?: string }) {
  if (!url) return <>{children}</>;
  return (
    <a href={url} target="_blank" rel="noreferrer noopener" className="font-medium text-brand-700 underline underline-offset-2">
      {children}
    </a>
  );
}
