import { countWords } from "../essays/essay-rules";

// The applicant's own notes of a real interview: the private debrief, and the written reflection
// a school asks for afterwards. Limits for the browser and the server alike.

export const QUESTIONS_LIMIT = 4000;
export const HOW_IT_WENT_LIMIT = 4000;
export const REFLECTION_LIMIT = 6000;

export type ReflectionSource = { said: string; url: string; owner: string; age: string };

/**
 * A school that asks for a written reflection after its interview, from the interview facts of
 * after-submit.json (../shared/data): HBS's own page says a reflection is required, but that page
 * is undated and old (it still mentions Skype); the 24 hours and the word range come only from a
 * consultancy's undated post. No school's page of 2026-27 was found.
 */
export type ReflectionRule = { dueHours: number; words: { min: number; max: number } | null; sources: ReflectionSource[] };

export const reflectionRules: Readonly<Record<string, ReflectionRule>> = {
  "Harvard Business School": {
    dueHours: 24,
    words: { min: 300, max: 450 },
    sources: [
      {
        said: "A written reflection is required after the interview.",
        url: "http://www.hbs.edu/mba/admissions/application-process/Pages/interview-tell-us-more.aspx",
        owner: "the school's own page",
        age: "undated, about 2015-2019: it may have changed",
      },
      {
        said: "Due within 24 hours of the interview, 300 to 450 words.",
        url: "https://www.mbamission.com/blog/tips-for-writing-a-great-hbs-post-interview-reflection/",
        owner: "mbaMission, a consultancy (not the school)",
        age: "undated",
      },
    ],
  },
};

export function reflectionRuleOf(school: string): ReflectionRule | null {
  return reflectionRules[school] ?? null;
}

/** When the reflection falls due: the hours the rule gives after the interview's slot. */
export function reflectionDueAt(slotAt: Date, rule: ReflectionRule): Date {
  return new Date(slotAt.getTime() + rule.dueHours * 3_600_000);
}

/** Where the reflection's length stands against the range the source gives, in words for the applicant. */
export function reflectionLength(text: string, rule: ReflectionRule): { words: number; note: string | null } {
  const words = countWords(text);
  if (!rule.words || words === 0) return { words, note: null };
  if (words < rule.words.min) return { words, note: `Under the ${rule.words.min} to ${rule.words.max} words the source gives.` };
  if (words > rule.words.max) return { words, note: `Over the ${rule.words.min} to ${rule.words.max} words the source gives.` };
  return { words, note: null };
}

const HOUR = 3_600_000;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** How long until an interview's slot, in whole hours and days, for timing a mock interview to it. */
export function slotCountdown(slotAt: Date | null, now: Date): string | null {
  if (!slotAt) return null;
  const hours = Math.floor((slotAt.getTime() - now.getTime()) / HOUR);
  if (hours < 0) return "Your slot has passed: record the interview below.";
  if (hours === 0) return "Your slot is within the hour.";
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  if (days === 0) return `Your slot is in ${plural(hours, "hour")}.`;
  return `Your slot is in ${plural(days, "day")}${rest ? ` and ${plural(rest, "hour")}` : ""}.`;
}
