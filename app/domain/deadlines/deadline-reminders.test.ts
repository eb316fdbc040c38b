import { describe, expect, it } from "vitest";
import { closesWhen, deadlineReminderText, dueReminderFor, reminderDue, stillDue } from "./deadline-reminders";
import { deadlineInstant } from "./deadlines";
import { planView } from "../schools/school-plan";

const DAY = 86_400_000;
const HOUR = 3_600_000;
// Booth R2, read as 5:00 PM CT on Thu Jan 7, 2027.
const deadline = { date: "2027-01-07", time: "17:00", timeZone: "America/Chicago" };
const instant = deadlineInstant(deadline);
const before = (ms: number) => new Date(instant.getTime() - ms);

const booth = { name: "Booth", cycle: "2026-2027", deadlines: [{ round: "R2", date: deadline.date, time: deadline.time, timeZone: deadline.timeZone }] };
const plan = (round: string | null, entered: { date: string; time: string; timeZone: string } | null = null) =>
  planView("Booth", booth, {
    cycle: "2026-2027",
    round,
    enteredDate: entered?.date ?? null,
    enteredTime: entered?.time ?? null,
    enteredTimeZone: entered?.timeZone ?? null,
  });

describe("the reminder due", () => {
  it("is the 14-, 3- or 1-day reminder once the deadline is that close, up to the threshold itself", () => {
    expect(reminderDue(instant, before(14 * DAY))).toBe(14);
    expect(reminderDue(instant, before(10 * DAY))).toBe(14);
    expect(reminderDue(instant, before(3 * DAY))).toBe(3);
    expect(reminderDue(instant, before(3 * DAY - HOUR))).toBe(3);
    expect(reminderDue(instant, before(DAY))).toBe(1);
    expect(reminderDue(instant, before(60_000))).toBe(1);
  });

  it("is none further than 14 days away, and none from the deadline on", () => {
    expect(reminderDue(instant, before(14 * DAY + 1))).toBeNull();
    expect(reminderDue(instant, before(40 * DAY))).toBeNull();
    expect(reminderDue(instant, instant)).toBeNull();
    expect(reminderDue(instant, before(-HOUR))).toBeNull();
  });

  it("is only the smallest that applies: a round picked 2 days before gets the 3-day mail, not three at once", () => {
    expect(reminderDue(instant, before(2 * DAY))).toBe(3);
    expect(reminderDue(instant, before(3 * DAY + 1))).toBe(14);
    expect(reminderDue(instant, before(DAY + 1))).toBe(3);
  });

  it("comes from the deadline the applicant plans by: their entered date over the school's, none without a round", () => {
    expect(dueReminderFor(plan("R2"), before(2 * DAY))).toEqual({ round: "R2", deadlineAt: instant, daysBefore: 3 });
    expect(dueReminderFor(plan(null), before(2 * DAY))).toBeNull();
    const entered = { date: "2027-01-08", time: "12:00", timeZone: "America/New_York" };
    const due = dueReminderFor(plan("R2", entered), before(2 * DAY));
    expect(due?.deadlineAt).toEqual(deadlineInstant(entered));
  });

  it("stands at send time only while round, deadline and threshold are the same", () => {
    const claim = dueReminderFor(plan("R2"), before(10 * DAY))!;
    expect(stillDue(claim, plan("R2"), before(9 * DAY))).toBe(true);
    // The 14-day mail that waited in the queue until the 3-day one is due is not sent.
    expect(stillDue(claim, plan("R2"), before(2 * DAY))).toBe(false);
    expect(stillDue(claim, plan(null), before(9 * DAY))).toBe(false);
    expect(stillDue(claim, plan("R2", { date: "2027-01-09", time: "12:00", timeZone: "America/New_York" }), before(9 * DAY))).toBe(false);
    expect(stillDue(claim, undefined, before(9 * DAY))).toBe(false);
  });
});

describe("the reminder e-mail", () => {
  const links = {
    deadlines: "https://scout.example/app/deadlines",
    account: "https://scout.example/account",
    unsubscribe: "https://scout.example/email/unsubscribe?u=user_1&t=token",
  };

  it("names the school, round and time left, the deadline at the school, what is at risk and both links", () => {
    const mail = deadlineReminderText({
      school: "Booth",
      round: "R2",
      deadline,
      source: "school",
      now: before(3 * DAY - HOUR),
      risk: { level: "at-risk", reasons: ["2 required essays not final with 3 days left", "Essay 1 is not started with 3 days left"] },
      links,
    });
    expect(mail.subject).toBe("Booth R2 closes in 3 days");
    expect(mail.text).toBe(
      [
        "Your Booth R2 deadline is in 3 days: Jan 7, 2027, 5:00 PM CT at the school.",
        "",
        "Your application for Booth: At risk",
        "- 2 required essays not final with 3 days left",
        "- Essay 1 is not started with 3 days left",
        "",
        "See all your deadlines and what is at risk:",
        links.deadlines,
        "",
        "Scout e-mails you 14, 3 and 1 days before each deadline you plan by.",
        "To stop these reminders (no sign-in needed):",
        links.unsubscribe,
        `You can turn them back on in your account: ${links.account}`,
      ].join("\n"),
    );
  });

  it("says when the date is the one the applicant entered, and counts days on the school's calendar", () => {
    const entered = { date: "2027-01-08", time: null, timeZone: "Europe/London" };
    const mail = deadlineReminderText({
      school: "LBS",
      round: "R2",
      deadline: entered,
      source: "entered",
      // No time entered: read at noon, so half an hour after midnight at the school it closes today.
      now: new Date(deadlineInstant(entered).getTime() - 11 * HOUR - 30 * 60_000),
      risk: { level: "done", reasons: ["All required essays are final or submitted"] },
      links,
    });
    expect(mail.subject).toBe("LBS R2 closes today");
    expect(mail.text).toContain(
      "Your LBS R2 deadline is today: Jan 8, 2027 at the school (time assumed: noon, London time).\nThis is the date you entered from the school's page.\n",
    );
    expect(mail.text).toContain("Your application for LBS: Done\n- All required essays are final or submitted");
  });

  it("says today, tomorrow or in n days", () => {
    expect([0, 1, 2, 14].map(closesWhen)).toEqual(["today", "tomorrow", "in 2 days", "in 14 days"]);
  });
});
