// The applicant's plan for one school (#18): the round they target and, where the school has not
// published a date for it this cycle, the date they entered from the school's page. Read by the
// school card's round picker, the deadlines view, the sidebar, the calendar and the reminders, so
// they all plan by the same deadline.
import type { FormAnswer } from "../platform/forms";
import type { Toast } from "../platform/toast";
import { formatCalendarDate } from "../deadlines/dates";
import { type Deadline, isDeadlineTimeZone, schoolTimeZone, validateEnteredDeadline } from "../deadlines/deadlines";

/** One of a school's rounds this cycle, as the catalogue has it: date, time and zone null until published. */
export type PlanRound = {
  round: string;
  date: string | null;
  time: string | null;
  timeZone: string | null;
  previousCycleDate?: string | null;
  /** The intake the round admits to where the school has several (#35); the picker groups by it. */
  intake?: string | null;
};

/** What the catalogue says of a school, as far as the plan needs it (a structural slice of the catalogue's school). */
export type PlanCatalogueSchool = { name: string; cycle: string; deadlines: PlanRound[]; deadlinesUrl?: string | null };

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

export type ChosenDeadline = { round: string; deadline: Deadline; source: "school" | "entered" };

export type SchoolPlanView = {
  school: string;
  cycle: string;
  /** The rounds the applicant picks from (the school's, or FALLBACK_ROUNDS with no dates). */
  rounds: PlanRound[];
  /** The round they target; null: not decided. */
  round: string | null;
  /** The school's published date for that round this cycle, or null. */
  schoolDeadline: Deadline | null;
  /** The date the applicant entered for it, or null. */
  entered: Deadline | null;
  /** The deadline they plan by: the one they entered (until they take the school's), else the school's. */
  chosen: ChosenDeadline | null;
  /** What is missing to plan by a date: a round, or a date for the chosen round. */
  missing: "round" | "date" | null;
  /** The zone the school's deadlines are read in, offered first for a date the applicant enters. */
  timeZone: string;
  /** The school's own deadlines page, where the applicant copies a date from; null when unknown. */
  deadlinesUrl: string | null;
};

const deadlineOf = (round: PlanRound | undefined): Deadline | null => (round?.date ? { date: round.date, time: round.time, timeZone: round.timeZone } : null);

/** The rounds a school offers: its own, or FALLBACK_ROUNDS. */
export function roundsOf(catalogue: PlanCatalogueSchool | null | undefined): PlanRound[] {
  if (catalogue && catalogue.deadlines.length > 0) {
    return catalogue.deadlines.map(({ round, date, time, timeZone, previousCycleDate, intake }) => ({
      round,
      date,
      time,
      timeZone,
      previousCycleDate: previousCycleDate ?? null,
      intake: intake ?? null,
    }));
  }
  return FALLBACK_ROUNDS.map((round) => ({ round, date: null, time: null, timeZone: null, previousCycleDate: null }));
}

/**
 * The plan as the applicant sees it. A stored plan from another cycle is last year's: it does not
 * carry over (the rounds and dates are new), so the school reads as not decided.
 */
export function planView(school: string, catalogue: PlanCatalogueSchool | null | undefined, stored: StoredPlan | null | undefined): SchoolPlanView {
  const cycle = catalogue?.cycle ?? UNKNOWN_CYCLE;
  const rounds = roundsOf(catalogue);
  const plan = stored && stored.cycle === cycle ? stored : null;
  const round = plan?.round && rounds.some((entry) => entry.round === plan.round) ? plan.round : null;
  const schoolDeadline = round ? deadlineOf(rounds.find((entry) => entry.round === round)) : null;
  const entered = round ? storedEnteredDeadline(plan) : null;
  const chosen: ChosenDeadline | null = !round
    ? null
    : entered
      ? { round, deadline: entered, source: "entered" }
      : schoolDeadline
        ? { round, deadline: schoolDeadline, source: "school" }
        : null;
  const zone = schoolTimeZone(rounds);
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
    timeZone: isDeadlineTimeZone(zone) ? zone : "America/New_York",
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

/** Whether the school has since published a date for the round the applicant entered one for (they may switch to it). */
export function schoolDateOffered(plan: SchoolPlanView): boolean {
  return Boolean(plan.entered && plan.schoolDeadline);
}

/**
 * A round as the picker offers it: "R2, your date Jan 7" for the round the applicant entered a
 * date for, "R3 (no date published yet)", or just "R1".
 */
export function roundOptionLabel(plan: Pick<SchoolPlanView, "round" | "entered">, round: PlanRound): string {
  if (plan.entered && plan.round === round.round) return `${round.round}, your date ${formatCalendarDate(plan.entered.date).replace(/, \d{4}$/, "")}`;
  return round.date ? round.round : `${round.round} (no date published yet)`;
}

/** "Not decided" or the round, as the picker and the deadlines view say it. */
export function roundLabel(round: string | null): string {
  return round ?? "Not decided";
}

/** What the deadlines action answers (app/routes/app.deadlines.tsx): a toast, the problems by field, and a new calendar link once. */
export type DeadlinesActionData = FormAnswer & { toast: Toast; feedUrl?: string };
