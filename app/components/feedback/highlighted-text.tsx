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
// Inside a Scout highlight the reader's words keep only their line, so Scout's colour shows too.
const READER_LINE = "border-b-2 border-amber-600";

// Where a reader's words and a Scout passage overlap, neither hides the other: the text is cut at
// every mark's edge, and each piece is drawn in Scout's colour with the reader's line inside it.
// The first piece of a mark carries its id (data-item, data-reader), which the comments look for.
type Piece = { start: number; end: number; item?: TextMark & { item: string }; reader?: TextMark & { reader: string } };

/** Of marks of one kind that overlap, the first one wins (as a passage is read): the rest are listed, not drawn. */
function firstWins<T extends TextMark>(marks: T[]): T[] {
  let at = 0;
  return [...marks]
    .sort((a, b) => a.start - b.start)
    .filter((mark) => {
      if (mark.start < at || mark.end <= mark.start) return false;
      at = mark.end;
      return true;
    });
}

/**
 * The text cut where a drawn mark begins or ends, each piece with the Scout mark and the reader
 * mark over it. Scout's items among themselves, and readers' among themselves, keep the first that
 * overlaps; only a reader's words over a Scout passage cut it, so a passage is one piece otherwise.
 */
export function markPieces(length: number, marks: TextMark[]): Piece[] {
  const items = firstWins(marks.filter((mark): mark is TextMark & { item: string } => "item" in mark));
  const readers = firstWins(marks.filter((mark): mark is TextMark & { reader: string } => "reader" in mark));
  const drawn = [...items, ...readers];
  const edges = [...new Set([0, length, ...drawn.flatMap((mark) => [mark.start, mark.end])])].filter((at) => at >= 0 && at <= length).sort((a, b) => a - b);
  const pieces: Piece[] = [];
  for (let at = 0; at < edges.length - 1; at += 1) {
    const start = edges[at]!;
    const end = edges[at + 1]!;
    const covers = (mark: TextMark) => mark.start <= start && mark.end >= end;
    pieces.push({ start, end, item: items.find(covers), reader: readers.find(covers) });
  }
  return pieces;
}

// The text with each mark, drawn behind the (transparent) text area with the same font, padding
// and wrapping so the marks sit under the words. Text only, never HTML.
export function HighlightedText({ text, marks, scrollTop }: { text: string; marks: TextMark[]; scrollTop: number }) {
  const parts = markPieces(text.length, marks).map((piece) => {
    const words = text.slice(piece.start, piece.end);
    const { item, reader } = piece;
    const readerMark = reader ? (
      <mark
        key={`reader:${reader.reader}:${piece.start}`}
        data-reader={reader.start === piece.start ? reader.reader : undefined}
        data-reader-piece={reader.reader}
        className={`rounded-sm text-transparent ${item ? READER_LINE : reader.className}`}
      >
        {words}
      </mark>
    ) : null;
    if (!item) return readerMark ?? words;
    return (
      <mark
        key={`item:${item.item}:${piece.start}`}
        data-item={item.start === piece.start ? item.item : undefined}
        data-item-piece={item.item}
        className={`rounded-sm text-transparent ${item.className}`}
      >
        {readerMark ?? words}
      </mark>
    );
  });
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
