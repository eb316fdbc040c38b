import { retext } from "retext";
import retextEnglish from "retext-english";
import retextPassive from "retext-passive";
import retextRepeatedWords from "retext-repeated-words";
import type { VFileMessage } from "vfile-message";
import { type FeedbackItem, paragraphAt } from "../feedback/feedback-items";

// The writing checks that need no dictionary: repeated words, passive voice, overlong sentences.
// Apart from the spelling check so that the editor can load them alone: when the text under one
// of their items changes, the editor tests it again by the same rule (followFeedback).
const LONG_SENTENCE_WORDS = 35;

// Built once per isolate (or page): a frozen unified processor can run any number of texts.
let processor: ReturnType<typeof build> | null = null;
const build = () => retext().use(retextEnglish).use(retextRepeatedWords).use(retextPassive).freeze();

function offsets(message: VFileMessage) {
  const start = message.place && "start" in message.place ? message.place.start.offset : undefined;
  const end = message.place && "end" in message.place ? message.place.end.offset : undefined;
  return start === undefined || end === undefined ? null : { start, end };
}

function itemFor(text: string, message: VFileMessage): FeedbackItem | null {
  const place = offsets(message);
  if (!place || place.start >= place.end) return null;
  const highlightText = text.slice(place.start, place.end);
  const base = { paragraph: paragraphAt(text, place.start), textReference: { highlightText, startPos: place.start, endPos: place.end } };
  switch (message.source) {
    case "retext-repeated-words": {
      const word = highlightText.split(/\s+/)[0]!;
      return { ...base, type: "grammar", severity: "minor", condition: "repeated_word", comment: `The word “${word}” is repeated.`, replacement: word };
    }
    case "retext-passive":
      return {
        ...base,
        type: "clarity",
        severity: "minor",
        condition: "passive_voice",
        comment: `“${highlightText}” may be passive voice: an active verb usually reads stronger.`,
      };
    default:
      return null;
  }
}

type SentenceNode = { type: string; children?: SentenceNode[]; position?: { start: { offset?: number }; end: { offset?: number } } };

function longSentences(text: string, tree: SentenceNode): FeedbackItem[] {
  const items: FeedbackItem[] = [];
  const visit = (node: SentenceNode) => {
    if (node.type === "SentenceNode" && node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
      const words = (node.children ?? []).filter((child) => child.type === "WordNode").length;
      if (words > LONG_SENTENCE_WORDS) {
        const { offset: start } = node.position.start;
        const { offset: end } = node.position.end;
        items.push({
          type: "clarity",
          severity: "minor",
          condition: "long_sentence",
          paragraph: paragraphAt(text, start),
          comment: `This sentence has ${words} words; consider splitting it.`,
          textReference: { highlightText: text.slice(start, end), startPos: start, endPos: end },
        });
      }
      return;
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return items;
}

/** The items of the rules that need no dictionary, in the text's order per rule. */
export function ruleItems(text: string): FeedbackItem[] {
  processor ??= build();
  const tree = processor.parse(text) as unknown as SentenceNode;
  const found = processor
    .processSync(text)
    .messages.map((message) => itemFor(text, message))
    .filter((item): item is FeedbackItem => item !== null);
  return [...found, ...longSentences(text, tree)];
}
