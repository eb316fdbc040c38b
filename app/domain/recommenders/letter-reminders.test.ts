import { describe, expect, it } from "vitest";
import { letterReminderDue, nudgeDue } from "./letter-reminders";

const DAY = 86_400_000;
const deadline = new Date("2027-01-05T17:00:00Z");
const before = (days: number) => new Date(deadline.getTime() - days * DAY);

describe("letter reminders", () => {
  it("are due 14, 7 and 2 days before, the nearest threshold only", () => {
    expect(letterReminderDue(deadline, before(15))).toBeNull();
    expect(letterReminderDue(deadline, before(14))).toBe(14);
    expect(letterReminderDue(deadline, before(8))).toBe(14);
    expect(letterReminderDue(deadline, before(7))).toBe(7);
    expect(letterReminderDue(deadline, before(1))).toBe(2);
    expect(letterReminderDue(deadline, before(-1))).toBeNull();
  });
  it("nudge a recommender only about a letter asked or agreed and due within 14 days", () => {
    expect(nudgeDue("asked", deadline, before(10))).toBe(true);
    expect(nudgeDue("agreed", deadline, before(15))).toBe(false);
    expect(nudgeDue("not_asked", deadline, before(3))).toBe(false);
    expect(nudgeDue("submitted", deadline, before(3))).toBe(false);
  });
});
