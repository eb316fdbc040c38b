// Essay limits, statuses and counting (docs/product-rules.md §12: nothing is silently cut). The
// schemas that check what a form sends live in essay-schemas.ts, so the editor ships without zod.
export const CONTENT_LIMIT = 50_000;
export const TITLE_LIMIT = 200;
export const SCHOOL_LIMIT = 100;
export const VERSION_NOTES_LIMIT = 500;

export const essayStatuses = ["draft", "in_progress", "final", "submitted"] as const;
export type EssayStatus = (typeof essayStatuses)[number];

export const statusLabels: Record<EssayStatus, string> = {
  draft: "Draft",
  in_progress: "In progress",
  final: "Final",
  submitted: "Submitted",
};

/** Words as a reader counts them: runs of letters, digits and joined punctuation. */
export function countWords(text: string): number {
  return text.trim() ? text.trim().split(/\s+/).length : 0;
}

export type ParsedLimit = { kind: "words" | "characters"; max: number } | null;

/** "300 words" → 300 words; "2,000 characters" → 2000 characters; minimums and videos → null. */
export function parseLimit(limit: string | null): ParsedLimit {
  if (!limit || /minimum|video/i.test(limit)) return null;
  const match = limit.match(/^([\d,]+)\s+(words|characters)\b/i);
  if (!match) return null;
  return { kind: match[2]!.toLowerCase() as "words" | "characters", max: Number(match[1]!.replace(/,/g, "")) };
}

/** A text's words and characters as stored with it on every write (the word_count and character_count columns). */
export type TextCounts = { words: number; characters: number };

export function textCounts(text: string): TextCounts {
  return { words: countWords(text), characters: text.length };
}

/** The count against the limit, for the editor's live counter. */
export function measureAgainstLimit(text: string, limit: ParsedLimit) {
  return measureCounts(textCounts(text), limit);
}

/** The same from a text's stored counts (words, or characters for a character limit). */
export function measureCounts({ words, characters }: TextCounts, limit: ParsedLimit) {
  if (!limit) return { words, used: words, max: null, over: false, unit: "words" as const };
  const used = limit.kind === "words" ? words : characters;
  return { words, used, max: limit.max, over: used > limit.max, unit: limit.kind };
}

/** School name normalisation for prompt look-ups. */
export function normaliseSchoolName(name: string): string {
  return name
    .toLowerCase()
    .replace(/business school|school of business|gsb|mba|university/g, "")
    .replace(/[^a-z]/g, "");
}
