import { Link } from "@remix-run/react";
import { useId } from "react";
import { type DisclosureEntry, disclosureKindLabels, modeText, touchedText } from "~/domain/authorship/disclosure";
import { ReaderTime } from "../ui/reader-time";

const SHOWN = 5;

// The essay's AI log as a short timeline: every time Scout helped with this essay, newest
// first, written by the server where the help happened. The whole history is in the authorship report.
export function DisclosureTimeline({ essayId, entries }: { essayId: string; entries: DisclosureEntry[] }) {
  const headingId = useId();
  const newest = [...entries].reverse();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          AI log for this essay
        </h2>
        <Link to={`/app/essays/${essayId}/report`} className="text-sm font-medium text-brand-700 underline">
          Authorship report
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Scout has not helped with this essay yet. Each feedback run, chat or voice session and accepted suggestion will be listed here.
        </p>
      ) : (
        <ol className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
          {newest.slice(0, SHOWN).map((entry) => (
            <li key={entry.id}>
              <DisclosureLine entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {entries.length > SHOWN ? <p className="mt-1 text-sm text-slate-700">{`And ${entries.length - SHOWN} earlier, in the authorship report.`}</p> : null}
    </section>
  );
}

/** One entry in words: when (in the reader's zone), what, what it touched, and what the critique-only check dropped. */
export function DisclosureLine({ entry }: { entry: DisclosureEntry }) {
  const dropped = entry.droppedPassages > 0 ? ` · ${entry.droppedPassages} passage${entry.droppedPassages === 1 ? "" : "s"} removed (critique only)` : "";
  const mode = modeText(entry.mode);
  return (
    <span>
      <ReaderTime iso={entry.at} className="text-slate-700" />
      {` · ${disclosureKindLabels[entry.kind]} · ${touchedText(entry.touched)}${mode ? ` · ${mode}` : ""}${dropped}`}
    </span>
  );
}
