import { factsOf } from "../checks/facts";
import { SHINGLE, prepareText } from "../checks/story-reuse";
import { wordsOf } from "../checks/words";

// "What is new since you applied?": each paragraph of a waitlist letter read against what the
// school was sent (school_submissions' snapshot). Deterministic and critique only: a paragraph
// that repeats a fact (a number with what it counts) or a run of words already sent is marked
// as not news; Scout never writes a word of the letter.

export type ParagraphCheck = {
  index: number;
  /** The paragraph's first words, to name it. */
  opening: string;
  words: number;
  news: boolean;
  /** Facts it repeats, as the letter says them ("a team of 12"). */
  repeatedFacts: string[];
  /** A phrase of it already sent, as the letter says it. */
  repeatedPhrase: string | null;
};

/** Shared runs of at least this many words (two overlapping 5-word shingles) are a repeated phrase. */
const PHRASE_SHINGLES = 2;

export function paragraphsOf(letter: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  for (const match of letter.matchAll(/[^\n]+(?:\n(?!\s*\n)[^\n]+)*/g)) {
    if (match[0].trim()) out.push({ text: match[0], start: match.index ?? 0 });
  }
  return out;
}

/** The longest run of the paragraph's words also sent (consecutive shared shingles), or null. */
function longestSharedRun(text: string, prepared: ReturnType<typeof prepareText>, sent: ReadonlySet<string>): string | null {
  let run = 0;
  let best = { run: 0, end: -1 };
  prepared.shingles.forEach((shingle, at) => {
    run = sent.has(shingle) ? run + 1 : 0;
    if (run > best.run) best = { run, end: at };
  });
  if (best.run < PHRASE_SHINGLES) return null;
  const first = prepared.words[best.end - best.run + 1]!;
  const last = prepared.words[best.end + SHINGLE - 1]!;
  return text.slice(first.start, last.end);
}

export function checkLetter(letter: string, sent: string): ParagraphCheck[] {
  const sentShingles = new Set(prepareText(sent).shingles);
  const sentFacts = factsOf(sent);
  return paragraphsOf(letter).map(({ text }, index) => {
    const repeatedFacts = factsOf(text)
      .filter((fact) => sentFacts.some((other) => other.kind === fact.kind && other.value === fact.value))
      .map((fact) => fact.text);
    const prepared = prepareText(text);
    const repeatedPhrase = longestSharedRun(text, prepared, sentShingles);
    const words = wordsOf(text);
    return {
      index,
      opening: words.length > 8 ? `${text.slice(0, words[7]!.end)}…` : text.trim(),
      words: words.length,
      news: repeatedFacts.length === 0 && repeatedPhrase === null,
      repeatedFacts,
      repeatedPhrase,
    };
  });
}

export const letterWords = (letter: string) => wordsOf(letter).length;
