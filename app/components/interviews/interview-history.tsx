import { Link } from "@remix-run/react";
import { ReaderDate } from "~/components/ui/reader-time";

type Row = { id: string; format: string; school: string | null; status: string; createdAt: string; wordsPerMinute: number | null; scores: number };

// The applicant's past mock interviews, newest first.
export function InterviewHistory({ history }: { history: Row[] }) {
  if (!history.length) return null;
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        Your interviews
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {history.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <Link to={`/app/interviews/${row.id}`} className="font-medium text-brand-700 underline">
              {`${row.format}${row.school ? ` · ${row.school}` : ""}`}
            </Link>
            <span className="text-slate-700">
              <ReaderDate value={row.createdAt} />
              {` · ${row.status === "ended" ? `${row.wordsPerMinute ?? "—"} wpm · ${row.scores} scores` : row.status === "live" ? "in progress" : "not started"}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
