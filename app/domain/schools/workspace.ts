// What the workspace's navigation shows for each school (the sidebar, the mobile drawer, Manage
// Schools, the /app dashboard): built on the server by listWorkspace, read by the components.
import type { NotEssayKind } from "../catalogue/catalogue";
import type { SchoolAiPolicy } from "../ai-policy/ai-policy";
import { deadlineInstant } from "../deadlines/deadline-instant";
import type { EssayStatus } from "../essays/essay-rules";
import type { SchoolPlanView } from "./school-plan";
import type { EssayDisplayState } from "./school-progress";

export type NavEssay = {
  id: string;
  essayTitle: string;
  status: string;
  version: number;
  /** The status as shown: a draft with none of the user's own words is "not_started" (school-progress.ts). */
  state: EssayDisplayState;
  /** The user's own words (or characters, for a character limit) against the limit; max null when none can be counted. */
  used: number;
  max: number | null;
  unit: "words" | "characters";
  /** The school's limit as written ("300 words", "60 seconds (video)"), or null when unknown. */
  limit: string | null;
  /** This essay's progress in percent (essayProgress). */
  progress: number;
  /** Whether the essay is one the school asks for and counts in its progress (countedEssays). */
  counts: boolean;
  /** What the school asks: required, optional (or not in the catalogue), or one option of a choose-one group. */
  requirement: "required" | "optional" | "choose_one";
};
export type NavSchool = {
  school: string;
  visible: boolean;
  progress: number;
  essayCount: number;
  /**
   * The deadline the school is placed by: the applicant's chosen round's (`planned`; `entered` when
   * it is the date they entered, said so wherever it shows; `passed` once its instant has gone by),
   * else the catalogue's next round ahead. `at`: its instant (ISO), what "What to do next" ranks by.
   */
  nextDeadline: { round: string; date: string; at?: string; entered?: boolean; planned?: boolean; passed?: boolean } | null;
  /** The catalogue's cycle for the school ("2026-2027"); null (or absent) for a school not in the catalogue. */
  cycle?: string | null;
  /** The school's rounds this cycle: date null while Scout does not have it, with last cycle's date for reference only. */
  rounds: { round: string; date: string | null; previousCycleDate: string | null }[];
  /** With no date ahead in Scout, the round to say so of (nextUndatedRound), with last cycle's date for reference only. */
  undated?: { round: string; previousCycleDate: string | null } | null;
  essays: NavEssay[];
  /** Titles of the school's questions this cycle the user has no essay for (a question published later), offered as new essays. */
  newQuestions?: string[];
  /** What the school asks that is not written in Scout (a recorded video, a live assessment on its platform): named on its card, never an essay. */
  notEssays?: { title: string; kind: NotEssayKind }[];
  /** The round the applicant targets and the deadline they plan by (withPlans). */
  plan?: SchoolPlanView;
  /** The school's published AI policy; null when none is published, absent where not loaded. */
  aiPolicy?: SchoolAiPolicy | null;
  /** The catalogue's colour for the school (#RRGGBB); null or absent: grey. */
  colour?: string | null;
  /** Operators retired the school: the applicant keeps their essays, marked "no longer offered". */
  noLongerOffered?: boolean;
};

/**
 * What an essay's save changes of its school as the workspace shows it: its essays' words, states
 * and progress, and the school's progress. Its rounds, plan, policy and the rest are not the
 * text's, so a save's answer carries only this and the workspace keeps the rest (mergeSavedSchool).
 */
export type SavedSchool = Pick<NavSchool, "school" | "progress" | "essayCount" | "essays">;

/** The workspace's schools with a save's answer for one of them taken in. */
export function mergeSavedSchool(schools: NavSchool[], saved: ReadonlyMap<string, SavedSchool>): NavSchool[] {
  if (saved.size === 0) return schools;
  return schools.map((school) => {
    const patch = saved.get(school.school);
    return patch ? { ...school, progress: patch.progress, essayCount: patch.essayCount, essays: patch.essays } : school;
  });
}

/**
 * A school's essays as the at-risk rule reads them (the workspace's measures: own words against the
 * limit). Their shape is the rule's AtRiskEssay (app/domain/applications/at-risk.ts), checked where
 * they are handed to it: the rule stands above the workspace, which never imports it.
 */
export function atRiskEssaysOf(essays: NavEssay[]) {
  return essays.map((essay) => ({
    title: essay.essayTitle || "Untitled Essay",
    required: essay.requirement !== "optional",
    // Each catalogue school has at most one choose-one question.
    chooseOneGroup: essay.requirement === "choose_one" ? "choose-one" : null,
    status: essay.status as EssayStatus,
    words: essay.used,
    limitWords: essay.max,
  }));
}

/**
 * The workspace's schools with their plans: each carries its plan, and its next-deadline line
 * (the sidebar's, the dashboard's) is the chosen round's, passed or not; with no round chosen it
 * stays the next round ahead Scout has a date for, and a chosen round with no date says Scout has
 * none for it.
 */
export function withPlans(schools: NavSchool[], plans: SchoolPlanView[]): NavSchool[] {
  return schools.map((school) => {
    const plan = plans.find((entry) => entry.school === school.school);
    if (!plan) return school;
    if (!plan.round) return { ...school, plan };
    if (plan.chosen) {
      const { round, deadline, source, passed } = plan.chosen;
      const nextDeadline = { round, date: deadline.date, at: deadlineInstant(deadline).toISOString(), entered: source === "entered", planned: true, passed };
      return { ...school, plan, nextDeadline, undated: null };
    }
    const previousCycleDate = plan.rounds.find((entry) => entry.round === plan.round)?.previousCycleDate ?? null;
    return { ...school, plan, nextDeadline: null, undated: { round: plan.round, previousCycleDate } };
  });
}

/**
 * When a school's work is due, as "What to do next" ranks it (nextStep): the instant of the
 * deadline it is placed by, and whether the applicant plans by it. A chosen round whose deadline
 * has passed has nothing due ahead, so its work no longer comes first.
 */
export function workDue(school: Pick<NavSchool, "nextDeadline">): { deadline: string | null; planned: boolean } {
  const next = school.nextDeadline;
  if (!next || next.passed || !next.at) return { deadline: null, planned: false };
  return { deadline: next.at, planned: Boolean(next.planned) };
}
