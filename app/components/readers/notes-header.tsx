import type { ReactElement, ReactNode } from "react";
import { mergeByPosition } from "~/domain/readers/notes-order";
import type { NotesFilter, ReaderNotesData, ReaderNotesView } from "./reader-notes-view";

// Drawn only where an essay has readers' notes or a reader who is done: they come with the notes'
// other parts (reader-notes-parts.tsx), not with every essay.

type NotesHeaderProps = {
  children: ReactNode;
  done: ReaderNotesData["done"];
  readers: [linkId: string, name: string][];
  filter: NotesFilter;
  onFilter: (filter: NotesFilter) => void;
};

export function NotesHeader({ children, done, readers, filter, onFilter }: NotesHeaderProps) {
  return (
    <div className="border-b border-slate-200 px-4 py-3">
      {done.map((reader) => (
        <p key={reader.id} role="status" className="mb-2 rounded-md bg-emerald-50 p-2 text-sm text-emerald-900">{`${reader.readerName} is done reading.`}</p>
      ))}
      <label htmlFor="notes-filter" className="block text-sm font-medium text-slate-800">
        Who said it
      </label>
      <select
        id="notes-filter"
        value={filter}
        onChange={(event) => onFilter(event.target.value as NotesFilter)}
        className="mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        <option value="everyone">Everyone</option>
        <option value="scout">Scout</option>
        <option value="readers">All readers</option>
        {readers.map(([linkId, name]) => (
          <option key={linkId} value={`reader:${linkId}`}>
            {name}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}

/** The list beside the text when Scout has given no feedback on this essay: readers' comments alone. */
export function ReaderNotesAlone({ view, onShowInText }: { view: ReaderNotesView; onShowInText: (start: number, end: number) => void }) {
  const entries = view.entries(onShowInText);
  const sorted = mergeByPosition<never, ReactElement>([], () => null, entries);
  return (
    <section aria-labelledby="reader-notes-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="reader-notes-heading" className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-900">
        {`Notes (${entries.length})`}
      </h2>
      {view.header}
      <ol aria-label="Notes from Scout and readers" className="divide-y divide-slate-200 lg:max-h-[70vh] lg:overflow-y-auto">
        {entries.length === 0 ? <li className="px-4 py-3 text-sm text-slate-700">No open comment from readers.</li> : null}
        {sorted.map((entry) => (entry.from === "reader" ? entry.entry : null))}
      </ol>
    </section>
  );
}
