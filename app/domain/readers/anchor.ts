import { READER_LIMITS } from "./reader-rules";

// A reader's comment is about some words, not about a place: the applicant keeps writing after
// sharing, so a comment is found again by its words in the text as it now stands. Where the words
// appear more than once, the context the reader saw around them decides, then nearness to where
// they were; where they are gone, the comment is outdated (shown with its words, placed nowhere),
// never moved onto other words.

/** What is kept of the passage a reader commented on. */
export type Anchor = { quote: string; start: number; end: number; before: string; after: string };

export type Placement = { state: "placed"; start: number; end: number } | { state: "outdated" };

/** The anchor of the span [start, end) of the text the reader read (null for an empty or out-of-range span). */
export function anchorOf(text: string, start: number, end: number): Anchor | null {
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > text.length || start >= end) return null;
  return {
    quote: text.slice(start, end),
    start,
    end,
    before: text.slice(Math.max(0, start - READER_LIMITS.context), start),
    after: text.slice(end, end + READER_LIMITS.context),
  };
}

/** Characters shared by the end of a and the end of b. */
function sharedTail(a: string, b: string) {
  let count = 0;
  while (count < a.length && count < b.length && a[a.length - 1 - count] === b[b.length - 1 - count]) count += 1;
  return count;
}

/** Characters shared by the start of a and the start of b. */
function sharedHead(a: string, b: string) {
  let count = 0;
  while (count < a.length && count < b.length && a[count] === b[count]) count += 1;
  return count;
}

function occurrences(text: string, quote: string) {
  const found: number[] = [];
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) found.push(at);
  return found;
}

/** Where the anchored words now stand in `text`, or outdated when they are gone. */
export function placeAnchor(anchor: Anchor, text: string): Placement {
  if (anchor.quote === "") return { state: "outdated" };
  const found = occurrences(text, anchor.quote);
  if (found.length === 0) return { state: "outdated" };
  let best = found[0]!;
  let bestScore = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const at of found) {
    const end = at + anchor.quote.length;
    const score =
      sharedTail(text.slice(Math.max(0, at - anchor.before.length), at), anchor.before) + sharedHead(text.slice(end, end + anchor.after.length), anchor.after);
    const distance = Math.abs(at - anchor.start);
    if (score > bestScore || (score === bestScore && distance < bestDistance)) {
      best = at;
      bestScore = score;
      bestDistance = distance;
    }
  }
  return { state: "placed", start: best, end: best + anchor.quote.length };
}

/**
 * The text with a reader's replacement put in place of its words, where they now stand; null
 * when they are gone (a replacement is never applied to other words).
 */
export function applyReplacement(anchor: Anchor, replacement: string, text: string): { text: string; start: number; end: number } | null {
  const placed = placeAnchor(anchor, text);
  if (placed.state === "outdated") return null;
  return { text: text.slice(0, placed.start) + replacement + text.slice(placed.end), start: placed.start, end: placed.start + replacement.length };
}
