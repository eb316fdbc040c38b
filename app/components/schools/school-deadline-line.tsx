import { earlierDateLabel, shortCycle } from "~/domain/catalogue/catalogue";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { NavSchool } from "~/domain/schools/workspace";

/**
 * A school's cycle and its next deadline, honest about what Scout knows: a round Scout has no date
 * for this cycle says so (the school may well have one: Scout does not have it), with last cycle's
 * date only as "last year: …", never as a deadline; a chosen round whose deadline has gone by says
 * it passed.
 */
export function schoolDeadlineText(school: Pick<NavSchool, "cycle" | "nextDeadline" | "undated" | "noLongerOffered">): string {
  // A school operators retired: the applicant's essays stay, but it takes no applications through Scout.
  if (school.noLongerOffered) return "No longer offered · your essays are kept";
  const cycle = school.cycle ? `${shortCycle(school.cycle)} cycle · ` : "";
  const next = school.nextDeadline;
  if (next) {
    const notes = [next.entered ? " (your date)" : "", next.passed ? " (passed)" : ""].join("");
    return `${cycle}${next.round} deadline ${formatCalendarDate(next.date)}${notes}`;
  }
  const round = school.undated;
  if (!round) return `${cycle}No upcoming date in Scout`;
  const lastYear = round.previousCycleDate
    ? ` · ${earlierDateLabel(round.previousCycleDate, school.cycle ?? null)}: ${formatCalendarDate(round.previousCycleDate)}`
    : "";
  return `${cycle}${round.round}: Scout doesn't have the date yet${lastYear}`;
}
