import type { ReactNode } from "react";
import { type PromptDiffLine, diffPromptLines, diffSummary } from "~/domain/prompts/prompt-diff";
import type { DiffPart } from "~/domain/essays/word-diff";

type Side = { label: string; text: string };

// Two prompt versions in one column, line by line. A change is never told by colour alone: each
// line that differs is labelled in words ("Removed", "Added", "Was", "Now"), removed words are
// struck through and added ones underlined, and a screen reader hears "removed:"/"added:" before them.
export function PromptDiffView({ before, after }: { before: Side; after: Side }) {
  const diff = diffPromptLines(before.text, after.text);
  const summary = diffSummary(diff);
  const same = summary.changed + summary.removed + summary.added === 0;
  return (
    <div>
      <p className="text-sm text-slate-800">
        {same
          ? `${before.label} and ${after.label} are the same.`
          : `From ${before.label} to ${after.label}: ${lines(summary.changed)} changed, ${lines(summary.removed)} removed, ${lines(summary.added)} added.`}
      </p>
      <p className="mt-1 text-xs text-slate-700">
        “Removed” lines are only in {before.label}, “Added” lines only in {after.label}. In a changed line (“Was” and “Now”), struck-through words were removed
        and underlined words added.
      </p>
      <ol aria-label={`Changes from ${before.label} to ${after.label}`} className="mt-3 rounded-md border border-slate-200 bg-white text-sm">
        {diff.flatMap((line, index) => rows(line, index))}
      </ol>
    </div>
  );
}

const lines = (count: number) => `${count} ${count === 1 ? "line" : "lines"}`;

function rows(line: PromptDiffLine, index: number): ReactNode[] {
  switch (line.change) {
    case "same":
      return [<Row key={index} label="" text={line.text} />];
    case "removed":
      return [<Row key={index} label="Removed" tone="removed" text={<Removed text={line.text || " "} />} />];
    case "added":
      return [<Row key={index} label="Added" tone="added" text={<Added text={line.text || " "} />} />];
    case "changed":
      return [
        <Row key={`${index}-was`} label="Was" tone="removed" text={<Parts parts={line.before} />} />,
        <Row key={`${index}-now`} label="Now" tone="added" text={<Parts parts={line.after} />} />,
      ];
  }
}

const TONES = { removed: "bg-red-50", added: "bg-green-50", same: "" } as const;

function Row({ label, text, tone = "same" }: { label: string; text: ReactNode; tone?: keyof typeof TONES }) {
  return (
    <li className={`grid grid-cols-[5rem_1fr] gap-2 border-t border-slate-100 px-2 py-0.5 first:border-t-0 ${TONES[tone]}`}>
      <span className="text-xs font-semibold uppercase leading-6 text-slate-700">{label}</span>
      <span className="min-w-0 whitespace-pre-wrap break-words font-mono leading-6 text-slate-900">{text || " "}</span>
    </li>
  );
}

const Removed = ({ text }: { text: string }) => (
  <del className="bg-red-100 text-red-900 line-through">
    <span className="sr-only">removed: </span>
    {text}
  </del>
);

const Added = ({ text }: { text: string }) => (
  <ins className="bg-green-100 text-green-900 underline">
    <span className="sr-only">added: </span>
    {text}
  </ins>
);

function Parts({ parts }: { parts: DiffPart[] }) {
  return (
    <>
      {parts
        .filter((part) => part.text)
        .map((part, index) =>
          part.change === "removed" ? (
            <Removed key={index} text={part.text} />
          ) : part.change === "added" ? (
            <Added key={index} text={part.text} />
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
    </>
  );
}
