// Wall-clock times in an IANA time zone and the instants they fall on, with Intl only: Intl already
// carries the tz database in browsers and in the Worker, so no date library ships to either side.

/** A time as a clock on the wall shows it: "2027-01-05" and "12:00" (24-hour). */
export type WallTime = { date: string; time: string };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// One formatter per zone: building an Intl.DateTimeFormat is far slower than using one.
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function clockParts(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** Whether Intl knows the zone (an IANA name such as "America/New_York", or "UTC"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    partFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes: New York in January is -300. */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = clockParts(instant, timeZone);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asIfUtc - wholeSeconds) / MINUTE);
}

/** What a wall clock in the zone shows at an instant (seconds dropped). */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const { year, month, day, hour, minute } = clockParts(instant, timeZone);
  return { date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}` };
}

function parseWallTime({ date, time }: WallTime): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return Date.UTC(year, month - 1, day, hour, minute);
}

/**
 * Every instant the wall-clock time falls on: one on most days, two in the hour repeated when the
 * clocks go back, none in the hour skipped when they go forward. Earliest first.
 */
export function wallTimeReadings(wallTime: WallTime, timeZone: string): Date[] {
  const asIfUtc = parseWallTime(wallTime);
  // Any change near the wall time lies within a day of it: the offsets a day either side are the
  // two the clock could be showing.
  const offsets = new Set([utcOffsetMinutes(new Date(asIfUtc - DAY), timeZone), utcOffsetMinutes(new Date(asIfUtc + DAY), timeZone)]);
  return [...offsets]
    .map((offset) => asIfUtc - offset * MINUTE)
    .filter((instant) => asIfUtc - utcOffsetMinutes(new Date(instant), timeZone) * MINUTE === instant)
    .sort((a, b) => a - b)
    .map((instant) => new Date(instant));
}

/**
 * The instant a wall-clock time in a zone falls on. Around a daylight-saving change we read the
 * clock the way RFC 5545 (§3.3.5) does: a time that happens twice (the hour repeated in autumn) is
 * its first occurrence, the earlier instant; a time that never happens (the hour skipped in spring)
 * is read with the offset in force before the gap, so 02:30 in New York on 2027-03-14 is 03:30 EDT.
 */
export function instantOfWallTime(wallTime: WallTime, timeZone: string): Date {
  const [first] = wallTimeReadings(wallTime, timeZone);
  if (first) return first;
  const offsetBefore = utcOffsetMinutes(new Date(parseWallTime(wallTime) - DAY), timeZone);
  return new Date(parseWallTime(wallTime) - offsetBefore * MINUTE);
}

/** Whole calendar days from one date to another: "2027-01-05" to "2027-01-07" is 2, backwards is negative. */
export function daysBetweenDates(from: string, to: string): number {
  const start = parseWallTime({ date: from, time: "00:00" });
  const end = parseWallTime({ date: to, time: "00:00" });
  return Math.round((end - start) / DAY);
}
