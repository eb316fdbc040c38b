import { useId, useState } from "react";
import { type ParsedLimit, measureAgainstLimit } from "~/domain/essays/essay-rules";
import { countExplanation, portalText } from "~/domain/export/essay-export";
import { formatNumber } from "~/domain/platform/numbers";
import { Button } from "../ui/button";

type CopyState = "idle" | "copied" | "failed";

// "Copy for the portal": exactly the text the school's box will receive (plain text, the
// applicant's own line breaks, nothing trimmed or "smartened"), with the count the portal will
// show. What the school counts is said on hover and to screen readers (aria-describedby), and
// "Copied" is announced in a status region (docs/export.md).
export function PortalCopy({ text, limit }: { text: string; limit: ParsedLimit }) {
  const [state, setState] = useState<CopyState>("idle");
  const explanationId = useId();
  const exact = portalText(text);
  const measure = measureAgainstLimit(exact, limit);
  // Worded apart from the editor's own counter ("13 / 350 words"), which stays the one to read while writing.
  const count =
    measure.max === null
      ? `The portal will see ${formatNumber(measure.used)} words`
      : `The portal will count ${formatNumber(measure.used)} of ${formatNumber(measure.max)} ${measure.unit}`;
  const explanation = countExplanation(limit);

  async function copy() {
    try {
      await navigator.clipboard.writeText(exact);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={copy} title={explanation} aria-describedby={explanationId} onBlur={() => setState("idle")}>
        Copy for the portal
      </Button>
      <span className={`text-sm ${measure.over ? "text-red-800" : "text-slate-700"}`} title={explanation}>
        {count}
        {measure.over ? " (over the limit)" : ""}
      </span>
      <span id={explanationId} className="sr-only">
        {explanation}
      </span>
      <span role="status" className="text-sm font-medium text-emerald-800">
        {state === "copied" ? "Copied" : state === "failed" ? "Could not copy: select the text and press Ctrl+C (⌘C on a Mac)." : ""}
      </span>
    </div>
  );
}
