// The applicant's chosen deadlines as an iCalendar file (RFC 5545), for the .ics download and the
// private subscription URL. Each event sits at the deadline's instant as deadlines.ts reads it:
// a deadline with no time known is an event at noon that day (ASSUMED_TIME) in the school's zone,
// not an all-day event, because an all-day event floats in whatever zone the viewer is in and would
// disagree with the page, the reminders and the 3-day alarm by up to a day.
import { type Deadline, deadlineInstant, deadlineTimeZone, deadlineWallTime, formatDeadlineAtSchool } from "./deadlines";
import { hasTimeZoneDefinition, timeZoneDefinition } from "./calendar-time-zones";
import { wallTimeReadings } from "./zoned-time";

export const CALENDAR_PRODUCT_ID = "-//Scout//MBA application deadlines//EN";
/** The alarm fires this long before the deadline (an RFC 5545 duration). */
export const ALARM_BEFORE = "-P3D";
/** How often subscribed calendar apps should fetch the file again, so an operator's correction reaches them. */
export const REFRESH_EVERY = "PT12H";

export type CalendarEvent = {
  /**
   * Stable across downloads, so a re-import or a subscription refresh updates the event instead of
   * adding a second one. Derive it from the user, the school and the round (e.g. a hash of the
   * three, "…@scout"), never from the date, and keep it opaque: the file can be shared.
   */
  uid: string;
  /** "Columbia R2 deadline". */
  summary: string;
  description: string;
  deadline: Deadline;
  /** A link back to the school in Scout; left out unless it is an http(s) URL. */
  url?: string | null;
  /** The moment's line in the description, when the event is not a deadline ("Slot: …"); else "Deadline: …". */
  moment?: string;
  /** The alarm, when not the deadline's three days before: an RFC 5545 duration and its words. */
  alarm?: { before: string; text: string };
};

export type CalendarInput = { name: string; events: CalendarEvent[]; now: Date };

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  const escaped = value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
  return Array.from(escaped)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code === 9 || (code >= 32 && code !== 127);
    })
    .join("");
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line to at most 75 octets per line (RFC 5545 §3.1): each further line starts
 * with a space that counts towards its 75. Breaks fall between characters, never inside a UTF-8
 * sequence, so "é" or an emoji is never cut in two.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > 75) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** "2027-01-05" and "12:00" → "20270105T120000". */
function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

/** An instant as a UTC DATE-TIME: "20270105T170000Z". */
function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

function startLine(deadline: Deadline): string {
  const zone = deadlineTimeZone(deadline);
  const wallTime = deadlineWallTime(deadline);
  // A TZID needs a VTIMEZONE, and a wall time the clocks skip or repeat is read differently by
  // different calendar apps (ical.js reads a skipped one against RFC 5545): those are written as
  // the instant itself, in UTC, so every app shows what the page shows.
  if (!hasTimeZoneDefinition(zone) || wallTimeReadings(wallTime, zone).length !== 1) {
    return `DTSTART:${utcDateTime(deadlineInstant(deadline))}`;
  }
  return `DTSTART;TZID=${zone}:${localDateTime(wallTime.date, wallTime.time)}`;
}

const isWebLink = (url: string) => /^https?:\/\/[^\s"<>\\]+$/i.test(url);

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const moment = event.moment ?? `Deadline: ${formatDeadlineAtSchool(event.deadline)}`;
  const description = [event.description.trim(), moment].filter(Boolean).join("\n\n");
  const alarm = event.alarm ?? { before: ALARM_BEFORE, text: "3 days left" };
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    startLine(event.deadline),
    // No DTEND: the event is the moment the deadline falls (RFC 5545 §3.6.1).
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(event.url && isWebLink(event.url) ? [`URL:${event.url}`] : []),
    // A deadline is not time the applicant is busy.
    "TRANSP:TRANSPARENT",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `TRIGGER:${alarm.before}`,
    `DESCRIPTION:${escapeText(`${event.summary}: ${alarm.text}`)}`,
    "END:VALARM",
    "END:VEVENT",
  ];
}

/** The whole calendar file, CRLF line endings and folded lines, with a VTIMEZONE for every zone its events use. */
export function buildCalendar({ name, events, now }: CalendarInput): string {
  const stamp = utcDateTime(now);
  const zones = [...new Set(events.map((event) => deadlineTimeZone(event.deadline)))];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${CALENDAR_PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_EVERY}`,
    `X-PUBLISHED-TTL:${REFRESH_EVERY}`,
    ...zones.flatMap((zone) => timeZoneDefinition(zone) ?? []),
    ...events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
