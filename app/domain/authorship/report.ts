import { diffWords } from "../essays/word-diff";
import type { DisclosureEntry } from "./disclosure";
import { ARRIVAL_LIMIT, type Arrival, arrivalLines } from "./arrival";

// The authorship report (docs/ai-policy.md): a factual history of how one essay was written,
// built from its versions and its AI log. Facts only: each version with its time and the words
// added and removed since the one before, the passages that came from an accepted AI suggestion
// (and whether they are still in it), and the AI help given while it was the version being
// written. Never a verdict or a score: the report does not say the essay is, or is not, AI-free.

export type VersionOrigin = "typed" | "restored" | "suggestion" | "trim" | null;

export type ReportVersionInput = {
  version: number;
  content: string;
  origin: VersionOrigin;
  /** ISO times: made, and last saved. */
  createdAt: string;
  updatedAt: string;
  notes: string | null;
  arrival: Arrival | null;
};

export type ReportPassage = { text: string; start: number; end: number; acceptedAt: string; stillInVersion: boolean };

export type ReportVersion = {
  version: number;
  createdAt: string;
  updatedAt: string;
  notes: string | null;
  origin: string;
  words: number;
  /** Against the version before it (the first version is counted against an empty text). */
  wordsAdded: number;
  wordsRemoved: number;
  /** Suggestions accepted into this version, with their span when accepted. */
  acceptedSuggestions: ReportPassage[];
  /** Words a reader proposed that the applicant took in (people, not AI), and how many of them are still there. */
  readerPassages: ReportPassage[];
  readerWords: number;
  /** Every other AI help logged while this was the version being written. */
  interactions: DisclosureEntry[];
  /** How its text arrived in Scout's editor, a fact a line; null when nothing was recorded. */
  arrival: string[] | null;
};

export const originLabels: Record<Exclude<VersionOrigin, null>, string> = {
  typed: "Saved from the applicant's editor",
  restored: "Restored from an older version",
  suggestion: "Made by accepting a suggestion",
  trim: "Cut with Scout's trim: the applicant's words, some left out",
};

export const ORIGIN_NOT_RECORDED = "Origin not recorded (made before Scout recorded it)";

/** A version with no record of how its text arrived: a copy never edited, or saved before Scout kept one. */
export const ARRIVAL_NOT_RECORDED = "How its text arrived: no record (a copy of an earlier version, or saved before Scout recorded it).";

/** The version's arrival lines as one sentence. */
export function arrivalSentence(lines: readonly string[] | null): string {
  return lines && lines.length ? `How its text arrived: ${lines.join("; ")}.` : ARRIVAL_NOT_RECORDED;
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Words added to and removed from `before` to make `after` (word by word, as the compare view marks them). */
export function wordChanges(before: string, after: string): { added: number; removed: number } {
  const { left, right } = diffWords(before, after);
  const sum = (parts: typeof left, change: "added" | "removed") =>
    parts.filter((part) => part.change === change).reduce((total, part) => total + countWords(part.text), 0);
  return { added: sum(right, "added"), removed: sum(left, "removed") };
}

function passagesOf(entries: readonly DisclosureEntry[], kind: "accepted_suggestion" | "reader_words", content: string): ReportPassage[] {
  return entries
    .filter((entry) => entry.kind === kind && entry.touched.text !== undefined)
    .map((entry) => ({
      text: entry.touched.text!,
      start: entry.touched.start ?? 0,
      end: entry.touched.end ?? 0,
      acceptedAt: entry.at,
      stillInVersion: content.includes(entry.touched.text!),
    }));
}

export function buildReport(versions: readonly ReportVersionInput[], log: readonly DisclosureEntry[]): ReportVersion[] {
  const ordered = [...versions].sort((a, b) => a.version - b.version);
  return ordered.map((version, index) => {
    const before = index === 0 ? "" : ordered[index - 1]!.content;
    const { added, removed } = wordChanges(before, version.content);
    const mine = log.filter((entry) => entry.touched.version === version.version);
    return {
      version: version.version,
      createdAt: version.createdAt,
      updatedAt: version.updatedAt,
      notes: version.notes,
      origin: version.origin ? originLabels[version.origin] : ORIGIN_NOT_RECORDED,
      words: countWords(version.content),
      wordsAdded: added,
      wordsRemoved: removed,
      acceptedSuggestions: passagesOf(mine, "accepted_suggestion", version.content),
      readerPassages: passagesOf(mine, "reader_words", version.content),
      readerWords: passagesOf(mine, "reader_words", version.content)
        .filter((passage) => passage.stillInVersion)
        .reduce((total, passage) => total + countWords(passage.text), 0),
      interactions: mine.filter((entry) => entry.kind !== "accepted_suggestion" && entry.kind !== "reader_words"),
      arrival: arrivalLines(version.arrival),
    };
  });
}

/** One line of the report as a document draws it (the PDF): a title, a small label, a sub-heading, or text. */
export type ReportLine = { kind: "title" | "label" | "quote" | "text"; text: string };

const utc = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/**
 * The report as lines for a document, the same facts in the same order as the page: the essay,
 * the school's policy, then each version with its counts, accepted passages and AI help. Facts only.
 */
export function reportLines(report: {
  school: string;
  essayTitle: string;
  policyLine: string;
  policyQuote: string | null;
  /** Whose words the quote is ("the school's words", or the third party quoting it). */
  policyQuoteBy?: string | null;
  versions: readonly ReportVersion[];
  describe: (entry: DisclosureEntry) => string;
}): ReportLine[] {
  const lines: ReportLine[] = [
    { kind: "label", text: report.school },
    { kind: "title", text: `Authorship report: ${report.essayTitle || "Untitled Essay"}` },
    {
      kind: "text",
      text: "How this essay was written in Scout, from its saved versions and the log of every time Scout's AI helped with it. It states facts only: it gives no score and no verdict about who wrote the essay.",
    },
    { kind: "text", text: ARRIVAL_LIMIT },
    { kind: "quote", text: `${report.school}'s AI policy: ${report.policyLine}` },
    ...(report.policyQuote ? [{ kind: "text" as const, text: `“${report.policyQuote}”${report.policyQuoteBy ? ` (${report.policyQuoteBy})` : ""}` }] : []),
  ];
  for (const version of report.versions) {
    lines.push(
      { kind: "quote", text: `Version ${version.version}` },
      { kind: "label", text: `Made ${utc(version.createdAt)} · last saved ${utc(version.updatedAt)} · ${version.origin}` },
      {
        kind: "text",
        text: `${plural(version.words, "word")} · ${version.wordsAdded} added and ${version.wordsRemoved} removed since ${version.version === 1 ? "an empty page" : `version ${version.version - 1}`}`,
      },
    );
    lines.push({ kind: "text", text: arrivalSentence(version.arrival) });
    if (version.acceptedSuggestions.length === 0) lines.push({ kind: "text", text: "No accepted AI suggestion in this version." });
    for (const passage of version.acceptedSuggestions)
      lines.push({
        kind: "text",
        text: `From an accepted AI suggestion (characters ${passage.start}–${passage.end}, ${utc(passage.acceptedAt)}; ${passage.stillInVersion ? "still in this version" : "since edited or removed"}): “${passage.text}”`,
      });
    for (const passage of version.readerPassages)
      lines.push({
        kind: "text",
        text: `From a reader (characters ${passage.start}–${passage.end}, ${utc(passage.acceptedAt)}; ${passage.stillInVersion ? "still in this version" : "since edited or removed"}): “${passage.text}”`,
      });
    if (version.readerPassages.length)
      lines.push({ kind: "text", text: `Words from readers still in this version: ${version.readerWords} of ${version.words}.` });
    lines.push({
      kind: "text",
      text: version.interactions.length
        ? `AI help on this version:\n${version.interactions.map(report.describe).join("\n")}`
        : "AI help on this version: none logged.",
    });
  }
  return lines;
}
