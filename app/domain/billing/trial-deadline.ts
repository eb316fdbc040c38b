// A trial that ends before the applicant's next deadline is worth saying on the dashboard: they
// will need a plan while they are still finishing that application.
import { deadlineInstant } from "../deadlines/deadlines";
import type { NavSchool } from "../schools/workspace";

export type TrialBeforeDeadline = { school: string; round: string; date: string };

/**
 * The next chosen deadline still ahead, when the trial ends before it; null when there is no trial
 * end, no deadline ahead, or the trial outlasts it.
 */
export function trialEndsBeforeDeadline(trialEnd: Date | null, schools: readonly NavSchool[], now: Date): TrialBeforeDeadline | null {
  if (!trialEnd) return null;
  const ahead = schools
    .flatMap((school) => (school.plan?.chosen ? [{ school: school.school, chosen: school.plan.chosen }] : []))
    .map(({ school, chosen }) => ({ school, round: chosen.round, date: chosen.deadline.date, instant: deadlineInstant(chosen.deadline) }))
    .filter((entry) => entry.instant.getTime() > now.getTime())
    .sort((a, b) => a.instant.getTime() - b.instant.getTime());
  const next = ahead[0];
  if (!next || trialEnd.getTime() >= next.instant.getTime()) return null;
  return { school: next.school, round: next.round, date: next.date };
}
