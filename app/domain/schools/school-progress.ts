// Per-school and per-essay figures for the sidebar and the /app dashboard. The progress rule is
// explained to the user on the dashboard ("How progress is counted", app/components/schools/school-dashboard.tsx):
// a change here changes that text too.
import { deadlineInstant } from "../deadlines/deadline-instant";
import { type EssayStatus, statusLabels } from "../essays/essay-rules";

/** How far writing alone takes an essay: the rest is the applicant calling it Final. */
export const WRITING_SHARE = 0.9;
/** An essay whose limit cannot be counted (a video, a minimum, none known), once it has words. */
export const UNMEASURED_SHARE = 0.5;

/** An essay's status as shown: the database's four, plus "not_started" (a draft with none of the user's own words). */
export type EssayDisplayState = "not_started" | EssayStatus;

export const displayStateLabels: Record<EssayDisplayState, string> = { not_started: "Not started", ...statusLabels };

/** "Not started" is derived, never stored: a draft whose text has none of the user's own words. Other statuses are the user's (docs/product-rules.md §14). */
export function essayDisplayState(status: EssayStatus, hasOwnWords: boolean): EssayDisplayState {
  return status === "draft" && !hasOwnWords ? "not_started" : status;
}

export type EssayMeasure = {
  status: EssayStatus;
  /** Whether the text holds the user's own words (isUntouchedDraft in app/domain/catalogue/catalogue.ts). */
  ownWords: boolean;
  /** Words, or characters for a character limit, of the user's text. */
  used: number;
  /** The limit in the same unit; null when it cannot be counted. */
  max: number | null;
};

/**
 * One essay's progress, 0 to 1: Final or Submitted is done (1); otherwise the share of the limit
 * written, at most WRITING_SHARE (reaching the limit is not finishing: that is the applicant's call,
 * and going over it still needs cutting); with no countable limit, UNMEASURED_SHARE once written in;
 * with none of the user's own words, 0.
 */
export function essayProgress({ status, ownWords, used, max }: EssayMeasure): number {
  if (status === "final" || status === "submitted") return 1;
  if (!ownWords || used <= 0) return 0;
  if (!max) return UNMEASURED_SHARE;
  return Math.min(used / max, WRITING_SHARE);
}

/** A share as a whole percent for display: 0 only when nothing is done and 100 only when all is. */
export function asPercent(share: number): number {
  if (share <= 0) return 0;
  if (share >= 1) return 100;
  return Math.min(99, Math.max(1, Math.round(share * 100)));
}

export type SchoolEssay = {
  /** This essay's progress (any unit: only compared and averaged). */
  progress: number;
  /** Not "not_started": the user wrote in it or set a status past draft. */
  started: boolean;
  /** Required by the school; false for optional essays and for essays not in the catalogue (renamed or the user's own). */
  required: boolean;
  /** The catalogue's "choose one of these" group, when the essay is one of its options. */
  chooseOneGroup: string | null;
};

/**
 * Which of a school's essays count towards its progress (true or false, in the same order): every
 * required essay; of a choose-one group, a single option (the furthest along; the first listed
 * when tied), when the group is required or one of its options is started; any other essay (an
 * optional one, one not in the catalogue) once it is started.
 */
export function countedEssays(essays: SchoolEssay[]): boolean[] {
  const best = new Map<string, number>();
  const groupCounts = new Set<string>();
  essays.forEach((essay, index) => {
    const group = essay.chooseOneGroup;
    if (!group) return;
    if (essay.required || essay.started) groupCounts.add(group);
    const current = best.get(group);
    if (current === undefined || essay.progress > essays[current]!.progress) best.set(group, index);
  });
  return essays.map((essay, index) =>
    essay.chooseOneGroup ? groupCounts.has(essay.chooseOneGroup) && best.get(essay.chooseOneGroup) === index : essay.required || essay.started,
  );
}

/** A school's progress in percent: the mean progress (0 to 1) of its counted essays; 0 when none counts. */
export function schoolProgress(essays: SchoolEssay[]): number {
  const counted = countedEssays(essays);
  const items = essays.filter((_, index) => counted[index]);
  if (items.length === 0) return 0;
  return asPercent(items.reduce((sum, essay) => sum + essay.progress, 0) / items.length);
}

export type NextStepEssay = {
  state: EssayDisplayState;
  progress: number;
  /** Counts towards its school (countedEssays): optional essays not begun are never suggested. */
  counts: boolean;
  /** The instant of the school's next deadline (an ISO date-time, so zones compare), or null when none ahead is known. */
  deadline: string | null;
  /**
   * The deadline is one the applicant plans by (their chosen round: the date they entered, else
   * the school's for it): it ranks before a school whose only date is the catalogue's next round.
   */
  planned?: boolean;
  /**
   * Among the work due on the same day, when it comes: 0 what takes others time (asking for a
   * letter, sending a test score, transcripts), 1 the essays (the default), 2 what is done last
   * (the form, the fee, a video essay, an item the applicant added).
   */
  stage?: 0 | 1 | 2;
};

/**
 * What to work on next: of the counted work not yet done (essays not Final or Submitted, and the
 * other parts of an application given as such), the work due by the dates the applicant plans by
 * first (the dates they entered, and the school's date of a round they chose), soonest first; then
 * schools whose only date is the catalogue's next round; then those with no deadline ahead. Among
 * work due at once the earliest stage, then the least done; still tied, the first in the list (the
 * user's school order). Null when everything counted is done.
 */
export function nextStep<T extends NextStepEssay>(essays: readonly T[]): T | null {
  let best: T | null = null;
  for (const essay of essays) {
    if (!essay.counts || essay.state === "final" || essay.state === "submitted") continue;
    if (!best || comesFirst(essay, best)) best = essay;
  }
  return best;
}

/** 0: a date the applicant plans by, 1: only the catalogue's next date, 2: no date ahead. */
const dueTier = (step: NextStepEssay) => (step.deadline === null ? 2 : step.planned ? 0 : 1);

function comesFirst(a: NextStepEssay, b: NextStepEssay): boolean {
  if (dueTier(a) !== dueTier(b)) return dueTier(a) < dueTier(b);
  if (a.deadline !== b.deadline) return new Date(a.deadline!).getTime() < new Date(b.deadline!).getTime();
  if ((a.stage ?? 1) !== (b.stage ?? 1)) return (a.stage ?? 1) < (b.stage ?? 1);
  return a.progress < b.progress;
}

/** Keeps only the highest version of each school-and-title. */
export function newestVersions<T extends { school: string; essayTitle: string; version: number }>(essays: T[]): T[] {
  const newest = new Map<string, T>();
  for (const essay of essays) {
    const key = `${essay.school}\u0000${essay.essayTitle}`;
    const current = newest.get(key);
    if (!current || essay.version > current.version) newest.set(key, essay);
  }
  return [...newest.values()];
}

export type RoundDeadline = { round: string; date: string | null; time?: string | null; timeZone?: string | null };

/**
 * The round whose deadline comes next after `now`, with its instant (`at`, as deadlineInstant reads
 * it: the school's time and zone, or the assumed ones); null when every known one has passed.
 */
export function nextDeadline(deadlines: RoundDeadline[], now: Date): { round: string; date: string; at: string } | null {
  const ahead = deadlines.flatMap(({ round, date, time, timeZone }) => {
    if (!date) return [];
    const at = deadlineInstant({ date, time: time ?? null, timeZone: timeZone ?? null });
    return at.getTime() > now.getTime() ? [{ round, date, at }] : [];
  });
  const next = ahead.sort((a, b) => a.at.getTime() - b.at.getTime())[0];
  return next ? { round: next.round, date: next.date, at: next.at.toISOString() } : null;
}

/** A fractional position between two neighbours (either may be missing), for a one-row move. */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return after! - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}
