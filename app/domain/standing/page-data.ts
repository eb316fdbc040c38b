import type { FormAnswer } from "../platform/forms";
import type { Toast } from "../platform/toast";
import type { RoundDateReading } from "../catalogue/round-dates";
import type { ReflectionSource } from "./interview-notes";
import type { Decision, InterviewFormat, Stage, StepKind } from "./steps";

// What a school's standing page reads (its loader's data): dates as strings, instants as ISO.

export type StandingActionData = FormAnswer & { toast: Toast };

export type StandingStep = {
  id: string;
  kind: StepKind;
  title: string;
  decision: Decision | null;
  happenedOn: string;
  /** An invitation's slot as an ISO instant, the zone the school gave it in, the format and with whom. */
  slotAt: string | null;
  slotZone: string | null;
  format: InterviewFormat | null;
  interviewer: string | null;
};

export type StandingPage = {
  school: string;
  /** Null until the school is marked submitted: nothing can be recorded before that. */
  submitted: { submittedOn: string; round: string; cycle: string } | null;
  stage: Stage;
  steps: StandingStep[];
  /** What the forms offer next. */
  next: { invite: boolean; interview: boolean; decisions: Decision[] };
  /** Invitations still waiting for their interview, soonest slot first. */
  pending: StandingStep[];
  /** Null for a school outside the catalogue, or before Submitted (no round yet). */
  dates: RoundDatesView | null;
  /** The school's interview formats as the catalogue maps them (docs/interviews.md), for preparing once invited; empty: not known. */
  preparation: { formatId: string; formatName: string; kind: string; minutes: number; note: string; sources: string[] }[];
  /** How long until the soonest slot still to come ("in 2 days and 5 hours"); null without one. */
  untilSlot: string | null;
  ownDomains: string[];
  /** The applicant's own notes of each interview that took place, in order. */
  interviews: InterviewNotesView[];
};

/** One real interview's private debrief, and the reflection where the school asks for one. */
export type InterviewNotesView = {
  stepId: string;
  happenedOn: string;
  questions: string;
  howItWent: string;
  reflection: {
    text: string;
    /** 24 hours (as the source gives) after the interview's slot, as an ISO instant. */
    dueAt: string | null;
    sources: ReflectionSource[];
    length: { words: number; note: string | null };
    /** How Scout may help with it, by the school's AI policy. */
    coaching: string;
  } | null;
};

/** What the catalogue says of the applicant's round: this cycle's date, or none and last year's, with the school's page. */
export type RoundDatesView = {
  cycle: string;
  round: string;
  ownDomains: string[];
  schoolPage: { href: string; label: string };
  interview: RoundDateReading;
  decision: RoundDateReading;
};

/** Applying again next cycle, after a denial or a withdrawal: what one step would carry over, or what it did. */
export type ReapplyView = {
  fromCycle: string;
  cycle: string;
  /** The cycle of the questions the essays stand against: the next cycle's when Scout has them. */
  questionsCycle: string;
  /** The catalogue's question for reapplicants at this school; null: it has none. */
  reapplicantQuestion: string | null;
  /** The essays with the applicant's words, newest versions, that one step would carry over. */
  toCarry: { title: string; version: number }[];
  /** Null until the step is taken: then the day (ISO instant) and each new version made. */
  done: { on: string; carried: { title: string; essayId: string; version: number; fromVersion: number }[] } | null;
};
