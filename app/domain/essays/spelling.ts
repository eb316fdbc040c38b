import type { EnglishVariant } from "../feedback/english-variant";
import { englishVariantNames, otherVariant } from "../feedback/english-variant";
import { type FeedbackItem, paragraphAt } from "../feedback/feedback-items";
import { counterpartIn } from "./english-variants";
import { oneSlipWords, suggestionsFor, type Speller } from "./spelling-suggestions";

// The spelling check: which words are flagged and what is offered instead. Pure: the checkers
// come in (spellers.ts builds them from the dictionaries), so the same rule runs on the server
// with every feedback request and in the editor when a flagged word is edited.

export type SpellingContext = {
  spellers: { own: Speller; other: Speller };
  variant: EnglishVariant;
  /** Words the writer added to their dictionary (lower case). */
  knownWords?: ReadonlySet<string>;
  /** Names known to be names (the schools' own words, lower case): never flagged, at a sentence's start either. */
  names?: ReadonlySet<string>;
};

const MAX_SPELLING_ITEMS = 25;
// Hunspell's own suggestions take about 0.1 s a word: asked for at most this many words a run.
const MAX_SLOW_SUGGESTIONS = 10;
const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

/** The run of non-space characters around a passage: "bob@example.com" around "example". */
function tokenAround(text: string, start: number, end: number) {
  let from = start;
  let to = end;
  while (from > 0 && !/\s/.test(text[from - 1]!)) from -= 1;
  while (to < text.length && !/\s/.test(text[to]!)) to += 1;
  return text.slice(from, to);
}

/**
 * Whether a word opens a sentence (or a line: a heading, a list item), where English capitalises
 * any word. Such a capital says nothing about whether the word is a name.
 */
export function isSentenceStart(text: string, start: number): boolean {
  let at = start - 1;
  while (at >= 0 && /[\s"'“‘([*•–—-]/.test(text[at]!)) {
    if (text[at] === "\n") return true;
    at -= 1;
  }
  return at < 0 || /[.!?…:]/.test(text[at]!);
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where the text writes this word with a capital: in the middle of a sentence (a name), or only where sentences start. */
function capitalisedIn(text: string, word: string): "mid-sentence" | "sentence-start" | null {
  const capitalised = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  let found: "sentence-start" | null = null;
  for (const match of text.matchAll(new RegExp(`(?<![\\p{L}'’])${escape(capitalised)}(?![\\p{L}])`, "gu"))) {
    if (!isSentenceStart(text, match.index ?? 0)) return "mid-sentence";
    found = "sentence-start";
  }
  return found;
}

/** Part of an e-mail address, a web address or a handle, or a number with its unit (5km, 3x, Q4): not a word to check. */
function isNotAWord(text: string, start: number, end: number): boolean {
  const token = tokenAround(text, start, end);
  return /@|:\/\/|^www\.|\.(com|org|net|edu|io|co|ai|gov)\b|^[#@]/i.test(token) || /\d/.test(token);
}

type Budget = { slow: number };

/**
 * The spelling item for the word at [start, end), or null when the word is fine or a name.
 *
 * A capital mid-sentence marks a name (Northwind, Oluwaseun), and so does one the text uses for
 * this word elsewhere. At a sentence's start a capital marks nothing: there a word unknown to the
 * dictionary is taken for a typo when it is one slip from a word ("Teh") or the other side's
 * spelling ("Colour"), and otherwise for a name ("Fuqua taught me…").
 */
export function spellingItemAt(text: string, start: number, end: number, context: SpellingContext, budget: Budget = { slow: 1 }): FeedbackItem | null {
  const word = text.slice(start, end).replace(/’/g, "'");
  const { own, other } = context.spellers;
  if (word.length < 2 || own.correct(word) || context.knownWords?.has(word.toLowerCase()) || isNotAWord(text, start, end)) return null;
  // Acronyms (GMAT, KPIs), names written with inner capitals (McKinsey, iPhone), known names.
  if (/^\p{Lu}{2,}s?$/u.test(word) || /.\p{Lu}/u.test(word) || context.names?.has(word.toLowerCase())) return null;
  const otherSpelling = other.correct(word);
  let slips: string[] | null = null;
  const near = () => (slips ??= oneSlipWords(own, word));
  const asName = capitalisedIn(text, word);
  if (asName === "mid-sentence") return null;
  const capital = /^\p{Lu}/u.test(word);
  if (capital && !isSentenceStart(text, start)) return null;
  if ((capital || asName === "sentence-start") && !otherSpelling && near().length === 0) return null;
  const base = { type: "spelling", severity: "minor", condition: "spelling" as const, paragraph: paragraphAt(text, start) };
  const textReference = { highlightText: text.slice(start, end), startPos: start, endPos: end };
  if (otherSpelling) {
    const mine = counterpartIn(context.variant, word, own);
    const theirs = englishVariantNames[otherVariant(context.variant)];
    const yours = englishVariantNames[context.variant];
    return mine
      ? { ...base, textReference, comment: `“${textReference.highlightText}” is the ${theirs} spelling; in ${yours} it is “${mine}”.`, replacement: mine }
      : { ...base, textReference, comment: `“${textReference.highlightText}” is the ${theirs} spelling; your checks are set to ${yours}.` };
  }
  const slow = budget.slow > 0 && near().length === 0;
  if (slow) budget.slow -= 1;
  const suggestions = suggestionsFor(own, word, near(), slow);
  const offer = suggestions.length ? ` Did you mean ${suggestions.map((suggestion) => `“${suggestion}”`).join(", ")}?` : "";
  return {
    ...base,
    textReference,
    comment: `“${textReference.highlightText}” may be misspelled.${offer}`,
    ...(suggestions[0] ? { replacement: suggestions[0] } : {}),
  };
}

/** The words of some names, lower case, for `names`: "Kenan-Flagler Business School" gives kenan, flagler, business, school. */
export const namesOf = (phrases: Iterable<string>) => new Set([...phrases].flatMap((phrase) => phrase.toLowerCase().match(/\p{L}+/gu) ?? []));

/** Every misspelled word of the text (at most 25), at its exact offsets. */
export function spellingItems(text: string, context: SpellingContext): FeedbackItem[] {
  const items: FeedbackItem[] = [];
  const budget = { slow: MAX_SLOW_SUGGESTIONS };
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    const item = spellingItemAt(text, start, start + match[0].length, context, budget);
    if (item) items.push(item);
    if (items.length === MAX_SPELLING_ITEMS) break;
  }
  return items;
}
