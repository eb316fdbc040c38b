import { describe, expect, it } from "vitest";
import {
  daysUntil,
  deadlineReminderDue,
  decisionDayDue,
  followUpDue,
  followUpOn,
  followUpSentWindow,
  interviewReminderDue,
  waitlistReminderDue,
} from "./season-reminders";

const HOUR = 3_600_000;
const slot = new Date("2026-12-10T09:00:00Z");
const before = (hours: number) => new Date(slot.getTime() - hours * HOUR);

describe("interview reminders", () => {
  it("is due two days before within its window, and two hours before within its own", () => {
    expect(interviewReminderDue(slot, before(49))).toBe("two_days");
    expect(interviewReminderDue(slot, before(47))).toBe("two_days");
    expect(interviewReminderDue(slot, before(46))).toBeNull();
    expect(interviewReminderDue(slot, before(30))).toBeNull();
    expect(interviewReminderDue(slot, before(3))).toBe("two_hours");
    expect(interviewReminderDue(slot, before(2))).toBe("two_hours");
    expect(interviewReminderDue(slot, before(1.5))).toBe("two_hours");
  });

  it("is never due for a slot within the hour, passed, or more than 49 hours away", () => {
    expect(interviewReminderDue(slot, before(1))).toBeNull();
    expect(interviewReminderDue(slot, before(0))).toBeNull();
    expect(interviewReminderDue(slot, before(-5))).toBeNull();
    expect(interviewReminderDue(slot, before(50))).toBeNull();
  });

  it("has at least one hourly run in each window", () => {
    for (const minute of [0, 1, 17, 30, 59]) {
      const at = new Date(Date.UTC(2026, 11, 10, 9, minute));
      const runs = Array.from({ length: 96 }, (_, hour) => new Date(Date.UTC(2026, 11, 7, hour)));
      const leads = runs.map((run) => interviewReminderDue(at, run)).filter(Boolean);
      expect(leads).toContain("two_days");
      expect(leads).toContain("two_hours");
    }
  });
});

describe("deadline reminders", () => {
  const now = new Date("2027-04-01T15:00:00Z");
  it("counts whole days on UTC's calendar", () => {
    expect(daysUntil("2027-04-01", now)).toBe(0);
    expect(daysUntil("2027-04-08", now)).toBe(7);
    expect(daysUntil("2027-03-31", now)).toBe(-1);
  });
  it("is due a week before, then the day before, and never after the day", () => {
    expect(deadlineReminderDue("2027-04-09", now)).toBeNull();
    expect(deadlineReminderDue("2027-04-08", now)).toBe("week");
    expect(deadlineReminderDue("2027-04-03", now)).toBe("week");
    expect(deadlineReminderDue("2027-04-02", now)).toBe("day");
    expect(deadlineReminderDue("2027-04-01", now)).toBe("day");
    expect(deadlineReminderDue("2027-03-31", now)).toBeNull();
  });
});

describe("decision day", () => {
  it("is due from half a day before the day starts until the day after, never for an older day", () => {
    expect(decisionDayDue("2026-12-10", new Date("2026-12-09T11:00:00Z"))).toBe(false);
    expect(decisionDayDue("2026-12-10", new Date("2026-12-09T12:00:00Z"))).toBe(true);
    expect(decisionDayDue("2026-12-10", new Date("2026-12-11T23:00:00Z"))).toBe(true);
    expect(decisionDayDue("2026-12-10", new Date("2026-12-12T00:00:00Z"))).toBe(false);
  });
});

describe("the negotiation follow-up", () => {
  const at = new Date("2026-12-10T15:00:00Z");
  it("is due from a week after the day sent until two weeks after, on UTC's calendar", () => {
    expect(followUpOn("2026-12-03")).toBe("2026-12-10");
    expect(followUpDue("2026-12-04", at)).toBe(false);
    expect(followUpDue("2026-12-03", at)).toBe(true);
    expect(followUpDue("2026-11-26", at)).toBe(true);
    expect(followUpDue("2026-11-25", at)).toBe(false);
    expect(followUpSentWindow(at)).toEqual(["2026-11-26", "2026-12-03"]);
  });
});

describe("waitlist reminders", () => {
  const at = (day: string, hour = 0) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
  it("are due from each cadence's day after the waitlist until a day later", () => {
    expect(waitlistReminderDue("2027-01-04", 14, at("2027-01-18"))).toEqual(at("2027-01-18"));
    expect(waitlistReminderDue("2027-01-04", 14, at("2027-01-18", 23))).toEqual(at("2027-01-18"));
    expect(waitlistReminderDue("2027-01-04", 14, at("2027-01-19"))).toBeNull();
    expect(waitlistReminderDue("2027-01-04", 14, at("2027-02-01", 5))).toEqual(at("2027-02-01"));
  });

  it("are never due on the waitlist's own day, before the first cadence, after six months, or without a cadence", () => {
    expect(waitlistReminderDue("2027-01-04", 14, at("2027-01-04", 12))).toBeNull();
    expect(waitlistReminderDue("2027-01-04", 14, at("2027-01-17", 23))).toBeNull();
    expect(waitlistReminderDue("2027-01-04", 30, at("2027-07-03"))).toEqual(at("2027-07-03"));
    expect(waitlistReminderDue("2027-01-04", 30, at("2027-08-02"))).toBeNull();
    expect(waitlistReminderDue("2027-01-04", 0, at("2027-01-18"))).toBeNull();
  });
});
