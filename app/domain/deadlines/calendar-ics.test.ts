import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, type CalendarEvent, escapeText, foldLine } from "./calendar-ics";
import { type Deadline, deadlineInstant, deadlineTimeZones } from "./deadlines";
import { wallTimeAt, wallTimeReadings } from "./zoned-time";

const now = new Date("2026-11-22T10:15:00Z");
const event = (uid: string, deadline: Deadline, fields: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid,
  summary: `${uid} deadline`,
  description: "Submit on the school's portal.",
  deadline,
  ...fields,
});

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events, byUid: new Map(events.map((e) => [e.uid, e])) };
}

// Deadlines on and around the US, EU and Australian clock changes, with and without a time or zone.
const deadlines: Record<string, Deadline> = {
  "hbs-r2": { date: "2027-01-05", time: "12:00", timeZone: "America/New_York" },
  "columbia-r2": { date: "2027-01-05", time: null, timeZone: null },
  "columbia-r3": { date: "2027-03-29", time: null, timeZone: null },
  "us-spring-skipped": { date: "2027-03-14", time: "02:30", timeZone: "America/New_York" },
  "us-spring-noon": { date: "2027-03-14", time: "12:00", timeZone: "America/Chicago" },
  "us-autumn-repeated": { date: "2026-11-01", time: "01:30", timeZone: "America/Los_Angeles" },
  "eu-spring": { date: "2027-03-28", time: "12:00", timeZone: "Europe/London" },
  "eu-spring-skipped": { date: "2027-03-28", time: "02:30", timeZone: "Europe/Paris" },
  "eu-autumn-repeated": { date: "2026-10-25", time: "02:30", timeZone: "Europe/Madrid" },
  "sydney-autumn": { date: "2027-04-04", time: null, timeZone: "Australia/Sydney" },
  isb: { date: "2027-01-15", time: "17:00", timeZone: "Asia/Kolkata" },
  "not-in-list": { date: "2027-01-08", time: "17:00", timeZone: "America/Detroit" },
};
const allEvents = Object.entries(deadlines).map(([uid, deadline]) => event(uid, deadline));

describe("the deadlines calendar file", () => {
  const ics = buildCalendar({ name: "Scout: my MBA deadlines", events: allEvents, now });
  const { calendar, events, byUid } = parse(ics);

  it("is a published Gregorian calendar with CRLF line endings", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Scout//MBA application deadlines//EN\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Scout: my MBA deadlines");
  });

  it("has one event per deadline, starting at the instant deadlines.ts gives, across DST changes", () => {
    expect(events).toHaveLength(allEvents.length);
    for (const [uid, deadline] of Object.entries(deadlines)) {
      expect([uid, byUid.get(uid)?.startDate.toJSDate().toISOString()]).toEqual([uid, deadlineInstant(deadline).toISOString()]);
    }
  });

  it("names the school's zone for timed deadlines and those read at noon, and falls back to UTC for a zone it cannot define", () => {
    expect(ics).toContain("DTSTART;TZID=America/New_York:20270105T120000\r\n");
    // No time known: noon at the school (ASSUMED_TIME), as every page and reminder reads it.
    expect(ics).toContain("DTSTART;TZID=America/New_York:20270329T120000\r\n");
    expect(ics).toContain("DTSTART;TZID=Australia/Sydney:20270404T120000\r\n");
    expect(ics).not.toContain("T235900");
    expect(ics).toContain("DTSTART:20270108T220000Z\r\n"); // America/Detroit: no VTIMEZONE here
    expect(ics).not.toContain("DTEND");
  });

  it("writes a wall time the clocks skip or repeat as its instant in UTC, so no calendar app can read it another way", () => {
    expect(ics).toContain("DTSTART:20270314T073000Z\r\n"); // 02:30 New York, skipped: 03:30 EDT
    expect(ics).toContain("DTSTART:20261101T083000Z\r\n"); // 01:30 Los Angeles, repeated: the first, PDT
    expect(ics).toContain("DTSTART:20270328T013000Z\r\n"); // 02:30 Paris, skipped: 03:30 CEST
    expect(ics).toContain("DTSTART:20261025T003000Z\r\n"); // 02:30 Madrid, repeated: the first, CEST
  });

  it("defines each zone it uses once, and no other", () => {
    const tzids = calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid"));
    expect(tzids.sort()).toEqual(
      [
        "America/Chicago",
        "America/Los_Angeles",
        "America/New_York",
        "Asia/Kolkata",
        "Australia/Sydney",
        "Europe/London",
        "Europe/Madrid",
        "Europe/Paris",
      ].sort(),
    );
    const kolkata = calendar.getAllSubcomponents("vtimezone").find((zone) => zone.getFirstPropertyValue("tzid") === "Asia/Kolkata")!;
    expect(kolkata.getAllSubcomponents().map((part) => part.name)).toEqual(["standard"]);
    expect(kolkata.getFirstSubcomponent("standard")?.getFirstPropertyValue("tzoffsetto")?.toString()).toBe("+05:30");
  });

  it("stamps each event and reminds 3 days before with a display alarm", () => {
    for (const vevent of calendar.getAllSubcomponents("vevent")) {
      expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-22T10:15:00Z");
      const alarms = vevent.getAllSubcomponents("valarm");
      expect(alarms).toHaveLength(1);
      expect(alarms[0]!.getFirstPropertyValue("action")).toBe("DISPLAY");
      expect(alarms[0]!.getFirstPropertyValue("trigger")?.toString()).toBe("-P3D");
      expect(alarms[0]!.getFirstPropertyValue("description")).toBe(`${vevent.getFirstPropertyValue("uid")} deadline: 3 days left`);
    }
  });

  it("keeps the caller's UIDs, so a second download updates the same events", () => {
    const later = buildCalendar({ name: "Scout: my MBA deadlines", events: allEvents, now: new Date("2026-12-01T00:00:00Z") });
    expect(parse(later).events.map((e) => e.uid)).toEqual(Object.keys(deadlines));
    expect(later.replace(/DTSTAMP:.*\r\n/g, "")).toBe(ics.replace(/DTSTAMP:.*\r\n/g, ""));
  });

  it("adds the school's own statement of the deadline to the description", () => {
    expect(byUid.get("hbs-r2")?.description).toBe("Submit on the school's portal.\n\nDeadline: Jan 5, 2027, 12:00 PM ET at the school");
    expect(byUid.get("columbia-r2")?.description).toContain("Deadline: Jan 5, 2027 at the school (time assumed: noon, ET; Scout has no zone for the school)");
  });
});

describe("text in the calendar file", () => {
  const long =
    "Essays: Why Columbia? (150 words); Goals, 500 words — résumé, “Kellogg” and Zürich, 東京 and 🎓 all welcome.\n" +
    "Second line, with a comma; a semicolon and a backslash \\ too. ".repeat(4);

  it("escapes backslashes, semicolons, commas and line breaks, and drops other control characters", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(escapeText("tab\there\u0000\u0007\u007f")).toBe("tab\there");
  });

  it("folds lines at 75 octets without cutting a UTF-8 character, and parses back to the same text", () => {
    const ics = buildCalendar({
      name: "Scout — Ålesund’s deadlines, 2026–27",
      events: [event("ross-r2", deadlines["us-spring-noon"]!, { summary: `Ross R2; "round 2", ${"é".repeat(60)}`, description: long })],
      now,
    });
    for (const line of ics.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\ud800-\udbff]$/);
    }
    const [parsed] = parse(ics).events;
    expect(parsed?.summary).toBe(`Ross R2; "round 2", ${"é".repeat(60)}`);
    expect(parsed?.description).toBe(`${long.trim()}\n\nDeadline: Mar 14, 2027, 12:00 PM CT at the school`);
    // ical.js does not know X-WR-CALNAME is text, so it keeps the escapes calendar apps remove.
    expect(ics).toContain("\r\nX-WR-CALNAME:Scout — Ålesund’s deadlines\\, 2026–27\r\n");
  });

  it("folds with a leading space on each further line, counting it", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    expect(foldLine(`${"x".repeat(74)}é`)).toBe(`${"x".repeat(74)}\r\n é`);
    expect(foldLine(`${"x".repeat(73)}🎓`)).toBe(`${"x".repeat(73)}\r\n 🎓`);
  });

  it("links back only to web addresses", () => {
    const ics = (url: string) => buildCalendar({ name: "x", events: [event("a", deadlines["hbs-r2"]!, { url })], now });
    expect(parse(ics("https://scout.example/app/schools/hbs")).events[0]?.component.getFirstPropertyValue("url")).toBe("https://scout.example/app/schools/hbs");
    expect(ics("javascript:alert(1)")).not.toContain("URL:");
    expect(ics("https://x.example/\r\nATTENDEE:evil")).not.toContain("ATTENDEE");
  });
});

describe("the VTIMEZONE rules", () => {
  // ical.js converts UTC to a zone slightly wrong near a change (it reads the UTC time as a local
  // one), so the rules are checked the way calendar apps use them: a zone's wall time to an instant.
  // Every hour of the weekends of the months clocks change in (US, EU and Sydney all change on a
  // Sunday), and noon UTC on every other day, 2026 to 2029.
  const changeMonths = new Set([2, 3, 9, 10]);
  const checked = (instant: Date) => (changeMonths.has(instant.getUTCMonth()) && [6, 0, 1].includes(instant.getUTCDay())) || instant.getUTCHours() === 12;

  it("agree with the tz database for every listed zone, hour by hour around each change, 2026 to 2029", { timeout: 30_000 }, () => {
    const ics = buildCalendar({
      name: "zones",
      events: deadlineTimeZones.map((zone) => event(zone.id, { date: "2027-01-05", time: "12:00", timeZone: zone.id })),
      now,
    });
    const { calendar } = parse(ics);
    for (const zone of deadlineTimeZones) {
      const component = calendar.getAllSubcomponents("vtimezone").find((tz) => tz.getFirstPropertyValue("tzid") === zone.id);
      expect(component, zone.id).toBeDefined();
      const timezone = new ICAL.Timezone(component!);
      const mismatches: string[] = [];
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2030, 0, 1); t += 3_600_000) {
        if (!checked(new Date(t))) continue;
        const wallTime = wallTimeAt(new Date(t), zone.id);
        const [year, month, day] = wallTime.date.split("-").map(Number);
        const [hour, minute] = wallTime.time.split(":").map(Number);
        const read = ICAL.Time.fromData({ year, month, day, hour, minute, second: 0 }, timezone).toJSDate().getTime();
        // A repeated hour has two right answers; those never reach a calendar as a TZID time.
        if (read !== t && wallTimeReadings(wallTime, zone.id).length === 1)
          mismatches.push(`${wallTime.date}T${wallTime.time}: ${new Date(read).toISOString()} vs ${new Date(t).toISOString()}`);
      }
      expect(mismatches.slice(0, 3), zone.id).toEqual([]);
    }
  });
});
