// What a misspelled word was most likely meant to be. Hunspell's own suggestions (nspell) miss the
// commonest typing slip, two letters swapped ("teh" gives "ten, eh, meh"), and put "rich" before
// "which" for "wich". Typos are nearly always one slip from the word meant: a swap, a letter left
// out, one too many, or one wrong; those are tried first, in that order, commoner words first.

/** The part of a spelling dictionary the suggestions need. */
export type Speller = { correct(word: string): boolean; suggest(word: string): string[] };

// Among the commonest words of written English: when one slip could lead to several words, the
// writer far more often meant one of these.
const COMMON = new Set(
  (
    "the of and to in is was that for it with as his on be at by this had not are but from or have an they which one you were her all " +
    "she there would their we him been has when who will more no if out so said what up its about into than them can only other new " +
    "some could time these two may then do first any my now such like our over man me even most made after also did many before must " +
    "through back years where much your way well down should because each just those people how too little state good very make world " +
    "still own see men work long get here between both life being under never day same another know while last might us great old year " +
    "off come since against go came right used take three whether receive believe separate definitely necessary occurred until"
  ).split(" "),
);

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Every word one slip from `word` (lower case), with the kind of slip: 0 swap, 1 letter left out, 2 letter extra, 3 letter wrong. */
function oneSlipAway(word: string): [string, number][] {
  const out: [string, number][] = [];
  for (let i = 0; i < word.length - 1; i += 1) out.push([word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), 0]);
  for (let i = 0; i <= word.length; i += 1) for (const letter of LETTERS) out.push([word.slice(0, i) + letter + word.slice(i), 1]);
  for (let i = 0; i < word.length; i += 1) out.push([word.slice(0, i) + word.slice(i + 1), 2]);
  for (let i = 0; i < word.length; i += 1) {
    for (const letter of LETTERS) if (letter !== word[i]) out.push([word.slice(0, i) + letter + word.slice(i + 1), 3]);
  }
  return out;
}

/** Dictionary words one slip from `word` (compared in lower case), likeliest first. */
export function oneSlipWords(speller: Speller, word: string): string[] {
  const lower = word.toLowerCase();
  const found = new Map<string, number>();
  for (const [candidate, slip] of oneSlipAway(lower)) {
    if (candidate.length < 1 || candidate === lower || found.has(candidate)) continue;
    if (speller.correct(candidate)) found.set(candidate, slip);
  }
  const rank = (candidate: string) => found.get(candidate)! * 2 + (COMMON.has(candidate) ? 0 : 1);
  return [...found.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The word in the writer's case: "The" for "Teh", "THE" for "TEH". */
export function inCaseOf(model: string, word: string) {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  return /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** At most three suggestions for a misspelled word: the words one slip away, else Hunspell's own (slow: `allowSlow` bounds it). */
export function suggestionsFor(speller: Speller, word: string, near: string[], allowSlow: boolean): string[] {
  const found = near.length > 0 ? near : allowSlow ? speller.suggest(word.toLowerCase()) : [];
  return found.slice(0, 3).map((suggestion) => inCaseOf(word, suggestion));
}
