import type { ParsedLimit } from "./essay-rules";
import { type CheckRule, type FeedbackItem, type TextReference, isUsableHighlight, keepUsableHighlights } from "../feedback/feedback-items";
import { isOverLimitItem, wordLimitItem } from "./word-limit";

// Feedback as the text now stands (docs/product-rules.md §28). Each highlight follows its passage
// as the text changes. When the text under an item changes, an item a check made is tested again
// by the rule that made it (the word limit, and every writing check since): still a misspelling,
// still a sentence of 40 words, and the item stays open where the rule now fires; addressed only
// when it no longer does. The model's items cannot be tested again: edited away, they are addressed.

/** Where a passage stands in the text. */
export type Span = { start: number; end: number };
/** One change of the text: `removed` characters at `from` replaced by `inserted` ones. */
export type Edit = { from: number; removed: number; inserted: number };

/** The one change between two texts (typing, a paste, a fix): what lies between their common start and end. */
export function editBetween(before: string, after: string): Edit | null {
  if (before === after) return null;
  const shortest = Math.min(before.length, after.length);
  let from = 0;
  while (from < shortest && before[from] === after[from]) from += 1;
  let tail = 0;
  while (tail < shortest - from && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail += 1;
  return { from, removed: before.length - from - tail, inserted: after.length - from - tail };
}

/**
 * A passage's place after an edit. Text typed at its edge joins it (a word being retyped, a
 * sentence being extended); text removed from it shrinks it, down to a point where it was.
 */
export function mapSpan(span: Span, edit: Edit): Span {
  const to = edit.from + edit.removed;
  const shift = edit.inserted - edit.removed;
  if (to < span.start) return { start: span.start + shift, end: span.end + shift };
  if (edit.from > span.end) return span;
  const start = Math.min(span.start, edit.from);
  const end = to >= span.end ? edit.from + edit.inserted : span.end + shift;
  return { start, end: Math.max(start, end) };
}

/** A rule tested again around a passage: its items there now, or null when it cannot run yet (loading). */
export type Retest = (rule: CheckRule, text: string, around: Span) => FeedbackItem[] | null;

type FollowOptions = {
  /** Where each item's passage now stands, followed edit by edit (by id); else it is searched for. */
  spans?: ReadonlyMap<string, Span>;
  retest?: Retest;
};

const overlaps = (ref: TextReference, span: Span) =>
  ref.startPos < span.end && ref.endPos > span.start ? true : span.start === span.end && ref.startPos <= span.start && ref.endPos >= span.start;

export function followFeedback<T extends FeedbackItem & { id: string }>(text: string, items: T[], limit: ParsedLimit, options: FollowOptions = {}) {
  const searched = keepUsableHighlights(text, items) as T[];
  const addressed = new Set<string>();
  /** The rules an edited item waits for (the editor loads them, then follows again). */
  const waiting = new Set<CheckRule>();
  const current = items.map((stored, index) => {
    const { textReference: _passage, ...general } = stored;
    if (limit && isOverLimitItem(stored)) {
      const now = wordLimitItem(text, limit);
      if (now) return { ...stored, comment: now.comment, paragraph: now.paragraph, textReference: now.textReference };
      addressed.add(stored.id);
      return general as T;
    }
    const ref = stored.textReference;
    if (!ref) return stored;
    const span = options.spans?.get(stored.id);
    const here = span && { highlightText: text.slice(span.start, span.end), startPos: span.start, endPos: span.end };
    if (here && here.highlightText === ref.highlightText) return { ...stored, textReference: here };
    if (!span && isUsableHighlight(text, searched[index]!.textReference)) return searched[index]!;
    // The text under the item changed. A check's item is tested again by its rule.
    const rule = stored.condition;
    if (rule && rule !== "over_limit" && here && options.retest) {
      const now = options.retest(rule, text, span);
      if (now === null) {
        waiting.add(rule);
        return { ...stored, textReference: here };
      }
      const still = now.find((item) => item.condition === rule && item.textReference && overlaps(item.textReference, span));
      if (still) return { ...stored, comment: still.comment, paragraph: still.paragraph, textReference: still.textReference, replacement: still.replacement };
    }
    addressed.add(stored.id);
    return general as T;
  });
  return { items: current, addressed, waiting };
}
