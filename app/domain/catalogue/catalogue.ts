// The school catalogue as applicants read it: each school's published essays and round deadlines
// for the cycle it is in (app/services/catalogue/catalogue.server.ts reads them from D1), and the honest
// labels that say what is known of that cycle and what is carried from an earlier one.

import type { LooksForQuote } from "../feedback/feedback-context";

export type EssayKind = "essay" | "short_answer" | "video" | "images" | "choose_one" | "assessment";

/**
 * What a school asks that is not written in Scout: a recorded video (Kira and the like) or a live,
 * timed assessment done on the school's platform after submitting. No essay is made for it and it
 * never counts as one; the school's card names it.
 */
export function isWrittenInScout<E extends { kind: EssayKind }>(essay: E): essay is E & { kind: Exclude<EssayKind, NotEssayKind> } {
  return essay.kind !== "video" && essay.kind !== "assessment";
}

export type NotEssayKind = "video" | "assessment";

export const isNotEssay = <E extends { kind: EssayKind }>(essay: E): essay is E & { kind: NotEssayKind } => !isWrittenInScout(essay);

export type QuestionPlace = "essays" | "form";
export type QuestionAudience = "everyone" | "reapplicants" | "international";

/** How the form names who a question is for. */
export const audienceLabels: Record<QuestionAudience, string | null> = {
  everyone: null,
  reapplicants: "Reapplicants only",
  international: "International applicants only",
};

export type CatalogueEssay = {
  id: string;
  title: string;
  /** "" when the question is known to exist but its text has not been found. */
  prompt: string;
  /** Free text such as "300 words", "60 seconds (video)", or null when unknown. */
  limit: string | null;
  hardLimit: boolean;
  kind: EssayKind;
  required: boolean;
  chooseOneGroup: string | null;
  /** Where the school asks it: among its essays, or as a field of its application form. */
  askedIn: QuestionPlace;
  /** Who answers it: everyone, or only reapplicants or international applicants (an optional question is `required: false`). */
  audience: QuestionAudience;
  /** The cycle this row belongs to ("2026-2027"). */
  cycle: string;
  /** The cycle its wording was published for, as the facts say it ("2025-2026", "2024-2025 (previous cycle)"…). */
  textCycle: string;
  /** The wording is not confirmed for the school's cycle: from an earlier one, or a paraphrase. */
  unconfirmed: boolean;
  sources: string[];
  note: string | null;
  /** The day an operator checked it against the school's own page (YYYY-MM-DD), or null. */
  verifiedOn: string | null;
};

export type CatalogueDeadline = {
  id: string;
  /** What the applicant picks: the round's name, with its intake's where the school has several ("January 2028 intake · Round 1"). */
  round: string;
  /** The intake the round admits to, or null for a school with one intake. */
  intake: string | null;
  /** This cycle's date (YYYY-MM-DD), time (HH:MM, 24-hour) and IANA zone; each null while Scout does not have it. */
  date: string | null;
  time: string | null;
  timeZone: string | null;
  /** The zone is where the school is, not one the school stated for this round (assembleCatalogue). */
  zoneAssumed?: boolean;
  /** Last cycle's date: shown only as "last year: …", never as a deadline. */
  previousCycleDate: string | null;
  note: string | null;
  sources: string[];
  verifiedOn: string | null;
};

export type CatalogueSchool = {
  /** A stable slug ("harvard", "stanford-gsb"). */
  id: string;
  /** The product's name, which user_schools.school and essays store. */
  name: string;
  fullName: string;
  shortName: string;
  /** The cycle applicants plan for, e.g. "2026-2027". */
  cycle: string;
  /** What is known of that cycle, in words. */
  cycleNote: string | null;
  /** What the school says it looks for, in its own published words, each with its source. */
  looksFor: LooksForQuote[];
  /** The school's own admissions page for its deadlines, or null when none is known. */
  deadlinesUrl: string | null;
  /** The school's own web domains: a source on one of them is the school's own page (sources.ts). */
  ownDomains: string[];
  /** Where it is and what it offers: for the picker's groups and the school's card. */
  country: string | null;
  region: string | null;
  /** The zone its deadlines are read in where a round states none, and why, where that needs saying (a school on several campuses). */
  timeZone: string | null;
  timeZoneNote: string | null;
  programme: string | null;
  /** The brand colour (#RRGGBB) beside its name, or null (grey). */
  colour: string | null;
  /** False once operators retired it: applicants who have it keep their essays, marked "no longer offered". */
  offered: boolean;
  essays: CatalogueEssay[];
  deadlines: CatalogueDeadline[];
};

/** The name a round is picked by: its intake's first, where it has one ("January 2028 intake · Round 1"). */
export function roundChoice(intake: string | null, round: string): string {
  return intake ? `${intake} · ${round}` : round;
}

/**
 * How a superseded date is shown beside a round with no date this cycle: "last year: …" when it is
 * from the cycle just before, otherwise "last known: …" (Oxford's 2024-25 stages for a 2026-27
 * applicant are not last year's). Never as a deadline.
 */
export function earlierDateLabel(previousCycleDate: string, cycle: string | null): string {
  const start = Number(/^(\d{4})-\d{4}$/.exec(cycle ?? "")?.[1]);
  const lastYear = Number.isFinite(start) && previousCycleDate >= `${start - 1}-07-01`;
  return lastYear ? "last year" : "last known";
}

/** "2026-2027" → "2026-27"; text that names no cycle comes back as it is. */
export function shortCycle(cycle: string): string {
  const match = /(\d{4})-\d{2}(\d{2})/.exec(cycle);
  return match ? `${match[1]}-${match[2]}` : cycle;
}

/** Whether a prompt's wording is not confirmed for the school's cycle: from another cycle, paraphrased, or not found at all. */
export function isUnconfirmedWording(textCycle: string, schoolCycle: string, paraphrase: boolean, prompt = "text"): boolean {
  return textCycle !== schoolCycle || paraphrase || prompt.trim() === "";
}

/**
 * What an applicant is told about an unconfirmed prompt: "2025-26 wording; this year's not yet
 * confirmed", or for a paraphrase of this cycle's, "Paraphrased; this year's wording not yet
 * confirmed". Null when the wording is confirmed.
 */
export function wordingLabel(essay: Pick<CatalogueEssay, "textCycle" | "cycle" | "unconfirmed"> & { prompt?: string }): string | null {
  if (!essay.unconfirmed) return null;
  if (essay.prompt !== undefined && essay.prompt.trim() === "") return "The question's wording has not been found yet; see the school's page";
  const match = /\d{4}-\d{4}/.exec(essay.textCycle);
  if (!match) return "Earlier wording; this year's not yet confirmed";
  if (match[0] === essay.cycle) return "Paraphrased; this year's wording not yet confirmed";
  return `${shortCycle(match[0])} wording; this year's not yet confirmed`;
}

/** Said of an essay whose question the school no longer asks this cycle: the essay stays as written. */
export const NO_LONGER_ASKED = "The school no longer asks this question this cycle; your essay is kept as it is";

export type RoundDate = { round: string; date: string | null; previousCycleDate: string | null };

/**
 * The round to mention when Scout has no date ahead for the school: the first undated round whose
 * date last cycle, a year on, is still to come (used only to pick the round, never shown as a
 * date), else the first with no date last cycle either; null when there is none.
 */
export function nextUndatedRound(rounds: readonly RoundDate[], today: Date): RoundDate | null {
  const day = today.toISOString().slice(0, 10);
  const undated = rounds.filter((round) => !round.date);
  const yearOn = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  return (
    undated.find((round) => round.previousCycleDate && yearOn(round.previousCycleDate) >= day) ?? undated.find((round) => !round.previousCycleDate) ?? null
  );
}

/** A school's essay by the title the user's essay carries, when the catalogue has it. */
export function catalogueEssay(school: CatalogueSchool | null | undefined, title: string): CatalogueEssay | null {
  return school?.essays.find((essay) => essay.title === title) ?? null;
}

/**
 * The text essays were created with before new essays started empty (docs/product-rules.md §29):
 * the prompt, then a line giving the limit. Kept only to recognise those essays as untouched.
 */
export function legacyInitialDraft(essay: Pick<CatalogueEssay, "prompt" | "limit">): string {
  return `${essay.prompt}${LEGACY_DRAFT_MARK}${essay.limit ?? "not stated by the school"}`;
}

/** What every legacy initial draft holds: a text without it is never an untouched draft but when empty. */
export const LEGACY_DRAFT_MARK = "\n\nWord limit: ";

/**
 * Whether an essay's text holds none of the user's own words: empty, or still exactly the prompt
 * it was created with (docs/product-rules.md §3). The one rule for "not started".
 */
export function isUntouchedDraft(content: string, essay: Pick<CatalogueEssay, "prompt" | "limit"> | null | undefined): boolean {
  const text = content.trim();
  return text === "" || (Boolean(essay) && text === legacyInitialDraft(essay!).trim());
}

/** "a" or "an" before a round's name as it is read aloud: "an R2", "an EA round", "a Round 2". */
export function articleFor(round: string): "a" | "an" {
  // An initialism is read letter by letter: A, E, F, H, I, L, M, N, O, R, S and X begin with a vowel sound.
  if (/^[A-Z]{1,3}\d*$/.test(round)) return "AEFHILMNORSX".includes(round[0]!) ? "an" : "a";
  return /^[aeiou]/i.test(round) ? "an" : "a";
}
