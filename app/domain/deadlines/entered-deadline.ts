import { type Deadline, isDeadlineTimeZone } from "./deadlines";

// A deadline an applicant enters by hand (a school's plan, an operator's catalogue round): the
// one check both forms use, so a date entered anywhere reads the same.

export type EnteredDeadlineErrors = Partial<Record<keyof Deadline, string>>;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function isCalendarDate(date: string): boolean {
  const match = DATE_PATTERN.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  // Years outside this century are typing slips ("0027"), not deadlines.
  return year >= 2000 && year <= 2099 && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/**
 * A deadline an applicant copies from a school's page (what a form sends: "" for an empty field).
 * The date is required; the time is optional (ASSUMED_TIME then); the zone is required and must be
 * one of deadlineTimeZones, so a date entered for a school outside the US is never read in New York time.
 */
export function validateEnteredDeadline(input: {
  date?: string | null;
  time?: string | null;
  timeZone?: string | null;
}): { ok: true; deadline: Deadline } | { ok: false; errors: EnteredDeadlineErrors } {
  const date = input.date?.trim() ?? "";
  const time = input.time?.trim() || null;
  const timeZone = input.timeZone?.trim() ?? "";
  const errors: EnteredDeadlineErrors = {};
  if (!date) errors.date = "Enter the deadline's date.";
  else if (!isCalendarDate(date)) errors.date = "Enter a real date, such as 2027-01-05.";
  if (time && !TIME_PATTERN.test(time)) errors.time = "Enter the time as hours and minutes, such as 12:00, or leave it empty.";
  if (!timeZone) errors.timeZone = "Pick the time zone the school gives.";
  else if (!isDeadlineTimeZone(timeZone)) errors.timeZone = "Pick a time zone from the list.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, deadline: { date, time, timeZone } };
}
