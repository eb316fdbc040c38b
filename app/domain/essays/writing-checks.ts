import { retext } from "retext";
import retextEnglish from "retext-english";
import retextPassive from "retext-passive";
import retextRepeatedWords from "retext-repeated-words";
import retextSpell from "retext-spell";
import type { VFileMessage } from "vfile-message";
import { aff, dic } from "~/generated/dictionary-en";
import { type ParsedLimit, countWords } from "./essay-rules";
import { type FeedbackItem, paragraphAt } from "../feedback/feedback-items";

import { wordLimitItem } from "./word-limit";

// Kept here too: callers and tests read them from the writing checks.
export { paragraphAt, wordLimitItem };

// Checks that need no AI service (docs/product-rules.md §24), done with the retext family and an English
// Hunspell dictionary: spelling, repeated words, passive voice, overlong sentences, and the
// school's word limit. Every item carries exact offsets into the text it was given.
export const LONG_SENTENCE_WORDS = 35;
const MAX_SPELLING_ITEMS = 25;

// Words of business and of applying to business school that the general dictionary lacks and
// applicants write every day ("backhaul" was flagged in a real draft).
export const BUSINESS_WORDS = [
  "backhaul",
  "cofounder",
  "cofounded",
  "dashboarding",
  "edtech",
  "fintech",
  "healthtech",
  "insurtech",
  "microfinance",
  "monetization",
  "monetize",
  "nonprofit",
  "nonprofits",
  "offsite",
  "onboarding",
  "proactively",
  "roadmap",
  "roadmaps",
  "scalable",
  "stakeholder",
  "stakeholders",
  "startup",
  "startups",
  "upskill",
  "upskilling",
  "upsell",
  "workstream",
  "workstreams",
];

// Building the spell checker parses a 550 KB dictionary: build the processor once per isolate
// and reuse it (a frozen unified processor can run any number of texts).
let checker: ReturnType<typeof buildChecker> | null = null;
function buildChecker() {
  // nspell reads the dictionary as text; the plugin's types say bytes, but a string is what works.
  const dictionary = { aff, dic } as unknown as { aff: Uint8Array; dic: Uint8Array };
  // `max` bounds how many words get suggestions: suggesting is the slow part of spell checking.
  return retext()
    .use(retextEnglish)
    .use(retextSpell, { dictionary, max: MAX_SPELLING_ITEMS, personal: BUSINESS_WORDS.join("\n") })
    .use(retextRepeatedWords)
    .use(retextPassive)
    .freeze();
}

function offsets(message: VFileMessage) {
  const start = message.place && "start" in message.place ? message.place.start.offset : undefined;
  const end = message.place && "end" in message.place ? message.place.end.offset : undefined;
  return start === undefined || end === undefined ? null : { start, end };
}

/** The run of non-space characters around a passage: "bob@example.com" around "example". */
function tokenAround(text: string, start: number, end: number) {
  let from = start;
  let to = end;
  while (from > 0 && !/\s/.test(text[from - 1]!)) from -= 1;
  while (to < text.length && !/\s/.test(text[to]!)) to += 1;
  return text.slice(from, to);
}

/**
 * Words a spelling check should leave alone: part of an e-mail address, a web address or a
 * handle; a number with its unit (5km, 3x, Q4); or a name the writer spells with a capital
 * elsewhere in the same text.
 */
export function isNotASpellingError(text: string, start: number, end: number): boolean {
  const token = tokenAround(text, start, end);
  if (/@|:\/\/|^www\.|\.(com|org|net|edu|io|co|ai|gov)\b|^[#@]/i.test(token)) return true;
  if (/\d/.test(token)) return true;
  const word = text.slice(start, end);
  const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
  return capitalised !== word && new RegExp(`\\b${capitalised.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(text);
}

function itemFor(text: string, message: VFileMessage): FeedbackItem | null {
  const place = offsets(message);
  if (!place || place.start >= place.end) return null;
  const highlightText = text.slice(place.start, place.end);
  const base = { paragraph: paragraphAt(text, place.start), textReference: { highlightText, startPos: place.start, endPos: place.end } };
  switch (message.source) {
    case "retext-spell": {
      // Capitalised words are mostly names (schools, companies, people): not worth flagging.
      if (/^[A-Z]/.test(highlightText)) return null;
      if (message.ruleId === "overflow") return null;
      if (isNotASpellingError(text, place.start, place.end)) return null;
      const expected = (message as VFileMessage & { expected?: string[] }).expected ?? [];
      const suggestion = expected.length
        ? ` Did you mean ${expected
            .slice(0, 3)
            .map((word) => `“${word}”`)
            .join(", ")}?`
        : "";
      return {
        ...base,
        type: "spelling",
        severity: "minor",
        comment: `“${highlightText}” may be misspelled.${suggestion}`,
        ...(expected[0] ? { replacement: expected[0] } : {}),
      };
    }
    case "retext-repeated-words": {
      const word = highlightText.split(/\s+/)[0]!;
      return { ...base, type: "grammar", severity: "minor", comment: `The word “${word}” is repeated.`, replacement: word };
    }
    case "retext-passive":
      return { ...base, type: "clarity", severity: "minor", comment: `“${highlightText}” may be passive voice: an active verb usually reads stronger.` };
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

/** What the writer told the checks: words in their dictionary (lower-cased). */
export type CheckOptions = { knownWords?: ReadonlySet<string> };

export async function runWritingChecks(text: string, limit: ParsedLimit, { knownWords }: CheckOptions = {}): Promise<FeedbackItem[]> {
  const processor = (checker ??= buildChecker());
  const tree = processor.parse(text) as unknown as SentenceNode;
  const file = await processor.process(text);
  const found = file.messages
    .map((message) => itemFor(text, message))
    .filter((item): item is FeedbackItem => item !== null)
    .filter((item) => !(item.type === "spelling" && knownWords?.has(item.textReference!.highlightText.toLowerCase())));
  const spelling = found.filter((item) => item.type === "spelling").slice(0, MAX_SPELLING_ITEMS);
  const others = found.filter((item) => item.type !== "spelling");
  const limitItem = wordLimitItem(text, limit);
  return [...(limitItem ? [limitItem] : []), ...spelling, ...others, ...longSentences(text, tree)];
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
