import { describe, expect, it } from "vitest";
import {
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
  zoneFromCatalogue,
} from "./deadlines";
import { validateEnteredDeadline } from "./entered-deadline";
import { isKnownTimeZone } from "./zoned-time";

const hbsR2: Deadline = { date: "2027-01-05", time: "12:00", timeZone: "America/New_York" };
const columbiaR2: Deadline = { date: "2027-01-05", time: null, timeZone: null };
const endOfJan5 = () => deadlineInstant({ date: "2027-01-05", time: "23:59", timeZone: "America/New_York" });
const iso = (deadline: Deadline) => deadlineInstant(deadline).toISOString();

describe("the instant a deadline falls on", () => {
  it("reads a stated time in the stated zone, on either side of a DST change", () => {
    expect(iso(hbsR2)).toBe("2027-01-05T17:00:00.000Z");
    expect(iso({ date: "2027-03-15", time: "12:00", timeZone: "America/New_York" })).toBe("2027-03-15T16:00:00.000Z");
    expect(iso({ date: "2027-03-29", time: "17:00", timeZone: "Europe/London" })).toBe("2027-03-29T16:00:00.000Z");
    expect(iso({ date: "2027-03-26", time: "17:00", timeZone: "Europe/London" })).toBe("2027-03-26T17:00:00.000Z");
  });

  it("reads a deadline with no time as noon that day in its zone, the earliest common cut-off, never end of day", () => {
    expect(iso({ date: "2027-01-05", time: null, timeZone: "America/Los_Angeles" })).toBe("2027-01-05T20:00:00.000Z");
    expect(iso({ date: "2026-11-01", time: null, timeZone: "America/New_York" })).toBe("2026-11-01T17:00:00.000Z");
    expect(iso({ date: "2027-01-05", time: null, timeZone: "Europe/Paris" })).toBe("2027-01-05T11:00:00.000Z");
  });

  it("reads a deadline with no zone at all (a school Scout has no place for) in New York time, EST or EDT as the date falls", () => {
    expect(iso(columbiaR2)).toBe("2027-01-05T17:00:00.000Z");
    expect(iso({ date: "2027-03-29", time: null, timeZone: null })).toBe("2027-03-29T16:00:00.000Z");
    expect(iso({ date: "2026-09-09", time: "12:00", timeZone: null })).toBe("2026-09-09T16:00:00.000Z");
  });
});

describe("days left, on the viewer's calendar", () => {
  const endOfDay = endOfJan5(); // 11:59 PM EST Jan 5 = 10:29 AM IST Jan 6
  const noonUtcJan5 = new Date("2027-01-05T12:00:00Z");

  it("counts the deadline's day as the viewer's clock shows it", () => {
    expect(daysLeft(endOfDay, noonUtcJan5, "America/New_York")).toBe(0);
    expect(daysLeft(endOfDay, noonUtcJan5, "America/Los_Angeles")).toBe(0);
    expect(daysLeft(endOfDay, noonUtcJan5, "Europe/London")).toBe(1);
    expect(daysLeft(endOfDay, noonUtcJan5, "Asia/Kolkata")).toBe(1);
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
    const endOfMarch20 = deadlineInstant({ date: "2027-03-20", time: "23:59", timeZone: "America/New_York" });
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
    expect(formatDeadline(endOfJan5(), "Asia/Kolkata")).toBe("Wed, Jan 6, 2027, 10:29 AM GMT+5:30");
    const spring = deadlineInstant({ date: "2027-03-15", time: "12:00", timeZone: "America/New_York" });
    expect(formatDeadline(spring, "America/New_York")).toBe("Mon, Mar 15, 2027, 12:00 PM EDT");
    expect(formatDeadline(spring, "Europe/London")).toBe("Mon, Mar 15, 2027, 4:00 PM GMT");
  });

  it("shows the school's own statement for e-mails and the calendar, saying what was assumed", () => {
    expect(formatDeadlineAtSchool(hbsR2)).toBe("Jan 5, 2027, 12:00 PM ET at the school");
    expect(formatDeadlineAtSchool({ date: "2027-01-05", time: "00:30", timeZone: "Europe/London" })).toBe("Jan 5, 2027, 12:30 AM London time at the school");
    expect(formatDeadlineAtSchool({ date: "2027-01-05", time: null, timeZone: "America/Chicago" })).toBe("Jan 5, 2027 at the school (time assumed: noon, CT)");
    expect(formatDeadlineAtSchool({ date: "2027-01-05", time: "17:00", timeZone: "Europe/Paris", zoneAssumed: true })).toBe(
      "Jan 5, 2027, 5:00 PM Paris time at the school (time zone assumed from where the school is)",
    );
    expect(formatDeadlineAtSchool({ date: "2027-01-05", time: "17:00", timeZone: null })).toBe(
      "Jan 5, 2027, 5:00 PM ET at the school (time zone assumed: ET; Scout has no zone for the school)",
    );
    expect(formatDeadlineAtSchool({ date: "2027-01-05", time: "17:00", timeZone: "America/Detroit" })).toBe("Jan 5, 2027, 5:00 PM ET at the school");
    expect(formatDeadlineAtSchool(columbiaR2)).toBe("Jan 5, 2027 at the school (time assumed: noon, ET; Scout has no zone for the school)");
  });
});

describe("a deadline on the card: the school's zone first, the viewer's second", () => {
  it("names what Scout assumed on the line itself, never that the school did not publish it", () => {
    expect(formatDeadlineForSchool({ date: "2027-01-05", time: null, timeZone: "America/New_York", zoneAssumed: true })).toBe(
      "Jan 5, 2027 (time assumed: noon, ET)",
    );
    expect(formatDeadlineForSchool(hbsR2)).toBe("Jan 5, 2027, 12:00 PM ET");
    expect(formatDeadlineForSchool({ date: "2027-01-07", time: null, timeZone: "America/Los_Angeles" })).toBe("Jan 7, 2027 (time assumed: noon, PT)");
    expect(formatDeadlineForSchool({ date: "2027-01-05", time: "17:00", timeZone: "Europe/London", zoneAssumed: true })).toBe(
      "Jan 5, 2027, 5:00 PM London time (time zone assumed from where the school is)",
    );
    for (const deadline of [columbiaR2, { date: "2027-01-05", time: "17:00", timeZone: null }]) {
      expect(formatDeadlineForSchool(deadline)).not.toMatch(/publish/i);
    }
  });

  it("adds the viewer's clock only where it reads differently, so the two never disagree about whose it is", () => {
    const noonEastern: Deadline = { date: "2027-01-05", time: null, timeZone: "America/New_York" };
    expect(formatDeadlineForViewer(noonEastern, "UTC")).toBe("Tue, Jan 5, 2027, 5:00 PM UTC");
    expect(formatDeadlineForViewer(noonEastern, "America/New_York")).toBeNull();
    expect(formatDeadlineForViewer(noonEastern, "America/Detroit")).toBeNull();
    expect(formatDeadlineForViewer(hbsR2, "America/Los_Angeles")).toBe("Tue, Jan 5, 2027, 9:00 AM PST");
  });

  it("reads a school in the zone of where it is, else the zone its rounds state, else none (never New York by default)", () => {
    expect(schoolTimeZone("Europe/Paris", [{ timeZone: null }])).toBe("Europe/Paris");
    expect(schoolTimeZone(null, [{ timeZone: null }, { timeZone: "America/Los_Angeles" }])).toBe("America/Los_Angeles");
    expect(schoolTimeZone(null, [{ timeZone: null }])).toBeNull();
    expect(schoolTimeZone(undefined, [])).toBeNull();
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
