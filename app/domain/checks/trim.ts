import { measureAgainstLimit } from "../essays/essay-rules";

// The verifier every trim proposal passes before the applicant sees it (docs/checks.md): the
// result may only delete the applicant's words, change the small joining words and punctuation
// around a cut, and change a letter's case where a sentence now starts. So what is left is the
// applicant's own words, in their order, and it must meet the target.

/** Words a cut may add or change to join what is left: conjunctions and connectives only. */
export const JOINING_WORDS = new Set([
  "and",
  "but",
  "so",
  "yet",
  "or",
  "nor",
  "while",
  "which",
  "who",
  "that",
  "as",
  "then",
  "because",
  "although",
  "though",
  "when",
  "where",
  "with",
  "to",
  "a",
  "an",
  "the",
]);

export type TrimTarget = { kind: "words" | "characters"; max: number };

export type TrimVerdict =
  | { ok: true; count: number }
  | { ok: false; reason: "added_word" | "reordered"; word: string }
  | { ok: false; reason: "over_target"; count: number }
  | { ok: false; reason: "unchanged" };

const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

const contentWords = (text: string) =>
  [...text.matchAll(TOKEN)].map((match) => match[0].toLowerCase().replace(/’/g, "'")).filter((word) => !JOINING_WORDS.has(word));

/** The count the school takes (words, or characters with spaces and line breaks), as the editor shows it. */
export const countFor = (text: string, target: TrimTarget) => measureAgainstLimit(text, target).used;

export function verifyTrim(original: string, proposed: string, target: TrimTarget): TrimVerdict {
  if (proposed.trim() === original.trim()) return { ok: false, reason: "unchanged" };
  // The proposal's content words must be the original's in the same order, some left out.
  const mine = contentWords(original);
  let at = 0;
  for (const word of contentWords(proposed)) {
    while (at < mine.length && mine[at] !== word) at++;
    if (at === mine.length) return { ok: false, reason: mine.includes(word) ? "reordered" : "added_word", word };
    at++;
  }
  const count = countFor(proposed, target);
  if (count > target.max) return { ok: false, reason: "over_target", count };
  return { ok: true, count };
}
