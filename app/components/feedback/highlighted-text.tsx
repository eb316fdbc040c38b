import type { StoredFeedbackItem } from "~/domain/feedback/feedback-items";
import { feedbackColour } from "./feedback-colours";

// The text with each highlight marked, drawn behind the (transparent) text area with the same
// font, padding and wrapping so the marks sit under the words. Text only, never HTML.
export function HighlightedText({ text, items, scrollTop }: { text: string; items: StoredFeedbackItem[]; scrollTop: number }) {
  const marks = items.filter((item) => item.textReference).sort((a, b) => a.textReference!.startPos - b.textReference!.startPos);
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const item of marks) {
    const { startPos, endPos } = item.textReference!;
    if (startPos < at) continue; // overlapping highlights: the first one wins
    parts.push(text.slice(at, startPos));
    parts.push(
      <mark key={item.id} data-item={item.id} className={`rounded-sm text-transparent ${feedbackColour(item).mark}`}>
        {text.slice(startPos, endPos)}
      </mark>,
    );
    at = endPos;
  }
  parts.push(text.slice(at));
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden whitespace-pre-wrap break-words rounded-lg border border-transparent p-4 text-base leading-relaxed text-transparent"
    >
      <div style={{ transform: `translateY(${-scrollTop}px)` }}>
        {parts}
        {"\n"}
      </div>
    </div>
  );
}
