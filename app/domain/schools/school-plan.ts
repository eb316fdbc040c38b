// The applicant's plan for one school: the round they target and, where Scout does not have
// the school's date for it this cycle, the date they entered from the school's page. Read by the
// school card's round picker, the deadlines view, the sidebar, the calendar and the reminders, so
// they all plan by the same deadline.
import type { FormAnswer } from "../platform/forms";
import type { Toast } from "../platform/toast";
import { formatCalendarDate } from "../deadlines/dates";
import { type Deadline, deadlineInstant, isDeadlineTimeZone, schoolTimeZone } from "../deadlines/deadlines";
import { validateEnteredDeadline } from "../deadlines/entered-deadline";

/** One of a school's rounds this cycle, as the catalogue has it: date, time and zone null while Scout does not have them. */
export type PlanRound = {
  round: string;
  date: string | null;
  time: string | null;
  timeZone: string | null;
  /** The zone is where the school is, not the school's statement for this round. */
  zoneAssumed?: boolean;
  previousCycleDate?: string | null;
  /** The intake the round admits to where the school has several; the picker groups by it. */
  intake?: string | null;
  /** Its deadline (the applicant's date for it, else the school's) is before now: the picker says so (planView). */
  passed?: boolean;
};

/** What the catalogue says of a school, as far as the plan needs it (a structural slice of the catalogue's school). */
export type PlanCatalogueSchool = {
  name: string;
  cycle: string;
  deadlines: PlanRound[];
  deadlinesUrl?: string | null;
  /** Where the school is, as a zone, and why that zone where it needs saying. */
  timeZone?: string | null;
  timeZoneNote?: string | null;
};

/** The rounds as the picker offers them: those of no intake alone, the others under their intake, in the school's order. */
export function roundGroups(rounds: readonly PlanRound[]): { intake: string | null; rounds: PlanRound[] }[] {
  const groups: { intake: string | null; rounds: PlanRound[] }[] = [];
  for (const round of rounds) {
    const intake = round.intake ?? null;
    const last = groups.at(-1);
    if (last && last.intake === intake) last.rounds.push(round);
    else groups.push({ intake, rounds: [round] });
  }
  return groups;
}

/** A plan as stored (user_school_plans); null when the applicant has not picked anything yet. */
export type StoredPlan = {
  cycle: string;
  round: string | null;
  enteredDate: string | null;
  enteredTime: string | null;
  enteredTimeZone: string | null;
};

/**
 * The rounds offered when the catalogue lists none for a school (a school that has not said how
 * its cycle runs yet): the applicant can still plan by the round they mean to apply in.
 */
export const FALLBACK_ROUNDS = ["R1", "R2", "R3"] as const;

/** The cycle a plan is kept under when the catalogue does not know the school. */
export const UNKNOWN_CYCLE = "unknown";

/** `passed`: its instant is before the moment the plan was read. */
export type ChosenDeadline = { round: string; deadline: Deadline; source: "school" | "entered"; passed: boolean };

export type SchoolPlanView = {
  school: string;
  cycle: string;
  /** The rounds the applicant picks from (the school's, or FALLBACK_ROUNDS with no dates). */
  rounds: PlanRound[];
  /** The round they target; null: not decided. */
  round: string | null;
  /** The school's date for that round this cycle as Scout has it, or null. */
  schoolDeadline: Deadline | null;
  /** The date the applicant entered for it, or null. */
  entered: Deadline | null;
  /** The deadline they plan by: the one they entered (until they take the school's), else the school's. */
  chosen: ChosenDeadline | null;
  /** What is missing to plan by a date: a round, or a date for the chosen round. */
  missing: "round" | "date" | null;
  /**
   * The zone a date the applicant enters starts in: where the school is (one of the entry form's
   * zones); null when Scout does not know it, so the form asks rather than guessing New York.
   */
  timeZone: string | null;
  /** Why that zone, where it needs saying (a school on several campuses); null otherwise. */
  timeZoneNote: string | null;
  /** The school's own deadlines page, where the applicant copies a date from; null when unknown. */
  deadlinesUrl: string | null;
};

const deadlineOf = (round: PlanRound | undefined): Deadline | null =>
  round?.date ? { date: round.date, time: round.time, timeZone: round.timeZone, ...(round.zoneAssumed ? { zoneAssumed: true } : {}) } : null;

const isPast = (deadline: Deadline | null, now: Date) => Boolean(deadline && deadlineInstant(deadline).getTime() <= now.getTime());

/** The rounds a school offers: its own, or FALLBACK_ROUNDS. */
export function roundsOf(catalogue: PlanCatalogueSchool | null | undefined): PlanRound[] {
  if (catalogue && catalogue.deadlines.length > 0) {
    return catalogue.deadlines.map(({ round, date, time, timeZone, zoneAssumed, previousCycleDate, intake }) => ({
      round,
      date,
      time,
      timeZone,
      zoneAssumed: zoneAssumed ?? false,
      previousCycleDate: previousCycleDate ?? null,
      intake: intake ?? null,
    }));
  }
  return FALLBACK_ROUNDS.map((round) => ({ round, date: null, time: null, timeZone: null, previousCycleDate: null }));
}

/**
 * The plan as the applicant sees it at `now`. A stored plan from another cycle is last year's: it
 * does not carry over (the rounds and dates are new), so the school reads as not decided.
 */
export function planView(
  school: string,
  catalogue: PlanCatalogueSchool | null | undefined,
  stored: StoredPlan | null | undefined,
  now = new Date(),
): SchoolPlanView {
  const cycle = catalogue?.cycle ?? UNKNOWN_CYCLE;
  const plan = stored && stored.cycle === cycle ? stored : null;
  const listed = roundsOf(catalogue);
  const round = plan?.round && listed.some((entry) => entry.round === plan.round) ? plan.round : null;
  const entered = round ? storedEnteredDeadline(plan) : null;
  // Each round reads as passed by the deadline the applicant plans it by: their date, else the school's.
  const rounds = listed.map((entry) => ({ ...entry, passed: isPast(entry.round === round && entered ? entered : deadlineOf(entry), now) }));
  const schoolDeadline = round ? deadlineOf(rounds.find((entry) => entry.round === round)) : null;
  const chosenDeadline = entered ?? schoolDeadline;
  const chosen: ChosenDeadline | null =
    round && chosenDeadline ? { round, deadline: chosenDeadline, source: entered ? "entered" : "school", passed: isPast(chosenDeadline, now) } : null;
  const zone = schoolTimeZone(catalogue?.timeZone, rounds);
  return {
    school,
    cycle,
    rounds,
    round,
    schoolDeadline,
    entered,
    chosen,
    missing: !round ? "round" : chosen ? null : "date",
    // A zone outside the entry form's list (a catalogue row's America/Detroit) is not offered there.
    timeZone: zone && isDeadlineTimeZone(zone) ? zone : null,
    timeZoneNote: catalogue?.timeZoneNote ?? null,
    deadlinesUrl: catalogue?.deadlinesUrl ?? null,
  };
}

/**
 * The date the applicant entered, read through the same check that stored it: a row that does not
 * pass (one stored before the check held, or edited by hand) reads as no date entered, so one bad
 * row asks its owner for the date again instead of failing their pages and the reminder sweep.
 */
function storedEnteredDeadline(plan: StoredPlan | null): Deadline | null {
  if (!plan?.enteredDate) return null;
  const checked = validateEnteredDeadline({ date: plan.enteredDate, time: plan.enteredTime, timeZone: plan.enteredTimeZone });
  return checked.ok ? checked.deadline : null;
}

/** Whether Scout has since got the school's date for the round the applicant entered one for (they may switch to it). */
export function schoolDateOffered(plan: SchoolPlanView): boolean {
  return Boolean(plan.entered && plan.schoolDeadline);
}

const shortDay = (date: string) => formatCalendarDate(date).replace(/, \d{4}$/, "");

/**
 * A round as the picker offers it: "R2, your date Jan 7" for the round the applicant entered a
 * date for, "R3 (Scout has no date)" for one Scout has no date for, "R1 (passed Sep 9)" once its
 * deadline has gone by, or just "R2".
 */
export function roundOptionLabel(plan: Pick<SchoolPlanView, "round" | "entered">, round: PlanRound): string {
  const passed = round.passed ? " (passed)" : "";
  if (plan.entered && plan.round === round.round) return `${round.round}, your date ${shortDay(plan.entered.date)}${passed}`;
  if (!round.date) return `${round.round} (Scout has no date)`;
  return round.passed ? `${round.round} (passed ${shortDay(round.date)})` : round.round;
}

/** "Not decided" or the round, as the picker and the deadlines view say it. */
export function roundLabel(round: string | null): string {
  return round ?? "Not decided";
}

/** What the deadlines action answers (app/routes/app.deadlines/route.tsx): a toast, the problems by field, and a new calendar link once. */
export type DeadlinesActionData = FormAnswer & { toast: Toast; feedUrl?: string };
