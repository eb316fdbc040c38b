import type { EnglishVariant } from "../feedback/english-variant";
import { type Speller, inCaseOf } from "./spelling-suggestions";

// A word spelled the other side's way (colour for a US writer, color for a UK one) is offered in
// the writer's own spelling. Hunspell suggests "programmed" for "programme" and "analyst" before
// "analyze" for "analyse": the regular differences between the two spellings are tried instead,
// and a form counts only when the writer's dictionary has it.

type Rule = [RegExp, string];

// Regular differences, UK form → US form.
const UK_TO_US: Rule[] = [
  [/our(s|ed|ing|ful|fully|able|ably|ite|ites|less|er|ers|ism|ist)?$/, "or$1"],
  [/is(e|es|ed|ing|ation|ations|er|ers|able)$/, "iz$1"],
  [/ys(e|es|ed|ing|er|ers)$/, "yz$1"],
  [/tre(s|d)?$/, "ter$1"],
  [/ogue(s)?$/, "og$1"],
  [/mme(s)?$/, "m$1"],
  [/ll(ed|ing|er|ers|ation)$/, "l$1"],
  [/ence(s)?$/, "ense$1"],
  [/dgement(s)?$/, "dgment$1"],
  [/ae/, "e"],
  [/oe/, "e"],
];

// The same differences, US form → UK form.
const US_TO_UK: Rule[] = [
  [/or(s|ed|ing|ful|fully|able|ably|ite|ites|less|er|ers|ism|ist)?$/, "our$1"],
  [/iz(e|es|ed|ing|ation|ations|er|ers|able)$/, "is$1"],
  [/yz(e|es|ed|ing|er|ers)$/, "ys$1"],
  [/ter(s|ed)?$/, "tre$1"],
  [/og(s)?$/, "ogue$1"],
  [/([aeiou])l(ed|ing|er|ers)$/, "$1ll$2"],
  [/ense(s)?$/, "ence$1"],
  [/dgment(s)?$/, "dgement$1"],
  [/^(p|gyn|an|h)e/, "$1ae"],
];

// Differences no rule covers, UK form → US form.
const IRREGULAR: [string, string][] = [
  ["grey", "gray"],
  ["tyre", "tire"],
  ["aluminium", "aluminum"],
  ["cheque", "check"],
  ["plough", "plow"],
  ["mould", "mold"],
  ["sceptic", "skeptic"],
  ["sceptical", "skeptical"],
  ["pyjamas", "pajamas"],
  ["practise", "practice"],
  ["practised", "practiced"],
  ["practising", "practicing"],
  ["enrol", "enroll"],
  ["enrolment", "enrollment"],
  ["fulfil", "fulfill"],
  ["fulfilment", "fulfillment"],
  ["skilful", "skillful"],
  ["instalment", "installment"],
  ["manoeuvre", "maneuver"],
  ["kerb", "curb"],
  ["storey", "story"],
  ["jewellery", "jewelry"],
  ["mum", "mom"],
];

/** The other side's forms of one word (no possessive), in the writer's spelling, likeliest first. */
function formsOf(variant: EnglishVariant, lower: string): string[] {
  const irregularOf = (form: string) => IRREGULAR.find(([uk, us]) => (variant === "us" ? uk : us) === form);
  const mine = (pair: [string, string]) => (variant === "us" ? pair[1] : pair[0]);
  const exact = irregularOf(lower);
  const plural = lower.endsWith("s") ? irregularOf(lower.slice(0, -1)) : undefined;
  return [
    ...(exact ? [mine(exact)] : []),
    ...(plural ? [`${mine(plural)}s`] : []),
    ...(variant === "us" ? UK_TO_US : US_TO_UK).map(([pattern, replacement]) => lower.replace(pattern, replacement)),
  ];
}

/** The writer's spelling of a word spelled the other side's way, if their dictionary has one ("organisation's" → "organization's"). */
export function counterpartIn(variant: EnglishVariant, word: string, own: Speller): string | null {
  const [, stem = "", possessive = ""] = word.toLowerCase().match(/^(.*?)('s|s')?$/) ?? [];
  const found = formsOf(variant, stem)
    .map((form) => form + possessive)
    .find((candidate) => candidate !== stem + possessive && own.correct(candidate));
  return found ? inCaseOf(word, found) : null;
}
