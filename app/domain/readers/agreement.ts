import { paragraphAt } from "../feedback/feedback-items";
import { type ReaderScaleAnswers, type ReaderScaleKey, readerScaleKeys } from "./reader-rules";

// Where readers agree, where they contradict each other, and where a reader contradicts Scout,
// found by plain rules (no model): two notes are about the same words when their spans overlap in
// the text as it now stands. Two readers on the same words agree, unless both propose other words
// and not the same ones; a reader who proposes other words where Scout proposed different ones,
// or where Scout said the words are worth keeping, contradicts Scout. On the short scale, one
// reader at 1-2 and another at 4-5 on the same question contradict each other.

export type ReaderNoteAt = { id: string; linkId: string; readerName: string; start: number; end: number; quote: string; replacement: string | null };
export type ScoutNoteAt = { id: string; start: number; end: number; comment: string; replacement: string | null; strength: boolean };
export type ReaderScale = { linkId: string; readerName: string; answers: ReaderScaleAnswers };

export type Finding =
  | { kind: "agree"; at: number; quote: string; readers: [string, string] }
  | { kind: "readers_differ"; at: number; quote: string; proposals: [{ reader: string; words: string }, { reader: string; words: string }] }
  | { kind: "against_scout"; at: number; quote: string; reader: string; words: string; scout: string };

export type ParagraphFindings = { paragraph: number; findings: Finding[] };
export type ScaleDifference = { question: ReaderScaleKey; low: { reader: string; answer: number }; high: { reader: string; answer: number } };

const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function betweenReaders(notes: ReaderNoteAt[]): Finding[] {
  const found: Finding[] = [];
  notes.forEach((a, index) => {
    for (const b of notes.slice(index + 1)) {
      if (a.linkId === b.linkId || !overlap(a, b)) continue;
      const at = Math.min(a.start, b.start);
      const quote = a.start <= b.start ? a.quote : b.quote;
      if (a.replacement !== null && b.replacement !== null && !same(a.replacement, b.replacement))
        found.push({
          kind: "readers_differ",
          at,
          quote,
          proposals: [
            { reader: a.readerName, words: a.replacement },
            { reader: b.readerName, words: b.replacement },
          ],
        });
      else found.push({ kind: "agree", at, quote, readers: [a.readerName, b.readerName] });
    }
  });
  return found;
}

function againstScout(notes: ReaderNoteAt[], scout: ScoutNoteAt[]): Finding[] {
  return notes.flatMap((note) =>
    note.replacement === null
      ? []
      : scout
          .filter((item) => overlap(note, item) && (item.strength || (item.replacement !== null && !same(item.replacement, note.replacement!))))
          .map((item) => ({
            kind: "against_scout" as const,
            at: note.start,
            quote: note.quote,
            reader: note.readerName,
            words: note.replacement!,
            scout: item.strength ? `Worth keeping: ${item.comment}` : `Proposes “${item.replacement}”: ${item.comment}`,
          })),
  );
}

/** The findings of the text as it now stands, by paragraph (numbered from 1), in reading order; paragraphs with none are left out. */
export function findingsByParagraph(text: string, readers: ReaderNoteAt[], scout: ScoutNoteAt[]): ParagraphFindings[] {
  const findings = [...betweenReaders(readers), ...againstScout(readers, scout)].sort((a, b) => a.at - b.at);
  const byParagraph = new Map<number, Finding[]>();
  for (const finding of findings) {
    const paragraph = paragraphAt(text, finding.at);
    byParagraph.set(paragraph, [...(byParagraph.get(paragraph) ?? []), finding]);
  }
  return [...byParagraph.entries()].map(([paragraph, list]) => ({ paragraph, findings: list }));
}

/** Questions of the scale where one reader answered 1 or 2 and another 4 or 5. */
export function scaleDifferences(scales: ReaderScale[]): ScaleDifference[] {
  return readerScaleKeys.flatMap((question) => {
    const answered = scales.flatMap((scale) => (scale.answers[question] === undefined ? [] : [{ reader: scale.readerName, answer: scale.answers[question]! }]));
    const low = answered.filter((entry) => entry.answer <= 2).sort((a, b) => a.answer - b.answer)[0];
    const high = answered.filter((entry) => entry.answer >= 4).sort((a, b) => b.answer - a.answer)[0];
    return low && high ? [{ question, low, high }] : [];
  });
}
