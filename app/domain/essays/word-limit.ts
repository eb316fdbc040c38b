import { type ParsedLimit, countWords } from "./essay-rules";
import { type FeedbackItem, paragraphAt } from "../feedback/feedback-items";

// The school's limit as a feedback item. Apart from the other writing checks (which load a
// dictionary) because the editor re-checks it in the browser as the text changes: the item is
// addressed only when the text is within the limit.

/** Words (or characters) past the limit, highlighted from the first one over it to the end. */
export function wordLimitItem(text: string, limit: ParsedLimit): FeedbackItem | null {
  if (!limit) return null;
  if (limit.kind === "characters") {
    if (text.length <= limit.max) return null;
    return {
      type: "structure",
      severity: "major",
      condition: "over_limit",
      paragraph: paragraphAt(text, limit.max),
      comment: `This answer has ${text.length} characters; the limit is ${limit.max}.`,
      textReference: { highlightText: text.slice(limit.max), startPos: limit.max, endPos: text.length },
    };
  }
  const words = countWords(text);
  if (words <= limit.max) return null;
  const over = [...text.matchAll(/\S+/g)][limit.max]!;
  const start = over.index ?? 0;
  return {
    type: "structure",
    severity: "major",
    condition: "over_limit",
    paragraph: paragraphAt(text, start),
    comment: `This essay has ${words} words; the limit is ${limit.max}. Everything from here on is over it.`,
    textReference: { highlightText: text.slice(start), startPos: start, endPos: text.length },
  };
}

/** The limit's item: marked so when made, recognised by its words when stored before. */
export const isOverLimitItem = (item: FeedbackItem) =>
  item.condition === "over_limit" || /^This (essay|answer) has \d+ (words|characters); the limit is \d+\./.test(item.comment);
