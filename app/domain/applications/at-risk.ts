// Whether a school's application (its essays, letters and checklist) will be ready by its deadline: the signal on the deadlines view, the
// welcome card and the reminder e-mails. The rule is explained to applicants in AT_RISK_RULE; a
// change to the thresholds or the order below changes that text too.
import { daysLeft } from "../deadlines/deadlines";
import type { AtRisk } from "../deadlines/risk-levels";
import type { EssayStatus } from "../essays/essay-rules";
import { type AtRiskLetter, LETTER_AGREED_DAYS, letterRisk } from "../recommenders/letters";
import { type AtRiskItem, ITEM_LAST_DAYS, itemRisk, openItemsText, TEST_SCORE_DAYS } from "./checklist-risk";

/** At or under this many days left, an essay under half written puts the school at risk. */
export const AT_RISK_DAYS = 14;
/** At or under this many days left, any essay not yet Final puts the school at risk. */
export const LAST_DAYS = 3;
/** At or under this many days left, any essay not yet Final makes the school one to watch. */
export const WATCH_DAYS = 30;
/** The share of its limit under which an essay counts as far from done. */
export const HALF_WRITTEN = 0.5;

export const AT_RISK_RULE =
  "A school is Done when every required essay is marked Final or Submitted. Before that, it is At risk when the deadline is " +
  `${AT_RISK_DAYS} days away or less and a required essay is under half its limit (or has no words yet, if it has no limit), ` +
  `or when the deadline is ${LAST_DAYS} days away or less and any required essay is not Final. ` +
  `With ${WATCH_DAYS} days or less to go and a required essay not Final it is one to Watch; otherwise it is On track, ` +
  "until the deadline passes. Of a choose-one question only the option you are furthest along counts, " +
  "and for a school you added yourself every essay you have for it counts. " +
  `Letters count too: with ${LETTER_AGREED_DAYS} days or less to go, a letter your recommender has not yet agreed to write puts the school at risk, ` +
  "and a school is Done only once every letter is submitted. " +
  `So does the rest of its checklist: with ${TEST_SCORE_DAYS} days or less to go a test score not yet sent, and with ${ITEM_LAST_DAYS} days or less ` +
  "any item not done (transcripts, the form, the fee, a video essay, one you added), puts the school at risk, and it is Done only once every item is done " +
  "or marked not needed. The interview comes after the deadline, by invitation, so it never puts a school at risk.";

export type AtRiskEssay = {
  /** The essay's name as the applicant sees it, used in the reasons. */
  title: string;
  required: boolean;
  /** The catalogue's "answer one of these" group, when the essay is one of its options. */
  chooseOneGroup?: string | null;
  status: EssayStatus;
  /** What is written, in the limit's unit (characters for a character limit): only the share is used. */
  words: number;
  /** The limit; null when it cannot be counted (none known, a video, a minimum). */
  limitWords: number | null;
};

const isFinished = (essay: AtRiskEssay) => essay.status === "final" || essay.status === "submitted";

/** Not Final, and under half its limit (with no limit: no words at all). */
function isFarFromDone(essay: AtRiskEssay): boolean {
  if (isFinished(essay)) return false;
  return essay.limitWords ? essay.words < essay.limitWords * HALF_WRITTEN : essay.words <= 0;
}

/** How far along an essay is, only to pick the leading option of a choose-one group. */
function furtherAlong(essay: AtRiskEssay): number {
  if (isFinished(essay)) return Number.POSITIVE_INFINITY;
  if (essay.limitWords) return essay.words / essay.limitWords;
  return essay.words > 0 ? HALF_WRITTEN : 0;
}

/**
 * The essays the rule looks at: the required ones, or every essay when none is required (a school
 * the applicant added, whose essays are their own); of each choose-one group, only the option
 * furthest along (the first listed when tied), since the school reads one.
 */
export function essaysThatCount(essays: AtRiskEssay[]): { essays: AtRiskEssay[]; required: boolean } {
  const required = essays.some((essay) => essay.required);
  const pool = required ? essays.filter((essay) => essay.required) : essays;
  const leaders = new Map<string, AtRiskEssay>();
  for (const essay of pool) {
    const group = essay.chooseOneGroup;
    if (!group) continue;
    const leader = leaders.get(group);
    if (!leader || furtherAlong(essay) > furtherAlong(leader)) leaders.set(group, essay);
  }
  return { essays: pool.filter((essay) => !essay.chooseOneGroup || leaders.get(essay.chooseOneGroup) === essay), required };
}

function countText(count: number, required: boolean): string {
  return `${count} ${required ? "required " : ""}essay${count === 1 ? "" : "s"}`;
}

function timeLeftPhrase(days: number): string {
  if (days <= 0) return "with the deadline today";
  return `with ${days} day${days === 1 ? "" : "s"} left`;
}

function writtenText(essay: AtRiskEssay): string {
  if (essay.words <= 0) return `${essay.title} is not started`;
  return `${essay.title} is ${Math.floor((essay.words / essay.limitWords!) * 100)}% written`;
}

export type AtRiskInput = {
  /** The instant of the chosen round's deadline (deadlineInstant), or null when there is none. */
  deadline: Date | null;
  now: Date;
  /** The applicant's zone: days left are counted on their calendar, as the page shows them. */
  timeZone: string;
  essays: AtRiskEssay[];
  /** The school's letters: absent or empty where the applicant has no recommender for it. */
  letters?: AtRiskLetter[];
  /** The school's checklist: absent where it is not loaded. */
  items?: AtRiskItem[];
};

/** The at-risk signal for one school, as AT_RISK_RULE explains it: its essays, its letters, then its checklist. */
export function schoolAtRisk(input: AtRiskInput): AtRisk {
  const risk = essaysAndLettersAtRisk(input);
  if (!input.items?.length || risk.level === "past" || risk.level === "no-date" || !input.deadline) return risk;
  const days = daysLeft(input.deadline, input.now, input.timeZone);
  const { open, reasons } = itemRisk(input.items, days);
  if (open.length === 0) return risk;
  if (reasons.length > 0) return { level: "at-risk", reasons: [...reasons, ...(risk.level === "done" ? [] : risk.reasons)] };
  if (risk.level === "done") return { level: days <= WATCH_DAYS ? "watch" : "on-track", reasons: [...risk.reasons, openItemsText(open.length)] };
  return { level: risk.level, reasons: [...risk.reasons, openItemsText(open.length)] };
}

function essaysAndLettersAtRisk(input: AtRiskInput): AtRisk {
  const essays = essaysAtRisk(input);
  const letters = input.letters ?? [];
  if (letters.length === 0 || essays.level === "past" || essays.level === "no-date") return essays;
  const { reasons, allSubmitted } = letterRisk(letters, input.deadline, input.now, input.timeZone);
  if (reasons.length > 0) return { level: "at-risk", reasons: [...reasons, ...(essays.level === "done" ? [] : essays.reasons)] };
  if (essays.level === "done" && !allSubmitted) {
    const open = letters.filter((letter) => letter.status !== "submitted").length;
    return { level: "on-track", reasons: [...essays.reasons, `${open} letter${open === 1 ? "" : "s"} not submitted yet`] };
  }
  return essays;
}

function essaysAtRisk({ deadline, now, timeZone, essays }: AtRiskInput): AtRisk {
  const counted = essaysThatCount(essays);
  if (counted.essays.length === 0) {
    const level = !deadline ? "no-date" : deadline.getTime() <= now.getTime() ? "past" : "on-track";
    return { level, reasons: ["No essays for this school yet"] };
  }
  const open = counted.essays.filter((essay) => !isFinished(essay));
  if (open.length === 0) {
    return { level: "done", reasons: [`All ${counted.required ? "required " : ""}essays are final or submitted`] };
  }
  const notFinal = `${countText(open.length, counted.required)} not final`;
  if (!deadline) return { level: "no-date", reasons: ["Scout has no date for this round yet", notFinal] };
  if (deadline.getTime() <= now.getTime()) return { level: "past", reasons: [`The deadline passed with ${notFinal}`] };

  const days = daysLeft(deadline, now, timeZone);
  const summary = `${notFinal} ${timeLeftPhrase(days)}`;
  const farFromDone = days <= AT_RISK_DAYS ? open.filter(isFarFromDone) : [];
  const essayReasons = farFromDone.map((essay) => `${writtenText(essay)} ${timeLeftPhrase(days)}`);
  if (days <= LAST_DAYS) return { level: "at-risk", reasons: [summary, ...essayReasons] };
  if (essayReasons.length > 0) return { level: "at-risk", reasons: essayReasons };
  return { level: days <= WATCH_DAYS ? "watch" : "on-track", reasons: [summary] };
}
