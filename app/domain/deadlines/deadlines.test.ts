import { describe, expect, it } from "vitest";
import {
  ASSUMED_TIME_ZONE,
  type Deadline,
  daysLeft,
  deadlineInstant,
  deadlineTimeZones,
  formatDeadline,
  formatDeadlineAtSchool,
  formatDeadlineForSchool,
  formatDeadlineForViewer,
  schoolTimeZone,
  timeLeftText,
  validateEnteredDeadline,
  zoneFromCatalogue,
} from "./deadlines";
import { isKnownTimeZone } from "./zoned-time";

const hbsR2: Deadline = { date: "2027-01-05", time: "12:00", timeZone: "America/New_York" };
const columbiaR2: Deadline = { date: "2027-01-05", time: null, timeZone: null };
const iso = (deadline: Deadline) => deadlineInstant(deadline).toISOString();

describe("the instant a deadline falls on", () => {
  it("reads a stated time in the stated zone, on either side of a DST change", () => {
    expect(iso(hbsR2)).toBe("2027-01-05T17:00:00.000Z");
    expect(iso({ date: "2027-03-15", time: "12:00", timeZone: "America/New_York" })).toBe("2027-03-15T16:00:00.000Z");
    expect(iso({ date: "2027-03-29", time: "17:00", timeZone: "Europe/London" })).toBe("2027-03-29T16:00:00.000Z");
    expect(iso({ date: "2027-03-26", time: "17:00", timeZone: "Europe/London" })).toBe("2027-03-26T17:00:00.000Z");
  });

  it("reads a deadline with no time as 23:59 that day in the stated zone", () => {
    expect(iso({ date: "2027-01-05", time: null, timeZone: "America/Los_Angeles" })).toBe("2027-01-06T07:59:00.000Z");
    expect(iso({ date: "2026-11-01", time: null, timeZone: "America/New_York" })).toBe("2026-11-02T04:59:00.000Z");
  });

  it("reads a deadline with no zone in New York time, EST or EDT as the date falls", () => {
    expect(iso(columbiaR2)).toBe("2027-01-06T04:59:00.000Z");
    expect(iso({ date: "2027-03-29", time: null, timeZone: null })).toBe("2027-03-30T03:59:00.000Z");
    expect(iso({ date: "2026-09-09", time: "12:00", timeZone: null })).toBe("2026-09-09T16:00:00.000Z");
  });
});

describe("days left, on the viewer's calendar", () => {
  const columbia = deadlineInstant(columbiaR2); // 11:59 PM EST Jan 5 = 10:29 AM IST Jan 6
  const noonUtcJan5 = new Date("2027-01-05T12:00:00Z");

  it("counts the deadline's day as the viewer's clock shows it", () => {
    expect(daysLeft(columbia, noonUtcJan5, "America/New_York")).toBe(0);
    expect(daysLeft(columbia, noonUtcJan5, "America/Los_Angeles")).toBe(0);
    expect(daysLeft(columbia, noonUtcJan5, "Europe/London")).toBe(1);
    expect(daysLeft(columbia, noonUtcJan5, "Asia/Kolkata")).toBe(1);
  });

  it("turns over at the viewer's midnight, not the school's", () => {
    const hbs = deadlineInstant(hbsR2); // 10:30 PM IST Jan 5
    expect(daysLeft(hbs, new Date("2027-01-04T18:29:00Z"), "Asia/Kolkata")).toBe(1); // 11:59 PM IST Jan 4
    expect(daysLeft(hbs, new Date("2027-01-04T18:30:00Z"), "Asia/Kolkata")).toBe(0); // midnight IST Jan 5
    expect(daysLeft(hbs, new Date("2027-01-05T07:59:00Z"), "America/Los_Angeles")).toBe(1); // 11:59 PM PST Jan 4
    expect(daysLeft(hbs, new Date("2027-01-05T08:00:00Z"), "America/Los_Angeles")).toBe(0);
  });

  it("is negative once the day has gone by", () => {
    expect(daysLeft(deadlineInstant(hbsR2), new Date("2027-01-07T12:00:00Z"), "America/New_York")).toBe(-2);
  });

  it("counts whole days across the US and EU changes", () => {
    const mondayNoon = deadlineInstant({ date: "2027-03-15", time: "12:00", timeZone: "America/New_York" });
    expect(daysLeft(mondayNoon, new Date("2027-03-13T17:00:00Z"), "America/New_York")).toBe(2);
    expect(daysLeft(mondayNoon, new Date("2027-03-13T23:30:00Z"), "Europe/London")).toBe(2);
    // Between the US and EU changes New York is 4 hours behind London: 11:59 PM EDT is 3:59 AM the next day there.
    const endOfMarch20 = deadlineInstant({ date: "2027-03-20", time: null, timeZone: "America/New_York" });
    expect(daysLeft(endOfMarch20, new Date("2027-03-20T10:00:00Z"), "Europe/London")).toBe(1);
    expect(daysLeft(endOfMarch20, new Date("2027-03-20T10:00:00Z"), "America/New_York")).toBe(0);
    const autumn = deadlineInstant({ date: "2026-11-02", time: "12:00", timeZone: "America/New_York" });
    expect(daysLeft(autumn, new Date("2026-10-24T12:00:00Z"), "Europe/Paris")).toBe(9);
  });

  it("says how long is left in words", () => {
    const hbs = deadlineInstant(hbsR2);
    expect(timeLeftText(hbs, new Date("2026-12-27T12:00:00Z"), "America/New_York")).toBe("9 days left");
    expect(timeLeftText(hbs, new Date("2027-01-04T12:00:00Z"), "America/New_York")).toBe("1 day left");
    expect(timeLeftText(hbs, new Date("2027-01-05T16:59:00Z"), "America/New_York")).toBe("due today");
    expect(timeLeftText(hbs, new Date("2027-01-05T17:00:00Z"), "America/New_York")).toBe("passed");
  });
});

describe("a deadline on the page", () => {
  it("shows the instant on the viewer's clock", () => {
    const hbs = deadlineInstant(hbsR2);
    expect(formatDeadline(hbs, "America/New_York")).toBe("Tue, Jan 5, 2027, 12:00 PM EST");
    expect(formatDeadline(hbs, "America/Los_Angeles")).toBe("Tue, Jan 5, 2027, 9:00 AM PST");
    expect(formatDeadline(hbs, "Europe/London")).toBe("Tue, Jan 5, 2027, 5:00 PM GMT");
    expect(formatDeadline(hbs, "Asia/Kolkata")).toBe("Tue, Jan 5, 2027, 10:30 PM GMT+5:30");
    expect(formatDeadline(deadlineInstant(columbiaR2), "Asia/Kolkata")).toBe("Wed, Jan 6, 2027, 10:29 AM GMT+5:30");
    const spring = deadlineInstant({ date: "2027-03-15", time: "12:00", timeZone: "America/New_York" });
    expect(formatDeadline(spring, "America/New_York")).toBe("Mon, Mar 15, 2027, 12:00 PM EDT");
    expect(formatDeadline(spring, "Europe/London")).toBe("Mon, Mar 15, 2027, 4:00 PM GMT");
  });

  it("shows the school's own statement for hover and focus, saying what was assumed", () => {
    expect(formatDeadlineAtSchool(hbsR2)).toBe("Jan 5, 2027, 12:00 PM ET at the school");
    expect(formatDeadlineAtSchool({ date: "2027-01-05", time: "00:30", timeZone: "Europe/London" })).toBe("Jan 5, 2027, 12:30 AM London time at the school");
    expect(formatDeadlineAtSchool({ date: "2027-01-05", time: null, timeZone: "America/Chicago" })).toBe(
      "Jan 5, 2027, end of day CT at the school (no time given)",
    );
    expect(formatDeadlineAtSchool({ date: "2027-01-05", time: "17:00", timeZone: null })).toBe(
      "Jan 5, 2027, 5:00 PM at the school (no zone given; ET assumed)",
    );
    expect(formatDeadlineAtSchool({ date: "2027-01-05", time: "17:00", timeZone: "America/Detroit" })).toBe("Jan 5, 2027, 5:00 PM ET at the school");
    expect(formatDeadlineAtSchool(columbiaR2)).toBe("Jan 5, 2027 at the school (no time or zone given; end of day ET assumed)");
  });
});

describe("a deadline on the card: the school's zone first, the viewer's second", () => {
  it("names what was assumed on the line itself", () => {
    expect(formatDeadlineForSchool(columbiaR2)).toBe("Jan 5, 2027, end of day ET (time not published; assumed)");
    expect(formatDeadlineForSchool(hbsR2)).toBe("Jan 5, 2027, 12:00 PM ET");
    expect(formatDeadlineForSchool({ date: "2027-01-05", time: "17:00", timeZone: null })).toBe("Jan 5, 2027, 5:00 PM ET (time zone not published; assumed)");
    expect(formatDeadlineForSchool({ date: "2027-01-07", time: null, timeZone: "America/New_York" }, "entered")).toBe(
      "Jan 7, 2027, end of day ET (no time entered; assumed)",
    );
  });

  it("adds the viewer's clock only where it reads differently, so the two never disagree about whose it is", () => {
    expect(formatDeadlineForViewer(columbiaR2, "UTC")).toBe("Wed, Jan 6, 2027, 4:59 AM UTC");
    expect(formatDeadlineForViewer(columbiaR2, "America/New_York")).toBeNull();
    expect(formatDeadlineForViewer(columbiaR2, "America/Detroit")).toBeNull();
    expect(formatDeadlineForViewer(hbsR2, "America/Los_Angeles")).toBe("Tue, Jan 5, 2027, 9:00 AM PST");
  });

  it("reads a school in the zone its rounds state, else the assumed one", () => {
    expect(schoolTimeZone([{ timeZone: null }, { timeZone: "America/Los_Angeles" }])).toBe("America/Los_Angeles");
    expect(schoolTimeZone([{ timeZone: null }])).toBe(ASSUMED_TIME_ZONE);
    expect(schoolTimeZone([])).toBe(ASSUMED_TIME_ZONE);
  });
});

describe("zones", () => {
  it("offers only zones Intl knows, each once", () => {
    const ids = deadlineTimeZones.map((zone) => zone.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isKnownTimeZone(id)).toBe(true);
  });

  it("maps the facts files' zone names to IANA names", () => {
    expect(zoneFromCatalogue("ET")).toBe("America/New_York");
    expect(zoneFromCatalogue(" pt ")).toBe("America/Los_Angeles");
    expect(zoneFromCatalogue("America/Detroit")).toBe("America/Detroit");
    expect(zoneFromCatalogue(null)).toBeNull();
    expect(zoneFromCatalogue("")).toBeNull();
    expect(zoneFromCatalogue("Eastern-ish")).toBeNull();
  });
});

describe("a deadline an applicant enters", () => {
  it("accepts a date with or without a time, in a listed zone", () => {
    expect(validateEnteredDeadline({ date: "2027-01-05", time: "12:00", timeZone: "America/New_York" })).toEqual({ ok: true, deadline: hbsR2 });
    expect(validateEnteredDeadline({ date: " 2027-01-05 ", time: "", timeZone: "Europe/London" })).toEqual({
      ok: true,
      deadline: { date: "2027-01-05", time: null, timeZone: "Europe/London" },
    });
    expect(validateEnteredDeadline({ date: "2028-02-29", time: "23:59", timeZone: "UTC" }).ok).toBe(true);
  });

  it("refuses dates that are not real days of this century", () => {
    for (const date of ["", "2027-02-29", "2027-13-01", "Jan 5, 2027", "2027-1-5", "0027-01-05", "2100-01-01"]) {
      const result = validateEnteredDeadline({ date, time: null, timeZone: "America/New_York" });
      expect(result.ok ? null : Object.keys(result.errors)).toEqual(["date"]);
    }
  });

  it("refuses times that are not HH:MM on a 24-hour clock", () => {
    for (const time of ["24:00", "12:60", "9:00", "12:00 PM", "noon"]) {
      const result = validateEnteredDeadline({ date: "2027-01-05", time, timeZone: "America/New_York" });
      expect(result.ok ? null : Object.keys(result.errors)).toEqual(["time"]);
    }
  });

  it("requires a zone from the list", () => {
    for (const timeZone of [null, "", "EST", "America/Detroit", "Mars/Olympus_Mons"]) {
      const result = validateEnteredDeadline({ date: "2027-01-05", time: null, timeZone });
      expect(result.ok ? null : Object.keys(result.errors)).toEqual(["timeZone"]);
    }
  });

  it("reports every field at once", () => {
    expect(validateEnteredDeadline({})).toEqual({
      ok: false,
      errors: { date: "Enter the deadline's date.", timeZone: "Pick the time zone the school gives." },
    });
  });
});
