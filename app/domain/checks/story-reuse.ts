import { type Word, wordsOf } from "./words";

// A story told in two of the applicant's essays for different schools. Reuse is allowed: this is
// information shown before submitting, never an error (docs/checks.md).
//
// How: both texts become word shingles (SHINGLE words in a row). Shingles that are stock phrases
// or that stand in either essay's prompt are dropped, so "why an MBA" or "I would like to" never
// make a match. The shingles the two texts share are chained along a diagonal (the same order in
// both, with at most GAP unmatched words between links), which lets a passage with a word changed
// here and there still read as one; a passage then grows word by word while both texts agree, so
// it starts and ends where the shared words do (across one more small edit at each end). A chain shorter than MIN_WORDS is a coincidence,
// and one whose words are mostly gaps (less than DENSITY of them inside a shared shingle) is a
// phrase repeated with different words between, not a story.

export const SHINGLE = 5;
export const GAP = 4;
export const MIN_WORDS = 20;
export const DENSITY = 0.75;

// Phrases common to MBA essays, which two honest essays share by chance. Only phrases of at
// least SHINGLE words need listing: a shorter one cannot make a shingle of its own, and a shared
// run shorter than MIN_WORDS is never shown.
const STOCK = [
  "at the end of the day",
  "my short term goal is to",
  "my long term goal is to",
  "in the short term i",
  "in the long term i",
  "what matters most to me",
  "i am confident that i",
  "for the first time in my life",
  "one of the most important",
  "i would like to become",
  "after graduating from business school",
];

export type SharedPassage = {
  /** Offsets in the first text, end exclusive. */
  start: number;
  end: number;
  /** Offsets in the second text. */
  otherStart: number;
  otherEnd: number;
  /** Words of the first text in the passage. */
  words: number;
};

type Match = { i: number; j: number };
type Chain = { first: Match; last: Match; links: number[] };

const key = (words: Word[], at: number) => {
  let joined = words[at]!.norm;
  for (let k = 1; k < SHINGLE; k++) joined += " " + words[at + k]!.norm;
  return joined;
};

function shingles(words: Word[]): string[] {
  const out: string[] = [];
  for (let at = 0; at + SHINGLE <= words.length; at++) out.push(key(words, at));
  return out;
}

const stockShingles = new Set(STOCK.flatMap((phrase) => shingles(wordsOf(phrase))));

/** Shingles never counted as a shared story: stock phrases and the prompts' own words. */
export function ignoredShingles(prompts: string[]): Set<string> {
  const ignored = new Set(stockShingles);
  for (const text of prompts) for (const shingle of shingles(wordsOf(text))) ignored.add(shingle);
  return ignored;
}

// A shingle said more often than this in one text is a refrain or filler, not a story; skipping
// it also keeps the work linear on a text that repeats itself ("the the the…").
const REPEATS = 3;

/** A text read once for comparing with many others: its words, its shingles and how often each is said. */
export type PreparedText = { words: Word[]; shingles: string[]; times: Map<string, number> };

export function prepareText(text: string): PreparedText {
  const words = wordsOf(text);
  const own = words.length < SHINGLE ? [] : shingles(words);
  const times = new Map<string, number>();
  for (const shingle of own) times.set(shingle, (times.get(shingle) ?? 0) + 1);
  return { words, shingles: own, times };
}

/** Passages of `text` also in `other`, in reading order. Pure and linear in the texts' length. */
export function sharedPassages(text: string | PreparedText, other: string | PreparedText, ignored: ReadonlySet<string> = stockShingles): SharedPassage[] {
  const a = typeof text === "string" ? prepareText(text) : text;
  const b = typeof other === "string" ? prepareText(other) : other;
  if (a.shingles.length === 0 || b.shingles.length === 0) return [];
  // The other text's usable shingles by where they stand (said at most REPEATS times there).
  const where = new Map<string, number[]>();
  b.shingles.forEach((shingle, j) => {
    if (ignored.has(shingle) || b.times.get(shingle)! > REPEATS) return;
    const list = where.get(shingle);
    if (list) list.push(j);
    else where.set(shingle, [j]);
  });
  const matches: Match[] = [];
  a.shingles.forEach((shingle, i) => {
    const inB = where.get(shingle);
    if (!inB || ignored.has(shingle) || a.times.get(shingle)! > REPEATS) return;
    for (const j of inB) matches.push({ i, j });
  });
  return chains(matches)
    .filter(isStory)
    .map((chain) => passage(a.words, b.words, chain))
    .filter((found) => found.words >= MIN_WORDS)
    .sort((x, y) => x.start - y.start);
}

// Links matches that follow each other in both texts. Each chain keeps its first and last match.
function chains(matches: Match[]): Chain[] {
  const open: Chain[] = [];
  const done: Chain[] = [];
  for (const match of matches) {
    const next = open.find(
      (chain) =>
        match.i > chain.last.i &&
        match.i - chain.last.i <= SHINGLE + GAP &&
        match.j > chain.last.j &&
        match.j - chain.last.j <= SHINGLE + GAP &&
        Math.abs(match.i - chain.last.i - (match.j - chain.last.j)) <= GAP,
    );
    if (next) {
      next.last = match;
      next.links.push(match.i);
    } else open.push({ first: match, last: match, links: [match.i] });
    // Chains that can no longer grow are finished, so `open` stays short on long texts.
    for (let k = open.length - 1; k >= 0; k--) {
      if (match.i - open[k]!.last.i > SHINGLE + GAP) done.push(...open.splice(k, 1));
    }
  }
  return [...done, ...open];
}

// The chain's words that stand inside one of its shared shingles.
function covered(chain: Chain): number {
  let words = 0;
  let reach = chain.first.i;
  for (const i of chain.links) {
    words += Math.min(SHINGLE, i + SHINGLE - Math.max(reach, i));
    reach = i + SHINGLE;
  }
  return words;
}

// Enough shared words, and few gaps between them (what grows the passage later is not evidence).
const isStory = (chain: Chain) => {
  const words = covered(chain);
  return words >= MIN_WORDS * DENSITY && words / (chain.last.i + SHINGLE - chain.first.i) >= DENSITY;
};

function passage(a: Word[], b: Word[], chain: Chain): SharedPassage {
  let [firstA, firstB] = [chain.first.i, chain.first.j];
  let [lastA, lastB] = [chain.last.i + SHINGLE - 1, chain.last.j + SHINGLE - 1];
  // Grows while both texts agree, then across at most one small edit at each end (more would let
  // a refrain carry a passage along).
  const grow = (i: number, j: number, step: 1 | -1): [number, number] => {
    while (a[i + step] && b[j + step] && a[i + step]!.norm === b[j + step]!.norm) [i, j] = [i + step, j + step];
    return [i, j];
  };
  [firstA, firstB] = grow(firstA, firstB, -1);
  const back = jump(a, b, firstA, firstB, -1);
  if (back) [firstA, firstB] = grow(...back, -1);
  [lastA, lastB] = grow(lastA, lastB, 1);
  const ahead = jump(a, b, lastA, lastB, 1);
  if (ahead) [lastA, lastB] = grow(...ahead, 1);
  return { start: a[firstA]!.start, end: a[lastA]!.end, otherStart: b[firstB]!.start, otherEnd: b[lastB]!.end, words: lastA - firstA + 1 };
}

// Across a small edit at a passage's edge: the far end of JOIN words that agree in both texts
// within GAP words of (i, j), in direction `step`, or null.
const JOIN = 3;
function jump(a: Word[], b: Word[], i: number, j: number, step: 1 | -1): [number, number] | null {
  for (let skipA = 1; skipA <= GAP; skipA++) {
    for (let skipB = 1; skipB <= GAP; skipB++) {
      let agree = 0;
      while (agree < JOIN) {
        const x = a[i + step * (skipA + agree)];
        const y = b[j + step * (skipB + agree)];
        if (!x || !y || x.norm !== y.norm) break;
        agree++;
      }
      if (agree === JOIN) return [i + step * (skipA + JOIN - 1), j + step * (skipB + JOIN - 1)];
    }
  }
  return null;
}
