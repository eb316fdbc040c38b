import { ReaderDate } from "~/components/ui/reader-time";

export type Attempt = {
  id: string;
  createdAt: string;
  wordsPerMinute: number | null;
  fillersPerMinute: number | null;
  longestPauseSeconds: number | null;
  talkShare: number | null;
  averageScore: number | null;
};

const show = (value: number | null, unit = "") => (value === null ? "—" : `${value}${unit}`);

// The applicant's attempts of one format side by side, oldest first, so progress reads left to right.
export function AttemptsTable({ attempts, currentId }: { attempts: Attempt[]; currentId: string }) {
  if (attempts.length < 2) return null;
  const rows: [string, (attempt: Attempt) => string][] = [
    ["Average score", (attempt) => show(attempt.averageScore, " of 5")],
    ["Pace", (attempt) => show(attempt.wordsPerMinute, " wpm")],
    ["Filler words", (attempt) => show(attempt.fillersPerMinute, "/min")],
    ["Longest pause", (attempt) => show(attempt.longestPauseSeconds, " s")],
    ["Your share of the talking", (attempt) => (attempt.talkShare === null ? "—" : `${Math.round(attempt.talkShare * 100)}%`)],
  ];
  return (
    <section aria-labelledby="attempts-heading" className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="attempts-heading" className="text-lg font-semibold text-slate-900">
        Your attempts of this format
      </h2>
      <table className="mt-3 min-w-full text-sm">
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-medium text-slate-600">
              Attempt
            </th>
            {attempts.map((attempt, index) => (
              <th key={attempt.id} scope="col" className="px-2 py-1 text-left font-medium text-slate-900">
                {`${index + 1}. `}
                <ReaderDate value={attempt.createdAt} />
                {attempt.id === currentId ? " (this one)" : ""}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-slate-200">
              <th scope="row" className="px-2 py-1 text-left font-medium text-slate-700">
                {label}
              </th>
              {attempts.map((attempt) => (
                <td key={attempt.id} className="px-2 py-1 text-slate-900">
                  {value(attempt)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
