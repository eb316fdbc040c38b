// A school's whole application: its checklist built from what the catalogue says the
// school asks and where the applicant stands, and the school's progress over every part of it
// (essays, letters and the checklist). The progress rule is explained on the dashboard ("How
// progress is counted", app/components/schools/school-dashboard.tsx): a change here changes that text too.
import type { FormAnswer } from "../platform/forms";
import type { Toast } from "../platform/toast";
import type { LetterStatus } from "../recommenders/letters";
import { asPercent, countedEssays, type SchoolEssay } from "../schools/school-progress";
import {
  type ApplicationItemKind,
  applicationItemKinds,
  applicationItemLabels,
  type ChecklistKind,
  type ChecklistStatus,
  UNIVERSAL_KINDS,
} from "./checklist-items";
import type { ScoreTest } from "./test-scores";

/** What the catalogue says of one item at one school; `asks` null: not verified. */
export type ItemFact = {
  kind: ApplicationItemKind;
  asks: boolean | null;
  detail: string | null;
  /** The tests the source lists as accepted (the English test's); null: it lists none. */
  acceptedTests: ScoreTest[] | null;
  source: string | null;
  cycle: string | null;
};

/** The applicant's row for an item: a catalogue kind's state, or an item they added. */
export type ItemState = { id: string; kind: ChecklistKind; label: string | null; status: ChecklistStatus; doneOn: string | null };

export type ChecklistEntry = {
  /** The kind, or the added item's id: unique within a school's checklist. */
  key: string;
  kind: ChecklistKind;
  label: string;
  status: ChecklistStatus;
  doneOn: string | null;
  /** The added item's id (to rename or remove it); null for a catalogue kind. */
  itemId: string | null;
  /** What the catalogue says; null for an item the applicant added. Not verified when `asks` is null or no row exists. */
  fact: Omit<ItemFact, "kind"> | null;
};

const UNKNOWN: Omit<ItemFact, "kind"> = { asks: null, detail: null, acceptedTests: null, source: null, cycle: null };

/** What the applicant has that changes which items a school's checklist lists. */
export type ChecklistContext = { hasEnglishScore: boolean };

/** Whether a kind is on a school's checklist, from what the catalogue says of it. */
function listed(kind: ApplicationItemKind, fact: ItemFact | undefined, context: ChecklistContext): boolean {
  if (UNIVERSAL_KINDS.includes(kind)) return fact?.asks !== false;
  // An applicant who took an English test needs to know, for every school, whether it is asked.
  if (kind === "english" && context.hasEnglishScore) return fact?.asks !== false;
  return fact?.asks === true;
}

/**
 * A school's checklist: the test score, transcripts, form and fee unless a source says the school
 * does not ask them (not verified where nothing was found); a video essay, an interview, an English
 * test and an exit language only where a source says it asks them (the English test also for an
 * applicant with an English score, unless a source says it is not asked); then the items the
 * applicant added, in the order added.
 */
export function schoolChecklist(facts: readonly ItemFact[], states: readonly ItemState[], context: ChecklistContext): ChecklistEntry[] {
  const entries: ChecklistEntry[] = [];
  for (const kind of applicationItemKinds) {
    const fact = facts.find((entry) => entry.kind === kind);
    if (!listed(kind, fact, context)) continue;
    const state = states.find((entry) => entry.kind === kind);
    entries.push({
      key: kind,
      kind,
      label: applicationItemLabels[kind],
      status: state?.status ?? "to_do",
      doneOn: state?.doneOn ?? null,
      itemId: null,
      fact: fact ? { asks: fact.asks, detail: fact.detail, acceptedTests: fact.acceptedTests, source: fact.source, cycle: fact.cycle } : UNKNOWN,
    });
  }
  for (const state of states) {
    if (state.kind !== "custom") continue;
    entries.push({ key: state.id, kind: "custom", label: state.label ?? "", status: state.status, doneOn: state.doneOn, itemId: state.id, fact: null });
  }
  return entries;
}

/** How far a letter is, 0 to 1: asked a third, agreed two thirds, submitted done. */
export const letterShare: Record<LetterStatus, number> = { not_asked: 0, asked: 1 / 3, agreed: 2 / 3, submitted: 1 };

export type ApplicationParts = {
  essays: SchoolEssay[];
  letters: readonly { status: LetterStatus }[];
  items: readonly { status: ChecklistStatus }[];
};

/**
 * A school's progress in percent: the mean of every part of its application, each counting once:
 * every counted essay (its own progress, countedEssays), every letter (letterShare), every checklist
 * item (done 1, to do 0; "not needed" is left out). 0 when nothing counts.
 */
export function applicationProgress({ essays, letters, items }: ApplicationParts): number {
  const counted = countedEssays(essays);
  const shares = [
    ...essays.filter((_, index) => counted[index]).map((essay) => essay.progress),
    ...letters.map((letter) => letterShare[letter.status]),
    ...items.filter((item) => item.status !== "not_needed").map((item) => (item.status === "done" ? 1 : 0)),
  ];
  if (shares.length === 0) return 0;
  return asPercent(shares.reduce((sum, share) => sum + share, 0) / shares.length);
}

/** "3 of 5 done" for the card's checklist heading; items not needed are left out of both. */
export function checklistSummary(entries: readonly ChecklistEntry[]): string {
  const counted = entries.filter((entry) => entry.status !== "not_needed");
  return `${counted.filter((entry) => entry.status === "done").length} of ${counted.length} done`;
}

/** What POST /app (the dashboard's action) answers: a toast, and the form's problems by their fields. */
export type ChecklistActionData = FormAnswer & { toast: Toast };
