// A deadline as a school states it and the instant it falls on (deadlines.ts has the rest: the zones
// a deadline may be stated in, how it reads to an applicant, days left). A module of its own: the
// workspace's sidebar, on every page, needs only the instant, and the rest is about 1 KB gzip that
// only the pages showing deadlines use.
import { instantOfWallTime, type WallTime } from "./zoned-time";

/**
 * "2027-01-05", "12:00" (24-hour) or null when no time is known, an IANA zone or null when none is
 * known. `zoneAssumed`: the zone is not the school's own statement but where the school is
 * (catalogue_schools.time_zone), so the line says so.
 */
export type Deadline = { date: string; time: string | null; timeZone: string | null; zoneAssumed?: boolean };

/**
 * With no time known, a deadline is read as noon on its day: schools close anywhere from noon to
 * midnight (in the catalogue's sources HBS at 12:00 PM Eastern, LBS once at 17:00 UK time, INSEAD
 * and Oxford at 23:59), and reading the earliest common cut-off never tells an applicant they have
 * more time than the school gives; end of day could be twelve hours late. Every place that shows
 * such a deadline says the time was assumed.
 */
export const ASSUMED_TIME = "12:00";

/**
 * The last resort for a deadline with no zone at all: a school Scout has no location for (one the
 * applicant added). Every catalogue school has a zone of its own (catalogue_schools.time_zone),
 * which is what its undated rounds and the dates applicants enter for it start from. Eastern is the
 * earliest of the US zones, so this reading never gives more time than a US school does.
 */
export const ASSUMED_TIME_ZONE = "America/New_York";

/** The zone the deadline is read in: the one stated, or ASSUMED_TIME_ZONE. */
export function deadlineTimeZone(deadline: Deadline): string {
  return deadline.timeZone ?? ASSUMED_TIME_ZONE;
}

/** The school's wall-clock time of the deadline, ASSUMED_TIME when no time is known. */
export function deadlineWallTime(deadline: Deadline): WallTime {
  return { date: deadline.date, time: deadline.time ?? ASSUMED_TIME };
}

/** The instant the deadline falls on (daylight-saving changes as in instantOfWallTime). */
export function deadlineInstant(deadline: Deadline): Date {
  return instantOfWallTime(deadlineWallTime(deadline), deadlineTimeZone(deadline));
}
