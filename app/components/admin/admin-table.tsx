import type { ReactNode } from "react";
import { ReaderTime } from "../ui/reader-time";

// The one table of the admin pages: column headings, sideways scrolling on a phone, and a line
// saying so when there are no rows. A caption is given when the section's heading does not
// already name the table.
export function AdminTable({ caption, headings, children, empty }: { caption?: string; headings: string[]; children: ReactNode; empty?: string | null }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        {caption ? <caption className="px-3 py-2 text-left font-medium text-slate-900">{caption}</caption> : null}
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {empty ? <p className="px-3 py-3 text-sm text-slate-700">{empty}</p> : null}
    </div>
  );
}

// One titled card of an admin page (a user's plan, usage, essays…).
export function AdminCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

// An audit entry's first cells, wherever the admin pages list what operators did: when, who, what.
export function AuditEntryCells({ entry }: { entry: { at: string; actorEmail: string; action: string } }) {
  return (
    <>
      <td className="px-3 py-2 whitespace-nowrap text-slate-800">
        <ReaderTime iso={entry.at} />
      </td>
      <td className="px-3 py-2 text-slate-800">{entry.actorEmail}</td>
      <td className="px-3 py-2 font-medium text-slate-900">{entry.action}</td>
    </>
  );
}
