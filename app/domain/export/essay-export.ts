import { type ParsedLimit, measureAgainstLimit } from "../essays/essay-rules";

// What leaves Scout with an essay (docs/export.md): the applicant's words exactly as written, and
// the count the way the school counts it. Shared by the files built on the server and by the
// editor's "Copy for the portal", so both say the same number.

export const exportFormats = ["docx", "pdf"] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportContentTypes: Record<ExportFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
};

/** One essay as an exported file shows it. */
export type ExportEssay = {
  school: string;
  title: string;
  prompt: string | null;
  /** The school's limit as the catalogue words it ("500 words"), or null when it sets none. */
  limit: string | null;
  version: number;
  savedAt: Date;
  text: string;
};

/**
 * The text a school's box receives: the applicant's characters unchanged (no smart quotes, dashes
 * or whitespace touched), with Windows line ends read as the single line break a browser's text
 * box sends. Nothing is trimmed: leading spaces, blank lines and trailing spaces stay.
 */
export function portalText(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** The count against the limit as the school counts it, in words for a file's header. */
export function countLine(text: string, limit: ParsedLimit): string {
  const measure = measureAgainstLimit(portalText(text), limit);
  const unit = (count: number) => `${count.toLocaleString("en-US")} ${measure.unit === "characters" ? plural(count, "character") : plural(count, "word")}`;
  if (measure.max === null) return `Count: ${unit(measure.used)} (no limit set)`;
  return `Count: ${unit(measure.used)} of ${measure.max.toLocaleString("en-US")}${measure.over ? ` (${(measure.used - measure.max).toLocaleString("en-US")} over the limit)` : ""}`;
}

/** What the school counts, in a sentence (the copy control's hover text, the files' note). */
export function countExplanation(limit: ParsedLimit): string {
  if (limit?.kind === "characters")
    return "This school counts characters: every letter, space, punctuation mark and line break counts as one, the way its application box does.";
  if (limit?.kind === "words")
    return "This school counts words: each run of characters between spaces or line breaks is one word; blank lines and spaces are not counted.";
  return "This school sets no limit for this question; the count shown is words, each run of characters between spaces or line breaks.";
}

function plural(count: number, noun: string): string {
  return count === 1 ? noun : `${noun}s`;
}

/** "25 November 2026", in UTC (a file has no time zone of its reader). */
export function exportDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

/** A file name from the school and title: letters, digits and dashes only, never empty. */
export function exportFileName(parts: string[], format: ExportFormat): string {
  const base = parts
    .join(" ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${base || "essay"}.${format}`;
}

/** Characters XML 1.0 cannot hold (control characters other than tab and line breaks, lone surrogates). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The placeholder drawn for a character a file cannot hold or its font cannot draw. */
export const PLACEHOLDER = "\uFFFD";

/** "U+1F600", the way a character that could not be drawn is named. */
export function codePointName(character: string): string {
  return [...character].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`).join(" ");
}

/** The note that names every character shown as the placeholder, or null when there are none. */
export function missingCharactersNote(missing: readonly string[], where: string): string | null {
  if (missing.length === 0) return null;
  const listed = missing.map(codePointName).join(", ");
  return `${missing.length === 1 ? "One character" : `${missing.length} characters`} could not be drawn in this ${where} and ${missing.length === 1 ? "is" : "are"} shown as ${PLACEHOLDER}: ${listed}. The Word file and "Copy for the portal" keep ${missing.length === 1 ? "it" : "them"}.`;
}
