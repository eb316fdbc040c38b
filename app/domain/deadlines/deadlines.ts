// A deadline as a school states it (a date, maybe a time, maybe a zone), the instant it falls on,
// and how it reads to an applicant wherever they are. The instant is what the deadlines view, the
// at-risk rule, the reminders and the calendar file all count from, so they cannot disagree.
import { formatCalendarDate } from "./dates";
import { type Deadline, deadlineInstant, deadlineTimeZone } from "./deadline-instant";
import { daysBetweenDates, isKnownTimeZone, wallTimeAt } from "./zoned-time";

export { type Deadline, ASSUMED_TIME_ZONE, deadlineInstant, deadlineTimeZone, deadlineWallTime } from "./deadline-instant";

export type DeadlineTimeZone = {
  /** The IANA name stored with the deadline. */
  id: string;
  /** What the applicant picks from. */
  label: string;
  /** How the zone is named next to a school's time: "12:00 PM ET". */
  short: string;
};

/** The zones a deadline may be stated in: the catalogue schools' own, and those of other schools applicants often add. */
export const deadlineTimeZones: readonly DeadlineTimeZone[] = [
  { id: "America/New_York", label: "US Eastern (New York, Boston, Philadelphia)", short: "ET" },
  { id: "America/Chicago", label: "US Central (Chicago, Evanston)", short: "CT" },
  { id: "America/Denver", label: "US Mountain (Denver)", short: "MT" },
  { id: "America/Los_Angeles", label: "US Pacific (Stanford, Berkeley, Los Angeles)", short: "PT" },
  { id: "America/Toronto", label: "Canada Eastern (Toronto)", short: "ET" },
  { id: "Europe/London", label: "UK (London)", short: "London time" },
  { id: "Europe/Paris", label: "France (Paris, Fontainebleau)", short: "Paris time" },
  { id: "Europe/Madrid", label: "Spain (Madrid, Barcelona)", short: "Madrid time" },
  { id: "Europe/Zurich", label: "Switzerland (Zurich, Lausanne)", short: "Swiss time" },
  { id: "Asia/Dubai", label: "Gulf (Dubai)", short: "Dubai time" },
  { id: "Asia/Kolkata", label: "India (Hyderabad, Mumbai)", short: "India time" },
  { id: "Asia/Singapore", label: "Singapore", short: "Singapore time" },
  { id: "Asia/Hong_Kong", label: "Hong Kong", short: "Hong Kong time" },
  { id: "Asia/Shanghai", label: "China (Shanghai, Beijing)", short: "China time" },
  { id: "Asia/Tokyo", label: "Japan (Tokyo)", short: "Japan time" },
  { id: "Australia/Sydney", label: "Australia Eastern (Sydney, Melbourne)", short: "Sydney time" },
  { id: "UTC", label: "UTC / GMT", short: "UTC" },
];

export function isDeadlineTimeZone(id: string): boolean {
  return deadlineTimeZones.some((zone) => zone.id === id);
}

// The facts files name zones the way schools write them ("ET"); stored deadlines use IANA names.
const catalogueZones: Record<string, string> = {
  ET: "America/New_York",
  EST: "America/New_York",
  EDT: "America/New_York",
  CT: "America/Chicago",
  CST: "America/Chicago",
  CDT: "America/Chicago",
  MT: "America/Denver",
  PT: "America/Los_Angeles",
  PST: "America/Los_Angeles",
  PDT: "America/Los_Angeles",
  GMT: "Europe/London",
  UK: "Europe/London",
  CET: "Europe/Paris",
  UTC: "UTC",
};

/** The IANA zone for a facts file's "ET", "PT"…; an IANA name passes through; anything else is null (not stated). */
export function zoneFromCatalogue(label: string | null | undefined): string | null {
  const name = label?.trim();
  if (!name) return null;
  return catalogueZones[name.toUpperCase()] ?? (name.includes("/") && isKnownTimeZone(name) ? name : null);
}

/**
 * Calendar days from today to the deadline's day, both as the viewer's clock shows them: 0 on the
 * day itself (even once it has passed), 1 the day before, negative after.
 */
export function daysLeft(deadline: Date, now: Date, viewerTimeZone: string): number {
  return daysBetweenDates(wallTimeAt(now, viewerTimeZone).date, wallTimeAt(deadline, viewerTimeZone).date);
}

/** "9 days left", "1 day left", "due today", or "passed" once the instant has gone by. */
export function timeLeftText(deadline: Date, now: Date, viewerTimeZone: string): string {
  if (deadline.getTime() <= now.getTime()) return "passed";
  const days = daysLeft(deadline, now, viewerTimeZone);
  if (days <= 0) return "due today";
  return days === 1 ? "1 day left" : `${days} days left`;
}

const viewerFormatters = new Map<string, Intl.DateTimeFormat>();

/** The deadline on the viewer's clock: "Tue, Jan 5, 2027, 12:00 PM EST" (Intl names zones it has no abbreviation for "GMT+5:30"). */
export function formatDeadline(deadline: Date, viewerTimeZone: string): string {
  let formatter = viewerFormatters.get(viewerTimeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: viewerTimeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    viewerFormatters.set(viewerTimeZone, formatter);
  }
  return formatter.format(deadline);
}

/** "13:05" → "1:05 PM". */
function clockText(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** The list's short name; for a zone outside the list (a catalogue row's), Intl's generic one ("ET" for America/Detroit). */
function zoneShortName(timeZone: string): string {
  const listed = deadlineTimeZones.find((zone) => zone.id === timeZone)?.short;
  if (listed) return listed;
  let name = zoneNames.get(timeZone);
  if (name === undefined) {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortGeneric" }).formatToParts(new Date());
    name = parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
    zoneNames.set(timeZone, name);
  }
  return name;
}

// A generic zone name does not change with the date ("ET" all year): looked up once per zone.
const zoneNames = new Map<string, string>();

/**
 * What Scout assumed of a deadline, in words for the line that shows it, or null when the school's
 * date, time and zone are all known: "time assumed: noon, ET" when no time is known (the zone is
 * then part of what is assumed), "time zone assumed from where the school is" when only the zone is
 * not the school's own statement.
 */
function assumptionText(deadline: Deadline): string | null {
  const zone = zoneShortName(deadlineTimeZone(deadline));
  const noZone = deadline.timeZone ? null : "Scout has no zone for the school";
  if (!deadline.time) return `time assumed: noon, ${zone}${noZone ? `; ${noZone}` : ""}`;
  if (noZone) return `time zone assumed: ${zone}; ${noZone}`;
  return deadline.zoneAssumed ? "time zone assumed from where the school is" : null;
}

/** "Jan 5, 2027, 12:00 PM ET", or the day alone when no time is known (the assumption says the rest). */
function schoolClockText(deadline: Deadline): string {
  const day = formatCalendarDate(deadline.date);
  return deadline.time ? `${day}, ${clockText(deadline.time)} ${zoneShortName(deadlineTimeZone(deadline))}` : day;
}

/**
 * The deadline as the school's clock reads it, for e-mails, the calendar file and the feedback
 * model: "Jan 5, 2027, 12:00 PM ET at the school", with what was assumed in brackets:
 * "Jan 5, 2027 at the school (time assumed: noon, ET)".
 */
export function formatDeadlineAtSchool(deadline: Deadline): string {
  const assumed = assumptionText(deadline);
  return `${schoolClockText(deadline)} at the school${assumed ? ` (${assumed})` : ""}`;
}

/**
 * The deadline on the school's own clock, the first reading wherever a deadline is shown: "Jan 5,
 * 2027, 12:00 PM ET". What Scout does not know is said on the line itself, not only on hover:
 * "Jan 5, 2027 (time assumed: noon, ET)". Its date is the deadline's own, so it always agrees with a
 * header that names the date.
 */
export function formatDeadlineForSchool(deadline: Deadline): string {
  const assumed = assumptionText(deadline);
  return `${schoolClockText(deadline)}${assumed ? ` (${assumed})` : ""}`;
}

/**
 * The same instant on the viewer's clock, the second reading ("Tue, Jan 5, 2027, 5:00 PM UTC"),
 * or null when the viewer's clock reads the same as the school's (nothing to add).
 */
export function formatDeadlineForViewer(deadline: Deadline, viewerTimeZone: string): string | null {
  const instant = deadlineInstant(deadline);
  const atSchool = wallTimeAt(instant, deadlineTimeZone(deadline));
  const atViewer = wallTimeAt(instant, viewerTimeZone);
  if (atSchool.date === atViewer.date && atSchool.time === atViewer.time) return null;
  return formatDeadline(instant, viewerTimeZone);
}

/**
 * The zone a school's deadlines are read in: where the school is (the catalogue's zone for it),
 * else the first zone its rounds state; null when Scout knows neither (a school the applicant
 * added), so the applicant is asked for it rather than given New York's.
 */
export function schoolTimeZone(schoolZone: string | null | undefined, rounds: readonly { timeZone: string | null }[]): string | null {
  return schoolZone || rounds.find((round) => round.timeZone)?.timeZone || null;
}
