import { useFetcher } from "@remix-run/react";
import type { Toast } from "~/domain/platform/toast";
import type { NoteGroup } from "~/domain/readers/reader-summary";
import { Button } from "../ui/button";
import { useToastFor } from "../ui/toast";

type Summary =
  { origin: "scout"; text: string; dropped: number; groups: NoteGroup[] } | { origin: "grouped"; why: "school_policy" | "ai_unavailable"; groups: NoteGroup[] };

const groupedBecause = {
  school_policy: "This school allows no AI help, so Scout does not summarize: here are your readers' own words, by paragraph.",
  ai_unavailable: "Scout's summary is not available now: here are your readers' own words, by paragraph.",
} as const;

// Scout's summary of the readers' open notes, asked for by the applicant: for them only, never
// written into the essay. Under it, always, the readers' own words by paragraph, so the summary
// can be checked against what was said; where the school allows no AI help, those words alone.
export function ReaderSummary({ action }: { action: string }) {
  const fetcher = useFetcher<{ toast: Toast; readerSummary?: Summary }>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  const summary = fetcher.data?.readerSummary;
  const busy = fetcher.state !== "idle";
  return (
    <div className="mt-3 text-sm text-slate-800">
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => fetcher.submit({ intent: "reader-summary" }, { method: "post", action })}>
        {busy ? "Summarizing…" : "Summarize readers' notes"}
      </Button>
      {summary ? (
        <section aria-label="Summary of readers' notes" className="mt-2 rounded-md bg-slate-50 p-3">
          {summary.origin === "scout" ? (
            <>
              <h3 className="font-semibold text-slate-900">Scout&rsquo;s summary, for you only</h3>
              <p className="mt-1 whitespace-pre-wrap">{summary.text}</p>
              {summary.dropped > 0 ? <p className="mt-1 text-xs text-slate-700">Scout removed text it had written for your essay: it only reports.</p> : null}
              <details className="mt-2">
                <summary className="cursor-pointer text-brand-700 underline">Your readers&rsquo; own words</summary>
                <NoteGroups groups={summary.groups} />
              </details>
            </>
          ) : (
            <>
              <p>{groupedBecause[summary.why]}</p>
              <NoteGroups groups={summary.groups} />
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}

function NoteGroups({ groups }: { groups: NoteGroup[] }) {
  return (
    <div className="mt-2 flex flex-col gap-2">
      {groups.map((group) => (
        <div key={group.paragraph ?? "gone"}>
          <h4 className="font-medium text-slate-900">{group.paragraph === null ? "Words no longer in the essay" : `Paragraph ${group.paragraph}`}</h4>
          <ul className="list-disc pl-5">
            {group.notes.map((note, index) => (
              <li key={index}>
                {`${note.reader} on “${note.quote.slice(0, 80)}”: ${note.body || "no comment"}`}
                {note.replacement === null ? "" : ` (proposes “${note.replacement}”)`}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
