import type { RoundDateReading } from "../catalogue/round-dates";
import { type Stage, type Step, pendingInvitations, stageOf } from "./steps";

// What is next for each submitted school, soonest first: the dashboard's move from writing to
// waiting to deciding. Pure: dates in, lines out.

export type SchoolAfterSubmit = { school: string; round: string; steps: Step[]; decision: RoundDateReading };

export type NextForSchool = {
  school: string;
  stage: Stage;
  /** What comes next, in the applicant's words. */
  kind: "interview" | "decision_day" | "decision_date" | "no_date" | "deciding" | "closed";
  /** The moment it is due (ISO), for the order and the reader's clock; null when Scout has no date. */
  at: string | null;
  /** This cycle's decision day (YYYY-MM-DD) from the catalogue, when Scout has it. */
  decisionOn: string | null;
};

const DAY = 86_400_000;

export function nextForSchool(entry: SchoolAfterSubmit, now: Date): NextForSchool {
  const stage = stageOf(entry.steps);
  const base = { school: entry.school, stage, decisionOn: entry.decision.current?.date ?? null };
  if (stage === "denied" || stage === "withdrawn") return { ...base, kind: "closed", at: null };
  if (stage === "admitted") return { ...base, kind: "deciding", at: null };
  const slot = pendingInvitations(entry.steps)[0]?.slotAt;
  if (slot) return { ...base, kind: "interview", at: slot.toISOString() };
  const day = base.decisionOn;
  if (!day) return { ...base, kind: "no_date", at: null };
  // The day has come somewhere once it is that day in UTC minus a day of slack at most.
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  if (dayStart - DAY / 2 <= now.getTime()) return { ...base, kind: "decision_day", at: new Date(dayStart).toISOString() };
  return { ...base, kind: "decision_date", at: new Date(dayStart).toISOString() };
}

const order: Record<NextForSchool["kind"], number> = { decision_day: 0, interview: 1, decision_date: 1, deciding: 2, no_date: 3, closed: 4 };

/** Soonest first: decision days that have come, then dated steps by their moment, then offers to weigh, then schools with no date, then closed ones. */
export function whatsNext(entries: SchoolAfterSubmit[], now: Date): NextForSchool[] {
  return entries
    .map((entry) => nextForSchool(entry, now))
    .sort((a, b) => order[a.kind] - order[b.kind] || (a.at ?? "").localeCompare(b.at ?? "") || a.school.localeCompare(b.school));
}
