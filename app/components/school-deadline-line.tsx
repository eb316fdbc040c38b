import { earlierDateLabel, shortCycle } from "~/domain/catalogue/catalogue";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { NavSchool } from "~/domain/schools/workspace";

/**
 * A school's cycle and its next deadline, honest about what is known: a round the school has not
 * dated this cycle says so, with last cycle's date only as "last year: …", never as a deadline.
 */
export function schoolDeadlineText(school: Pick<NavSchool, "cycle" | "nextDeadline" | "unpublished" | "noLongerOffered">): string {
  // A school operators retired: the applicant's essays stay, but it takes no applications through Scout.
  if (school.noLongerOffered) return "No longer offered · your essays are kept";
  const cycle = school.cycle ? `${shortCycle(school.cycle)} cycle · ` : "";
  if (school.nextDeadline) {
    const yours = school.nextDeadline.entered ? " (your date)" : "";
    return `${cycle}${school.nextDeadline.round} deadline ${formatCalendarDate(school.nextDeadline.date)}${yours}`;
  }
  const round = school.unpublished;
  if (!round) return `${cycle}No upcoming deadline published`;
  const lastYear = round.previousCycleDate
    ? ` · ${earlierDateLabel(round.previousCycleDate, school.cycle ?? null)}: ${formatCalendarDate(round.previousCycleDate)}`
    : "";
  return `${cycle}${round.round}: Date not published yet${lastYear}`;
}
