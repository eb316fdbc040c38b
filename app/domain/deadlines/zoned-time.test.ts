import { describe, expect, it } from "vitest";
import { daysBetweenDates, instantOfWallTime, isKnownTimeZone, utcOffsetMinutes, wallTimeAt, wallTimeReadings } from "./zoned-time";

const at = (date: string, time: string, zone: string) => instantOfWallTime({ date, time }, zone).toISOString();

describe("wall-clock time in a zone and the instant it falls on", () => {
  it("reads plain winter and summer times with the offset of the day", () => {
    expect(at("2027-01-05", "12:00", "America/New_York")).toBe("2027-01-05T17:00:00.000Z");
    expect(at("2027-07-05", "12:00", "America/New_York")).toBe("2027-07-05T16:00:00.000Z");
    expect(at("2027-01-05", "12:00", "Asia/Kolkata")).toBe("2027-01-05T06:30:00.000Z");
    expect(at("2027-01-05", "12:00", "UTC")).toBe("2027-01-05T12:00:00.000Z");
  });

  it("follows the US spring change (2027-03-14) and reads the skipped hour with the offset before it", () => {
    expect(at("2027-03-14", "01:59", "America/New_York")).toBe("2027-03-14T06:59:00.000Z");
    expect(at("2027-03-14", "02:30", "America/New_York")).toBe("2027-03-14T07:30:00.000Z"); // = 03:30 EDT
    expect(at("2027-03-14", "03:00", "America/New_York")).toBe("2027-03-14T07:00:00.000Z");
    expect(at("2027-03-14", "12:00", "America/New_York")).toBe("2027-03-14T16:00:00.000Z");
    expect(at("2027-03-14", "23:59", "America/Los_Angeles")).toBe("2027-03-15T06:59:00.000Z");
  });

  it("follows the US autumn change (2026-11-01) and reads the repeated hour as its first occurrence", () => {
    expect(at("2026-11-01", "00:59", "America/New_York")).toBe("2026-11-01T04:59:00.000Z");
    expect(at("2026-11-01", "01:30", "America/New_York")).toBe("2026-11-01T05:30:00.000Z"); // EDT, not EST
    expect(at("2026-11-01", "02:00", "America/New_York")).toBe("2026-11-01T07:00:00.000Z");
    expect(at("2026-11-01", "23:59", "America/New_York")).toBe("2026-11-02T04:59:00.000Z");
  });

  it("follows the EU changes (2027-03-28 and 2026-10-25) in London and Paris", () => {
    expect(at("2027-03-28", "00:30", "Europe/London")).toBe("2027-03-28T00:30:00.000Z");
    expect(at("2027-03-28", "01:30", "Europe/London")).toBe("2027-03-28T01:30:00.000Z"); // skipped: 02:30 BST
    expect(at("2027-03-28", "12:00", "Europe/London")).toBe("2027-03-28T11:00:00.000Z");
    expect(at("2027-03-28", "02:30", "Europe/Paris")).toBe("2027-03-28T01:30:00.000Z"); // skipped: 03:30 CEST
    expect(at("2027-03-28", "12:00", "Europe/Paris")).toBe("2027-03-28T10:00:00.000Z");
    expect(at("2026-10-25", "01:30", "Europe/London")).toBe("2026-10-25T00:30:00.000Z"); // BST, the first 01:30
    expect(at("2026-10-25", "02:30", "Europe/Paris")).toBe("2026-10-25T00:30:00.000Z"); // CEST, the first 02:30
    expect(at("2026-10-25", "12:00", "Europe/Paris")).toBe("2026-10-25T11:00:00.000Z");
  });

  it("follows the southern-hemisphere changes in Sydney", () => {
    expect(at("2026-10-04", "02:30", "Australia/Sydney")).toBe("2026-10-03T16:30:00.000Z"); // skipped: 03:30 AEDT
    expect(at("2027-04-04", "02:30", "Australia/Sydney")).toBe("2027-04-03T15:30:00.000Z"); // AEDT, the first 02:30
    expect(at("2027-01-05", "12:00", "Australia/Sydney")).toBe("2027-01-05T01:00:00.000Z");
  });

  it("gives back the wall time it was given, on every quarter hour of a changeover day", () => {
    for (const [date, zone] of [
      ["2027-03-14", "America/Chicago"],
      ["2026-11-01", "America/Los_Angeles"],
      ["2027-03-28", "Europe/Madrid"],
    ] as const) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        const instant = instantOfWallTime({ date, time }, zone);
        const skipped = utcOffsetMinutes(new Date(instant.getTime() - 3_600_000), zone) !== utcOffsetMinutes(instant, zone);
        if (!skipped) expect(wallTimeAt(instant, zone)).toEqual({ date, time });
      }
    }
  });

  it("lists every reading of a wall time: one, two in a repeated hour, none in a skipped one", () => {
    const readings = (date: string, time: string, zone: string) => wallTimeReadings({ date, time }, zone).map((instant) => instant.toISOString());
    expect(readings("2027-01-05", "12:00", "America/New_York")).toEqual(["2027-01-05T17:00:00.000Z"]);
    expect(readings("2026-11-01", "01:30", "America/New_York")).toEqual(["2026-11-01T05:30:00.000Z", "2026-11-01T06:30:00.000Z"]);
    expect(readings("2027-03-14", "02:30", "America/New_York")).toEqual([]);
    expect(readings("2027-03-28", "01:30", "Europe/London")).toEqual([]);
    expect(readings("2027-01-05", "12:00", "Asia/Kolkata")).toHaveLength(1);
  });

  it("knows offsets and zones", () => {
    expect(utcOffsetMinutes(new Date("2027-01-05T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(utcOffsetMinutes(new Date("2027-07-05T12:00:00Z"), "America/New_York")).toBe(-240);
    expect(utcOffsetMinutes(new Date("2027-01-05T12:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(isKnownTimeZone("Europe/Zurich")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false);
  });

  it("counts calendar days between dates, across month, year and DST", () => {
    expect(daysBetweenDates("2027-01-05", "2027-01-05")).toBe(0);
    expect(daysBetweenDates("2026-12-30", "2027-01-02")).toBe(3);
    expect(daysBetweenDates("2027-03-13", "2027-03-15")).toBe(2);
    expect(daysBetweenDates("2027-01-07", "2027-01-05")).toBe(-2);
  });
});
