// The deterministic check on every model answer in critique-only mode (docs/ai-policy.md):
// where a school prohibits AI-written content, Scout's feedback and chat may critique and ask, and
// may quote the applicant's own words, but any passage that reads as text for the essay is
// dropped, and the caller records that it was. Pure: the same answer and essay give the same result.
//
// A passage reads as text for the essay when it is either
//  - quoted ("…", “…”, or a line set apart as a > quote) and more than a few words long, or
//  - a sentence written in the applicant's own voice (first person: I, my, we, our…) that does
//    not address them (no "you"/"your") and is more than a few words long,
// and it is not the applicant's own text (found, words compared without case or punctuation, in
// their essay). Critique addressed to the applicant ("Your second paragraph…", "What did you…?")
// and short phrases are kept.

/** "More than a few words": passages of this many words or fewer are kept. */
export const FEW_WORDS = 4;

export const REMOVED_PASSAGE = "[passage removed: Scout does not write text for this school's essays]";

export type RewriteCheck = { text: string; dropped: string[] };

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
const normalised = (text: string) => words(text).join(" ");

/** Whether `passage` is the applicant's own: its words appear, in order and together, in their essay. */
export function isApplicantsOwn(passage: string, essay: string): boolean {
  const own = normalised(passage);
  if (!own) return true;
  return ` ${normalised(essay)} `.includes(` ${own} `);
}

const FIRST_PERSON = /\b(i|i'm|i’m|i've|i’ve|i'd|i’d|i'll|i’ll|me|my|mine|myself|we|we're|we’re|we've|we’ve|us|our|ours)\b/i;
const SECOND_PERSON = /\b(you|your|yours|yourself|you're|you’re|you've|you’ve)\b/i;

// Quoted spans: straight double quotes, curly double quotes, and a whole line set apart with ">".
const QUOTED = /"([^"\n]+)"|“([^”\n]+)”|^[ \t]*>[ \t]?(.+)$/gm;

/**
 * The answer with every passage that reads as text for the essay replaced by REMOVED_PASSAGE, and
 * the passages dropped (none: the answer comes back unchanged).
 */
export function dropEssayText(answer: string, essay: string): RewriteCheck {
  const dropped: string[] = [];
  const tooLong = (passage: string) => words(passage).length > FEW_WORDS;

  // Quoted passages first: the applicant's own words quoted back are critique; anything else is text offered for the essay.
  const withoutQuotes = answer.replace(QUOTED, (match, straight?: string, curly?: string, block?: string) => {
    const passage = straight ?? curly ?? block ?? "";
    if (!tooLong(passage) || isApplicantsOwn(passage, essay)) return match;
    dropped.push(passage.trim());
    return block !== undefined ? match.replace(block, REMOVED_PASSAGE) : REMOVED_PASSAGE;
  });

  // Then sentences in the applicant's own voice, outside any quote that was kept.
  const text = withoutQuotes.replace(/[^.!?\n]+[.!?]*/g, (sentence) => {
    if (sentence.includes(REMOVED_PASSAGE)) return sentence;
    const bare = sentence.replace(/"[^"\n]*"|“[^”\n]*”/g, " ");
    if (!tooLong(bare) || !FIRST_PERSON.test(bare) || SECOND_PERSON.test(bare)) return sentence;
    if (isApplicantsOwn(sentence, essay)) return sentence;
    dropped.push(sentence.trim());
    const lead = /^\s*/.exec(sentence)![0];
    return `${lead}${REMOVED_PASSAGE}`;
  });

  return { text: dropped.length ? collapseRemoved(text) : answer, dropped };
}

// Several removed passages in a row read as one.
function collapseRemoved(text: string): string {
  const marker = REMOVED_PASSAGE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(new RegExp(`${marker}(?:\\s*${marker})+`, "g"), REMOVED_PASSAGE);
}
