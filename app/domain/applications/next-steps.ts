// The parts of a school's application besides its essays as "What to do next" candidates:
// letters not yet agreed, and checklist items to do. nextStep (school-progress.ts) picks
// among them and the essays by deadline, then stage, then how far along.
import type { AtRiskLetter } from "../recommenders/letters";
import type { NextStepEssay } from "../schools/school-progress";
import type { ChecklistEntry } from "./checklist";
import { letterShare } from "./checklist";
import { dueWithApplication } from "./checklist-risk";

export type LetterStep = NextStepEssay & { type: "letter"; letter: AtRiskLetter };
export type ItemStep = NextStepEssay & { type: "item"; entry: ChecklistEntry };

/** Asking for letters, sending a score and ordering transcripts take others' time: they come first. */
const stageOf = (entry: ChecklistEntry): 0 | 2 => (entry.kind === "test" || entry.kind === "english" || entry.kind === "transcripts" ? 0 : 2);

/**
 * A school's letters and checklist items still to do, as candidates due when the school's work is
 * (`due`: workDue): letters to find a recommender for or to ask, and items to do. The interview
 * comes after the deadline and the exit language before graduating, so neither is one.
 */
export function otherSteps(
  letters: readonly AtRiskLetter[],
  checklist: readonly ChecklistEntry[],
  due: Pick<NextStepEssay, "deadline" | "planned">,
): (LetterStep | ItemStep)[] {
  // An asked letter waits on the recommender (the at-risk rule watches it); one not asked, or
  // with no recommender yet, is the applicant's to do.
  const letterSteps = letters
    .filter((letter) => letter.status === "not_asked")
    .map((letter): LetterStep => ({ type: "letter", letter, state: "draft", progress: letterShare[letter.status], counts: true, ...due, stage: 0 }));
  const itemSteps = checklist
    .filter((entry) => entry.status === "to_do" && dueWithApplication(entry))
    .map((entry): ItemStep => ({ type: "item", entry, state: "not_started", progress: 0, counts: true, ...due, stage: stageOf(entry) }));
  return [...letterSteps, ...itemSteps];
}
