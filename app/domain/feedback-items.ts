// An essay feedback item. Unknown types and severities are kept (shown with the default
// style) rather than rejected.
export const feedbackTypes = ["storytelling", "grammar", "spelling", "structure", "content", "clarity"] as const;

export type TextReference = { highlightText: string; startPos: number; endPos: number };
export type FeedbackItem = {
  type: string;
  severity: string;
  paragraph: number;
  comment: string;
  textReference?: TextReference;
  /** What the passage can be replaced with in one click (a spelling, a repeated word), when the check knows. */
  replacement?: string;
};

/**
 * A highlight is usable only when it has text, lies inside the essay (start >= 0, end within the
 * text, start before end) and the essay really says that text there. Otherwise the item keeps its
 * comment but loses the highlight.
 */
export function isUsableHighlight(text: string, ref: TextReference | undefined): ref is TextReference {
  if (!ref || ref.highlightText.length === 0) return false;
  if (ref.startPos < 0 || ref.endPos > text.length || ref.startPos >= ref.endPos) return false;
  return text.slice(ref.startPos, ref.endPos) === ref.highlightText;
}

/**
 * Keeps highlights that match the text at their offsets. One whose text appears elsewhere (models
 * often miscount offsets) is moved to the occurrence nearest its claimed start; the rest lose
 * their highlight but keep the comment.
 */
export function keepUsableHighlights(text: string, items: FeedbackItem[]): FeedbackItem[] {
  return items.map((item) => {
    if (isUsableHighlight(text, item.textReference)) return item;
    const reanchored = reanchor(text, item.textReference);
    if (reanchored) return { ...item, textReference: reanchored };
    const { textReference: _dropped, ...rest } = item;
    return rest;
  });
}

function reanchor(text: string, ref: TextReference | undefined): TextReference | null {
  if (!ref || ref.highlightText.trim().length === 0) return null;
  let best: number | null = null;
  for (let at = text.indexOf(ref.highlightText); at !== -1; at = text.indexOf(ref.highlightText, at + 1)) {
    if (best === null || Math.abs(at - ref.startPos) < Math.abs(best - ref.startPos)) best = at;
  }
  return best === null ? null : { highlightText: ref.highlightText, startPos: best, endPos: best + ref.highlightText.length };
}

/** Items in reading order: highlighted ones by position, then the general ones. */
export function sortItems<T extends FeedbackItem>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.textReference?.startPos ?? Number.MAX_SAFE_INTEGER) - (b.textReference?.startPos ?? Number.MAX_SAFE_INTEGER));
}

/** Paragraphs are separated by blank lines; numbered from 1. Here, not in the writing checks, so checks that need no dictionary can use it without loading one. */
export function paragraphAt(text: string, offset: number): number {
  return (text.slice(0, offset).match(/\n\s*\n/g)?.length ?? 0) + 1;
}

/** A stored item: with an id (so one can be resolved) and where it came from. */
export type StoredFeedbackItem = FeedbackItem & { id: string; source: "ai" | "check" };
