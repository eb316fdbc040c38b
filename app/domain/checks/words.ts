// The words of a text with where each stands, for the checks that compare texts (story reuse,
// facts, trim): lower-cased, curly quotes and dashes folded, so "team’s" and "team's" agree.

export type Word = { norm: string; start: number; end: number };

const WORD = /[\p{L}\p{N}]+(?:['’\-.,][\p{L}\p{N}]+)*/gu;

export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    words.push({ norm: normaliseWord(match[0]), start, end: start + match[0].length });
  }
  return words;
}

export const normaliseWord = (word: string) => word.toLowerCase().replace(/’/g, "'").normalize("NFKC");
