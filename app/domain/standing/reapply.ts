import { shortCycle } from "../catalogue/catalogue";
import type { Decision } from "./steps";

// Applying to a school again in the next cycle, after it denied the applicant or they withdrew:
// which decisions open it, which cycle it is, and the words that say what was carried over and
// against which cycle's questions. Pure: the service reads and writes, these rules decide.

/** Only a closed application is applied to again: a denial or a withdrawal. */
export const mayReapplyAfter = (decision: Decision | null): boolean => decision === "denied" || decision === "withdrawn";

/** "2026-2027" → "2027-2028"; null for a cycle Scout cannot read (a school outside the catalogue with none). */
export function cycleAfter(cycle: string): string | null {
  const match = /^(\d{4})-(\d{4})$/.exec(cycle);
  if (!match || Number(match[2]) !== Number(match[1]) + 1) return null;
  return `${Number(match[1]) + 1}-${Number(match[2]) + 1}`;
}

/** The new version's note: where its text came from, and that the version sent is untouched. */
export function carriedVersionNote(school: string, cycle: string, fromVersion: number): string {
  return `Carried over from version ${fromVersion} for your ${shortCycle(cycle)} reapplication to ${school}; the version you sent stays as it was`;
}

/**
 * Whose questions the carried essays stand against. Scout says so when it does not have the next
 * cycle's questions yet, rather than present this cycle's as next cycle's.
 */
export function questionsNote(school: string, cycle: string, questionsCycle: string): string {
  if (questionsCycle === cycle) return `Checked against ${school}'s ${shortCycle(cycle)} questions.`;
  return `Scout does not have ${school}'s ${shortCycle(cycle)} questions yet: your essays are carried over against its ${shortCycle(questionsCycle)} questions, labeled as such, until the school publishes new ones.`;
}

/** What Scout says of the school's question for reapplicants: the catalogue's title, or that it has none. */
export function reapplicantQuestionNote(school: string, title: string | null): string {
  if (!title) return `Scout's catalogue has no question for reapplicants at ${school}; check the school's page for one.`;
  return `"${title}" is required of you at ${school}, since you are reapplying there.`;
}
