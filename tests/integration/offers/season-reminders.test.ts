import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { applicationSteps, catalogueRoundDates, emailPreferences, offerItems, offers, schoolSubmissions } from "../../../db/schema";
import worker from "../../../workers/entry";
import { formatDate } from "../../../app/domain/deadlines/dates";
import type { SeasonReminderMessage } from "../../../app/domain/platform/email-message";
import { seasonReminderEmail } from "../../../app/services/background-jobs/season-reminder-emails.server";
import { sweepSeasonReminders } from "../../../app/services/offers/season-reminders.server";
import { rotateCalendarFeed } from "../../../app/services/deadlines/calendar-feeds.server";
import { wallTimeAt } from "../../../app/domain/deadlines/zoned-time";
import { addSchool, catalogueSchool, createUser } from "../../factories";
import { db, request } from "../helpers";
import { claimsOf, day, mailTo, recordingQueue } from "./season-fixtures";

// The season's reminders after Submit through the real hourly cron, queue and D1: an interview
// slot (in the zone the applicant recorded), deposits and awards, decision days from this
// cycle's catalogue date only; and what must send nothing: a slot passed, a step taken back, a
// setting off, another applicant's rows, a second sweep.

const HOUR = 3_600_000;

async function submitted(userId: string, school: string) {
  await addSchool(db(), userId, school, 1);
  const [submission] = await db()
    .insert(schoolSubmissions)
    .values({ userId, school, cycle: "2026-2027", round: "R1", submittedOn: day(-30), snapshot: { essays: [], answers: [], disclosure: null } })
    .returning();
  return submission!.id;
}

async function invited(userId: string, school: string, slotAt: Date, slotZone: string, interviewer = "an alumna") {
  const submissionId = await submitted(userId, school);
  const [step] = await db()
    .insert(applicationSteps)
    .values({ userId, submissionId, school, seq: 1, kind: "invited", happenedOn: day(-3), slotAt, slotZone, format: "video", interviewer })
    .returning();
  return { submissionId, stepId: step!.id };
}

async function admitted(userId: string, school: string, items: { kind: "deposit" | "award"; name: string; dueOn: string }[]) {
  const submissionId = await submitted(userId, school);
  const [step] = await db()
    .insert(applicationSteps)
    .values({ userId, submissionId, school, seq: 1, kind: "decision", decision: "admitted", happenedOn: day(-2) })
    .returning();
  const [offer] = await db().insert(offers).values({ userId, decisionStepId: step!.id, school, currency: "USD" }).returning();
  await db()
    .insert(offerItems)
    .values(items.map((item) => ({ userId, offerId: offer!.id, ...item, amountMinor: 150_000, currency: "USD", refundable: false })));
  return { submissionId, stepId: step!.id };
}

const compose = (message: SeasonReminderMessage, at: number) =>
  seasonReminderEmail({ db: db(), appUrl: "http://localhost", secret: env.BETTER_AUTH_SECRET }, message, new Date(at));

async function cron(at = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "0 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("interview reminders", () => {
  it("are claimed two days and two hours before the slot, once each, and never for a slot passed", async () => {
    const slot = new Date(Date.UTC(2027, 0, 20, 9, 30));
    const alice = await createUser(db());
    await invited(alice.id, "Tuck", slot, "America/New_York");
    const past = await createUser(db());
    await invited(past.id, "Tuck", new Date(slot.getTime() - 5 * HOUR), "America/New_York");
    const { queue, sentTo } = recordingQueue();
    for (let at = slot.getTime() - 60 * HOUR; at <= slot.getTime() + 2 * HOUR; at += HOUR) await sweepSeasonReminders(db(), queue, new Date(at));
    expect((await claimsOf(alice.id)).map((claim) => claim.lead).sort()).toEqual(["two_days", "two_hours"]);
    expect(sentTo(alice.id)).toHaveLength(2);
    // The slot five hours earlier got its two reminders in its own windows, none after it passed.
    expect((await claimsOf(past.id)).map((claim) => claim.lead).sort()).toEqual(["two_days", "two_hours"]);
    const { queue: later, sentTo: laterSent } = recordingQueue();
    await sweepSeasonReminders(db(), later, new Date(slot.getTime() - HOUR / 2));
    expect(laterSent(past.id)).toEqual([]);
  });

  it("sends nothing once the step is taken back, answered by the interview, or the setting is off", async () => {
    const now = Date.now();
    const slot = new Date(now + 2.5 * HOUR);
    const [undone, answered, off] = [await createUser(db()), await createUser(db()), await createUser(db())];
    const { stepId } = await invited(undone.id, "Michigan Ross", slot, "UTC");
    const answeredStep = await invited(answered.id, "Michigan Ross", slot, "UTC");
    await db()
      .insert(applicationSteps)
      .values({
        userId: answered.id,
        submissionId: answeredStep.submissionId,
        school: "Michigan Ross",
        seq: 2,
        kind: "interviewed",
        happenedOn: day(0),
        invitationId: answeredStep.stepId,
      });
    await invited(off.id, "Michigan Ross", slot, "UTC");
    await db().insert(emailPreferences).values({ userId: off.id, interviewReminders: false });
    const { queue, sentTo } = recordingQueue();
    await sweepSeasonReminders(db(), queue, new Date(now));
    expect(sentTo(answered.id)).toEqual([]);
    expect(sentTo(off.id)).toEqual([]);
    // Claimed, then taken back before the e-mail is written: nothing is sent.
    const [claim] = sentTo(undone.id);
    expect(claim).toBeDefined();
    await db().delete(applicationSteps).where(eq(applicationSteps.id, stepId));
    expect(await compose(claim!, now)).toBeNull();
  });
});

describe("the season's reminders through the hourly cron", () => {
  it("e-mails each applicant their own interview in the slot's zone, deposits, awards and this cycle's decision day, once", async () => {
    const now = Date.now();
    const kolkata = new Date(now + 2.5 * HOUR);
    const newYork = new Date(now + 2.2 * HOUR);
    const [asha, ben, quiet] = [await createUser(db()), await createUser(db()), await createUser(db())];
    await invited(asha.id, "ISB", kolkata, "Asia/Kolkata", "Mr Rao");
    await admitted(asha.id, "Yale SOM", [
      { kind: "deposit", name: "First deposit", dueOn: day(5) },
      { kind: "award", name: "Merit fellowship reply", dueOn: day(1) },
    ]);
    await invited(ben.id, "Darden", newYork, "America/New_York", "Ms Ortiz");
    // This cycle's decision date for Duke Fuqua R1 today; Haas has only last cycle's.
    const fuqua = await catalogueSchool(db(), "Duke Fuqua");
    const haas = await catalogueSchool(db(), "Berkeley Haas");
    await db()
      .insert(catalogueRoundDates)
      .values([
        {
          schoolId: fuqua.id,
          cycle: fuqua.cycle,
          round: "R1",
          kind: "decision",
          date: day(0),
          sources: ["https://www.fuqua.duke.edu/programs/daytime-mba/admissions"],
        },
        { schoolId: haas.id, cycle: "2025-2026", round: "R1", kind: "decision", date: day(0), sources: ["https://www.clearadmit.com/haas"] },
      ]);
    await submitted(ben.id, "Duke Fuqua");
    await submitted(ben.id, "Berkeley Haas");
    await admitted(quiet.id, "Yale SOM", [{ kind: "deposit", name: "Quiet deposit", dueOn: day(5) }]);
    await db().insert(emailPreferences).values({ userId: quiet.id, depositReminders: false });

    await cron(now);
    await vi.waitFor(async () => expect(await mailTo(asha.email)).toHaveLength(3), { timeout: 30_000, interval: 250 });
    await vi.waitFor(async () => expect(await mailTo(ben.email)).toHaveLength(2), { timeout: 30_000, interval: 250 });

    const ashas = await mailTo(asha.email);
    const interview = ashas.find((mail) => mail.subject.startsWith("Your ISB interview"))!;
    expect(interview.text).toContain(`${formatDate(kolkata, "weekdayTime", "Asia/Kolkata")} (Asia/Kolkata)`);
    expect(interview.text).toContain("with Mr Rao");
    expect(interview.text).toContain("http://localhost/app/standing/ISB");
    const deposit = ashas.find((mail) => mail.subject.startsWith("Yale SOM deposit"))!;
    expect(deposit.subject).toContain("due in 5 days");
    expect(deposit.text).toContain("This is the date you entered on your offers page");
    expect(deposit.text).toContain("USD 1,500.00");
    expect(ashas.find((mail) => mail.subject.startsWith("Yale SOM scholarship deadline"))?.text).toContain('"Merit fellowship reply"');

    const bens = await mailTo(ben.email);
    const benInterview = bens.find((mail) => mail.subject.startsWith("Your Darden interview"))!;
    expect(benInterview.text).toContain(`${formatDate(newYork, "weekdayTime", "America/New_York")} (America/New_York)`);
    const decision = bens.find((mail) => mail.subject.startsWith("Duke Fuqua R1: decision day"))!;
    expect(decision.text).toContain("fuqua.duke.edu");
    expect(decision.text).toContain(fuqua.cycle);
    // Haas has no date of this cycle: no e-mail. Another applicant's rows never appear.
    expect(bens.some((mail) => mail.subject.includes("Haas"))).toBe(false);
    expect(ashas.map((mail) => mail.text).join("\n")).not.toMatch(/Darden|Ortiz|Fuqua/);
    expect(bens.map((mail) => mail.text).join("\n")).not.toMatch(/ISB|Rao|Yale/);
    expect(await mailTo(quiet.email)).toEqual([]);

    // A second run an hour later claims nothing new.
    const claims = (await claimsOf(asha.id)).length + (await claimsOf(ben.id)).length;
    await cron(now + 10 * 60_000);
    expect((await claimsOf(asha.id)).length + (await claimsOf(ben.id)).length).toBe(claims);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailTo(asha.email)).toHaveLength(3);
    expect(await mailTo(ben.email)).toHaveLength(2);
    await db()
      .delete(catalogueRoundDates)
      .where(eq(catalogueRoundDates.date, day(0)));
  }, 60_000);
});

describe("the calendar feed", () => {
  it("holds the applicant's own interview slots at their zone's wall time, deposits, awards and this cycle's decision days, each with its source", async () => {
    const kolkata = new Date(Date.UTC(2027, 0, 12, 4, 0));
    const newYork = new Date(Date.UTC(2027, 0, 14, 19, 30));
    const [mira, other] = [await createUser(db()), await createUser(db())];
    await invited(mira.id, "ISB", kolkata, "Asia/Kolkata");
    await invited(mira.id, "Darden", newYork, "America/New_York");
    await admitted(mira.id, "Yale SOM", [
      { kind: "deposit", name: "Seat deposit", dueOn: "2027-04-15" },
      { kind: "award", name: "Forte fellowship", dueOn: "2027-04-01" },
    ]);
    const fuqua = await catalogueSchool(db(), "Duke Fuqua");
    const haas = await catalogueSchool(db(), "Berkeley Haas");
    await db()
      .insert(catalogueRoundDates)
      .values([
        { schoolId: fuqua.id, cycle: fuqua.cycle, round: "R1", kind: "decision", date: "2026-12-16", sources: ["https://www.fuqua.duke.edu/admissions"] },
        { schoolId: haas.id, cycle: "2025-2026", round: "R1", kind: "decision", date: "2026-12-11", sources: ["https://www.clearadmit.com/haas"] },
      ]);
    await submitted(mira.id, "Duke Fuqua");
    await submitted(mira.id, "Berkeley Haas");
    await invited(other.id, "Tuck", newYork, "America/New_York", "Someone Else");

    const token = await rotateCalendarFeed(db(), mira.id);
    const response = await request(`/calendar/${token}.ics`);
    expect(response.status).toBe(200);
    const ics = (await response.text()).replace(/\r\n /g, "");
    const at = (instant: Date, zone: string) => {
      const wall = wallTimeAt(instant, zone);
      return `${wall.date.replace(/-/g, "")}T${wall.time.replace(":", "")}00`;
    };
    // 04:00 UTC is 09:30 in Kolkata; 19:30 UTC is 14:30 in New York (EST).
    expect(at(kolkata, "Asia/Kolkata")).toBe("20270112T093000");
    expect(ics).toContain(`DTSTART;TZID=Asia/Kolkata:${at(kolkata, "Asia/Kolkata")}`);
    expect(ics).toContain(`DTSTART;TZID=America/New_York:${at(newYork, "America/New_York")}`);
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata");
    expect(ics).toContain("SUMMARY:ISB interview");
    expect(ics).toContain("The slot you recorded from the school's invitation");
    expect(ics).toContain("SUMMARY:Yale SOM deposit due: Seat deposit");
    expect(ics).toContain("SUMMARY:Yale SOM scholarship deadline: Forte fellowship");
    expect(ics).toContain("The date you entered on your offers page");
    expect(ics).toContain("SUMMARY:Duke Fuqua R1 decision day");
    expect(ics).toContain("fuqua.duke.edu");
    expect(ics).not.toContain("Berkeley Haas R1 decision day");
    expect(ics).not.toMatch(/Tuck|Someone Else/);
    await db()
      .delete(catalogueRoundDates)
      .where(and(inArray(catalogueRoundDates.schoolId, [fuqua.id, haas.id]), inArray(catalogueRoundDates.date, ["2026-12-16", "2026-12-11"])));
  });
});
