// The checklist after choosing a school: what comes between the admit and the first day, built
// like the application checklist (app/domain/applications/checklist.ts): fixed kinds, the
// applicant's state on each (a row made on first change), then the items they add. The school's
// own forms and dates are not in Scout, so the general items say so; the visa steps carry the
// notes of visa-steps.ts, each with its page, owner and date.
import type { ChecklistStatus } from "../applications/checklist-items";
import { type SourcedNote, type VisaStepKind, visaStepKinds, visaStepsFor } from "./visa-steps";

export const generalKinds = ["deposit", "accept", "financial_aid", "transcripts", "pre_mba", "housing"] as const;
type GeneralKind = (typeof generalKinds)[number];

/** Every kind an item may be: the general ones, the visa steps, a visa with no steps Scout has, and the applicant's own. */
export const matriculationKinds = [...generalKinds, ...visaStepKinds, "visa"] as const;
export type MatriculationKind = (typeof matriculationKinds)[number];
export type MatriculationItemKind = MatriculationKind | "custom";

const generalLabels: Record<GeneralKind, string> = {
  deposit: "Pay the deposit",
  accept: "Accept the offer",
  financial_aid: "Financial aid and loan forms",
  transcripts: "Final transcripts and degree verification",
  pre_mba: "Pre-MBA programs (if the school runs them)",
  housing: "Housing",
};

/** Longest label of an item the applicant adds, and how many they may add to one school. */
export const MATRICULATION_LABEL_LIMIT = 120;
export const MATRICULATION_ITEMS_PER_SCHOOL = 30;

/** The applicant's row for an item: a fixed kind's state, or an item they added. */
export type MatriculationState = {
  id: string;
  kind: MatriculationItemKind;
  label: string | null;
  status: ChecklistStatus;
  doneOn: string | null;
  dueOn: string | null;
};

export type MatriculationEntry = {
  /** The kind, or the added item's id. */
  key: string;
  kind: MatriculationItemKind;
  label: string;
  status: ChecklistStatus;
  doneOn: string | null;
  /** The applicant's own date for it, optional. */
  dueOn: string | null;
  /** The added item's id; null for a fixed kind. */
  itemId: string | null;
  /** What sourced pages say of it; empty when Scout has nothing. */
  notes: SourcedNote[];
  /** What Scout knows or does not, in words, when there is no note. */
  hint: string | null;
};

/** Whether the applicant needs a student visa for this school: their answer here, else their profile's, else not known. */
export function needsVisa(choice: boolean | null, profile: boolean | null): boolean | null {
  return choice ?? profile;
}

export type ChecklistInput = {
  school: string;
  /** The catalogue's country of the school; null when Scout does not have it. */
  country: string | null;
  needsVisa: boolean | null;
  states: readonly MatriculationState[];
  /** The deposits the applicant entered on their offers page: "Deposit, due 15 Apr 2027". */
  deposits: readonly string[];
};

const portal = (school: string) => `Scout does not have ${school}'s forms or dates for this: your admit portal and the school's e-mails give them.`;

function hintFor(kind: GeneralKind, input: ChecklistInput): string {
  if (kind === "deposit" && input.deposits.length) return `On your offers page: ${input.deposits.join("; ")}.`;
  return portal(input.school);
}

/** The school's checklist: the general items, the visa steps when a visa is needed, then the applicant's own items. */
export function matriculationChecklist(input: ChecklistInput): MatriculationEntry[] {
  const state = (kind: MatriculationKind) => input.states.find((row) => row.kind === kind);
  const entry = (kind: MatriculationKind, label: string, notes: SourcedNote[], hint: string | null): MatriculationEntry => ({
    key: kind,
    kind,
    label,
    status: state(kind)?.status ?? "to_do",
    doneOn: state(kind)?.doneOn ?? null,
    dueOn: state(kind)?.dueOn ?? null,
    itemId: null,
    notes,
    hint,
  });
  const entries = generalKinds.map((kind) => entry(kind, generalLabels[kind], [], hintFor(kind, input)));
  if (input.needsVisa) {
    const steps = visaStepsFor(input.country);
    if (steps.length) entries.push(...steps.map((step) => entry(step.kind, step.label, step.notes, null)));
    else
      entries.push(
        entry(
          "visa",
          "Student visa",
          [],
          `Scout does not have the student-visa steps for ${input.country ?? `${input.school}'s country`}: the school's international office and that government's own pages say what you need.`,
        ),
      );
  }
  for (const row of input.states) {
    if (row.kind !== "custom") continue;
    entries.push({
      key: row.id,
      kind: "custom",
      label: row.label ?? "",
      status: row.status,
      doneOn: row.doneOn,
      dueOn: row.dueOn,
      itemId: row.id,
      notes: [],
      hint: null,
    });
  }
  return entries;
}

/** Whether a fixed kind is on this school's checklist (a status or date for another kind is refused). */
export function listedKind(kind: MatriculationKind, country: string | null, visa: boolean | null): boolean {
  if ((generalKinds as readonly string[]).includes(kind)) return true;
  if (!visa) return false;
  const steps = visaStepsFor(country);
  return kind === "visa" ? steps.length === 0 : steps.some((step) => step.kind === (kind as VisaStepKind));
}

/** "3 of 9 done"; items not needed are left out of both. */
export function matriculationSummary(entries: readonly MatriculationEntry[]): string {
  const counted = entries.filter((entry) => entry.status !== "not_needed");
  return `${counted.filter((entry) => entry.status === "done").length} of ${counted.length} done`;
}

export type ChosenSchool = {
  school: string;
  decidedOn: string;
  chosen: { chosenOn: string; international: boolean | null } | null;
  /** The catalogue's country; null when Scout does not have it. */
  country: string | null;
  needsVisa: boolean | null;
  entries: MatriculationEntry[];
};

export type MatriculationPage = { schools: ChosenSchool[]; profileInternational: boolean | null };
