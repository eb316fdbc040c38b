import { type Finding, type ParagraphFindings, type ScaleDifference } from "~/domain/readers/agreement";
import { readerScaleQuestions } from "~/domain/readers/reader-rules";

// The merged view of the notes, paragraph by paragraph: where readers agree, where they
// contradict each other, where a reader contradicts Scout, and opposite answers on the scale.
// Found by plain rules (app/domain/readers/agreement.ts): it says which notes meet, not who is right.
export function ReaderAgreement({ paragraphs, scale }: { paragraphs: ParagraphFindings[]; scale: ScaleDifference[] }) {
  const count = paragraphs.reduce((sum, paragraph) => sum + paragraph.findings.length, 0) + scale.length;
  return (
    <details className="mt-3 text-sm text-slate-800">
      <summary className="cursor-pointer font-medium text-brand-700 underline">{`Where readers agree and differ (${count})`}</summary>
      {count === 0 ? (
        <p className="mt-2 text-slate-700">No two readers, nor a reader and Scout, have commented on the same words yet.</p>
      ) : (
        <div className="mt-2 flex flex-col gap-3">
          {scale.length > 0 ? (
            <section aria-label="The whole essay">
              <h3 className="font-semibold text-slate-900">The whole essay</h3>
              <ul className="mt-1 list-disc pl-5">
                {scale.map((difference) => (
                  <li key={difference.question}>
                    {`${readerScaleQuestions[difference.question]} ${difference.low.reader} answered ${difference.low.answer} of 5, ${difference.high.reader} ${difference.high.answer} of 5.`}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {paragraphs.map((paragraph) => (
            <section key={paragraph.paragraph} aria-label={`Paragraph ${paragraph.paragraph}`}>
              <h3 className="font-semibold text-slate-900">{`Paragraph ${paragraph.paragraph}`}</h3>
              <ul className="mt-1 list-disc pl-5">
                {paragraph.findings.map((finding, index) => (
                  <li key={index}>{findingText(finding)}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </details>
  );
}

function findingText(finding: Finding): string {
  const words = `“${finding.quote.slice(0, 80)}”`;
  if (finding.kind === "agree") return `Agree: ${finding.readers[0]} and ${finding.readers[1]} both commented on ${words}.`;
  if (finding.kind === "readers_differ") {
    const [a, b] = finding.proposals;
    return `Differ: for ${words}, ${a.reader} proposes “${a.words}” and ${b.reader} “${b.words}”.`;
  }
  return `Against Scout: for ${words}, ${finding.reader} proposes “${finding.words}”; Scout: ${finding.scout}`;
}
