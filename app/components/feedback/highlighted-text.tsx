import type { StoredFeedbackItem } from "~/domain/feedback/feedback-items";
import { feedbackColour } from "./feedback-colours";

/** A marked span of the text: a Scout item's passage (`item`) or the words a reader commented on (`reader`). */
export type TextMark = { start: number; end: number; className: string } & ({ item: string } | { reader: string });

/** Scout's items that have a passage, as marks in their type's colour. */
export function scoutMarks(items: StoredFeedbackItem[]): TextMark[] {
  return items.flatMap((item) =>
    item.textReference ? [{ item: item.id, start: item.textReference.startPos, end: item.textReference.endPos, className: feedbackColour(item).mark }] : [],
  );
}

// Readers' words are marked apart from Scout's colours: a pale fill with a line under it.
export const READER_MARK = "bg-amber-100 border-b-2 border-amber-600";

// The text with each mark, drawn behind the (transparent) text area with the same font, padding
// and wrapping so the marks sit under the words. Text only, never HTML.
export function HighlightedText({ text, marks, scrollTop }: { text: string; marks: TextMark[]; scrollTop: number }) {
  const sorted = [...marks].sort((a, b) => a.start - b.start);
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const mark of sorted) {
    if (mark.start < at) continue; // overlapping marks: the first one wins
    parts.push(text.slice(at, mark.start));
    const key = "item" in mark ? `item:${mark.item}` : `reader:${mark.reader}`;
    parts.push(
      <mark
        key={key}
        data-item={"item" in mark ? mark.item : undefined}
        data-reader={"reader" in mark ? mark.reader : undefined}
        className={`rounded-sm text-transparent ${mark.className}`}
      >
        {text.slice(mark.start, mark.end)}
      </mark>,
    );
    at = mark.end;
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
