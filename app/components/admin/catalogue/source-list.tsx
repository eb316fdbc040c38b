/** An operator's sources for a catalogue fact, each a link that opens the page in a new tab. */
export function SourceList({ sources }: { sources: string[] }) {
  return (
    <ul className="mt-2 list-disc pl-5">
      {sources.map((source) => (
        <li key={source} className="break-all">
          <a href={source} className="text-brand-700 underline" rel="noreferrer noopener" target="_blank">
            {source}
          </a>
        </li>
      ))}
    </ul>
  );
}
