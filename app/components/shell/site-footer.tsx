// Plain links: the pages they open ship no framework and load as documents (app/lib/no-framework.ts).
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <nav aria-label="Footer" className="mx-auto flex max-w-6xl flex-wrap items-center gap-6 px-4 py-8 text-sm text-slate-700">
        <span>© {new Date().getFullYear()} Scout</span>
        <a href="/privacy" className="hover:underline">
          Privacy
        </a>
        <a href="/terms" className="hover:underline">
          Terms
        </a>
        <a href="/support" className="hover:underline">
          Support
        </a>
      </nav>
    </footer>
  );
}
