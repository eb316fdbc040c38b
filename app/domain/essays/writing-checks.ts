import { DEFAULT_ENGLISH_VARIANT, type EnglishVariant } from "../feedback/english-variant";
import { type FeedbackItem, paragraphAt } from "../feedback/feedback-items";
import { type ParsedLimit, countWords } from "./essay-rules";
import { spellersFor } from "./spellers";
import { spellingItems } from "./spelling";
import { wordLimitItem } from "./word-limit";
import { ruleItems } from "./writing-rules";

// Kept here too: callers and tests read them from the writing checks.
export { paragraphAt, wordLimitItem };

// Checks that need no AI service (docs/product-rules.md §24): spelling against an English
// Hunspell dictionary (US or UK, the writer's choice), repeated words, passive voice and overlong
// sentences (the retext family), and the school's word limit. Every item carries exact offsets
// into the text it was given, and the rule that made it.

/** What the writer told the checks: words in their dictionary (lower-cased), their English; and names known to be names. */
export type CheckOptions = { knownWords?: ReadonlySet<string>; variant?: EnglishVariant; names?: ReadonlySet<string> };

/** runWritingChecks' type, for a service handed it as a dependency. */
export type WritingChecks = typeof runWritingChecks;

export async function runWritingChecks(
  text: string,
  limit: ParsedLimit,
  { knownWords, variant = DEFAULT_ENGLISH_VARIANT, names }: CheckOptions = {},
): Promise<FeedbackItem[]> {
  const spelling = spellingItems(text, { spellers: spellersFor(variant), variant, knownWords, names });
  const limitItem = wordLimitItem(text, limit);
  return [...(limitItem ? [limitItem] : []), ...spelling, ...ruleItems(text)];
}

const WEAK_OPENING = /^(responsible for|helped( with| to)?|worked on|assisted( with| in)?|tasked with|duties included|involved in)\b/i;
const BULLET = /^\s*([-•*·▪–]|\d+[.)])\s+/;

/**
 * The resume's own checks: a bullet that opens with a duty instead of an achievement
 * ("Responsible for", "Helped with"), and a bullet with no result in it (no number at all).
 */
export function resumeChecks(text: string): FeedbackItem[] {
  const items: FeedbackItem[] = [];
  let at = 0;
  for (const line of text.split("\n")) {
    const start = at;
    at += line.length + 1;
    const bullet = line.match(BULLET);
    const body = bullet ? line.slice(bullet[0].length) : line;
    const bodyStart = start + (bullet ? bullet[0].length : 0);
    const weak = body.match(WEAK_OPENING);
    if (weak) {
      items.push({
        type: "content",
        severity: "minor",
        paragraph: paragraphAt(text, bodyStart),
        comment: `“${weak[0]}” describes a duty, not what you achieved: open with what you did (Led, Built, Cut, Grew…).`,
        textReference: { highlightText: weak[0], startPos: bodyStart, endPos: bodyStart + weak[0].length },
      });
    }
    if (bullet && countWords(body) >= 4 && !/\d/.test(body)) {
      const trimmed = body.trimEnd();
      items.push({
        type: "content",
        severity: "minor",
        paragraph: paragraphAt(text, bodyStart),
        comment: "This bullet has no result in it: add what changed because of you, with a number if you can.",
        textReference: { highlightText: trimmed, startPos: bodyStart, endPos: bodyStart + trimmed.length },
      });
    }
  }
  return items;
}
