import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { deadLetters, deadlineReminders, emailOutbox, emailPreferences, userSchoolPlans } from "../../../db/schema";
import worker from "../../../workers/entry";
import { type Deadline, deadlineInstant } from "../../../app/domain/deadlines/deadlines";
import type { DeadlineReminderMessage } from "../../../app/domain/platform/email-message";
import { deadlineReminderEmail } from "../../../app/services/background-jobs/deadline-reminder-emails.server";
import { sweepDeadlineReminders } from "../../../app/services/deadlines/deadline-reminder-sweep.server";
import { retryDeadLetter } from "../../../app/services/background-jobs/dead-letters.server";
import { addSchool, catalogueSchool, createEssay, createUser } from "../../factories";
import { db } from "../helpers";

const DAY = 86_400_000;
const HOUR = 3_600_000;
let columbiaR2: number;

beforeAll(async () => {
  // Columbia's R2 date as the seeded catalogue publishes it (no time or zone: end of day, New York).
  const round = (await catalogueSchool(db(), "Columbia")).deadlines.find((deadline) => deadline.round === "R2")!;
  columbiaR2 = deadlineInstant({ date: round.date!, time: round.time, timeZone: round.timeZone }).getTime();
});

/** An applicant with one school in their list and a round chosen for it (and a date they entered). */
async function planner(school: string, round: string, entered?: Deadline, options: { cycle?: string; listed?: boolean } = {}) {
  const applicant = await createUser(db());
  if (options.listed !== false) await addSchool(db(), applicant.id, school, 1);
  await db()
    .insert(userSchoolPlans)
    .values({
      userId: applicant.id,
      school,
      cycle: options.cycle ?? "2026-2027",
      round,
      enteredDate: entered?.date ?? null,
      enteredTime: entered?.time ?? null,
      enteredTimeZone: entered?.timeZone ?? null,
    });
  return applicant;
}

/** A deadline entered in UTC, `ms` from `now`. */
const enteredIn = (ms: number, now = Date.now()): Deadline => {
  const at = new Date(now + ms).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 16), timeZone: "UTC" };
};

/** A queue binding that keeps what is sent to it (no consumer runs): the sweep's output, counted. */
function recordingQueue() {
  const sent: DeadlineReminderMessage[] = [];
  const queue = {
    send: async (body: DeadlineReminderMessage) => void sent.push(body),
    sendBatch: async (messages: { body: DeadlineReminderMessage }[]) => void sent.push(...messages.map((message) => message.body)),
  } as unknown as Queue;
  return { queue, sentTo: (userId: string) => sent.filter((message) => message.userId === userId) };
}

const sweep = (queue: Queue, at: number) => sweepDeadlineReminders(db(), queue, new Date(at));
const claimsOf = (userId: string) => db().select().from(deadlineReminders).where(eq(deadlineReminders.userId, userId)).all();
const mailTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).all();
const compose = (message: DeadlineReminderMessage, at: number) =>
  deadlineReminderEmail({ db: db(), secret: env.BETTER_AUTH_SECRET, appUrl: "http://localhost" }, message, new Date(at));

async function consume(queue: string, id: string, body: unknown) {
  const batch = createMessageBatch(queue, [{ id, timestamp: new Date(), attempts: 1, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe("the deadline-reminder sweep", () => {
  it("queues the 14-, 3- and 1-day reminders as each comes due, once each, and none outside them", async () => {
    const alice = await planner("Columbia", "R2");
    const { queue, sentTo } = recordingQueue();
    for (const before of [15 * DAY, 14 * DAY, 13 * DAY, 3 * DAY, 2 * DAY, DAY, HOUR, -HOUR]) await sweep(queue, columbiaR2 - before);
    expect(sentTo(alice.id).map((message) => message.daysBefore)).toEqual([14, 3, 1]);
    expect(sentTo(alice.id)[0]).toMatchObject({ kind: "deadline_reminder", school: "Columbia", round: "R2", deadlineAt: columbiaR2 });
    expect((await claimsOf(alice.id)).map((claim) => claim.daysBefore).sort((a, b) => a - b)).toEqual([1, 3, 14]);
  });

  it("sends only the smallest reminder that applies: a round picked 2 days before gets the 3-day mail alone", async () => {
    const late = await planner("Columbia", "R2");
    const { queue, sentTo } = recordingQueue();
    await sweep(queue, columbiaR2 - 2 * DAY);
    await sweep(queue, columbiaR2 - 2 * DAY + HOUR);
    expect(sentTo(late.id).map((message) => message.daysBefore)).toEqual([3]);
  });

  // The claim is INSERT … ON CONFLICT DO NOTHING RETURNING on the unique (user, school, round,
  // deadline, days) index. Without ON CONFLICT the losing sweeps' inserts throw (and this fails);
  // without the index, or with a read-then-insert claim, two sweeps queue the same reminder.
  it("queues each due reminder exactly once when five sweeps run at the same moment, and never again", async () => {
    const now = columbiaR2 - 2.5 * DAY;
    const applicants = [
      ...(await Promise.all([1, 2, 3, 4].map(() => planner("Columbia", "R2")))),
      ...(await Promise.all([1, 2].map(() => planner("Booth", "R1", enteredIn(1.5 * DAY, now))))),
    ];
    const { queue, sentTo } = recordingQueue();
    await Promise.all(Array.from({ length: 5 }, () => sweep(queue, now)));
    await Promise.all(Array.from({ length: 5 }, () => sweep(queue, now + HOUR)));
    for (const applicant of applicants) {
      expect(sentTo(applicant.id).map((message) => message.daysBefore)).toEqual([3]);
      expect(await claimsOf(applicant.id)).toHaveLength(1);
    }
  });

  it("sends nothing to whoever turned reminders off, and reads no preference row as on", async () => {
    const [unset, off, on] = [await planner("Columbia", "R2"), await planner("Columbia", "R2"), await planner("Columbia", "R2")];
    await db()
      .insert(emailPreferences)
      .values([
        { userId: off.id, deadlineReminders: false },
        { userId: on.id, deadlineReminders: true },
      ]);
    const { queue, sentTo } = recordingQueue();
    await sweep(queue, columbiaR2 - 3 * DAY);
    expect([unset, off, on].map((applicant) => sentTo(applicant.id).length)).toEqual([1, 0, 1]);
  });

  it("plans by the date the applicant entered, and skips rounds with no date, other cycles and schools no longer listed", async () => {
    const now = columbiaR2 - 20 * DAY;
    const booth = await planner("Booth", "R1", enteredIn(2 * DAY, now));
    const noDate = await planner("Booth", "R1");
    const ownColumbiaDate = await planner("Columbia", "R2", enteredIn(DAY - HOUR, now));
    const lastCycle = await planner("Columbia", "R2", enteredIn(DAY, now), { cycle: "2025-2026" });
    const removed = await planner("Booth", "R1", enteredIn(DAY, now), { listed: false });
    const { queue, sentTo } = recordingQueue();
    await sweep(queue, now);
    expect(sentTo(booth.id)).toEqual([expect.objectContaining({ round: "R1", daysBefore: 3, deadlineAt: deadlineInstant(enteredIn(2 * DAY, now)).getTime() })]);
    expect(sentTo(ownColumbiaDate.id)).toEqual([expect.objectContaining({ daysBefore: 1 })]);
    for (const applicant of [noDate, lastCycle, removed]) expect(sentTo(applicant.id)).toEqual([]);
  });
});

describe("a queued reminder at send time", () => {
  it("is written only while the plan still targets that deadline and reminders are on", async () => {
    const now = columbiaR2 - 2 * DAY;
    const { queue, sentTo } = recordingQueue();
    const [kept, changed, moved, off, released] = [
      await planner("Columbia", "R2"),
      await planner("Columbia", "R2"),
      await planner("Columbia", "R2"),
      await planner("Columbia", "R2"),
      await planner("Columbia", "R2"),
    ];
    await sweep(queue, now);
    const messageOf = (applicant: { id: string }) => sentTo(applicant.id)[0]!;
    const planOf = (applicant: { id: string }) => and(eq(userSchoolPlans.userId, applicant.id), eq(userSchoolPlans.school, "Columbia"));
    await db().update(userSchoolPlans).set({ round: "R3" }).where(planOf(changed));
    await db()
      .update(userSchoolPlans)
      .set(enteredColumns(enteredIn(2 * DAY - HOUR, now)))
      .where(planOf(moved));
    await db().insert(emailPreferences).values({ userId: off.id, deadlineReminders: false });
    await db().delete(deadlineReminders).where(eq(deadlineReminders.userId, released.id));

    expect(await compose(messageOf(kept), now)).toMatchObject({ send: true, email: { to: kept.email, subject: "Columbia R2 closes in 2 days" } });
    expect(await compose(messageOf(changed), now)).toEqual({ send: false, reason: "plan_changed" });
    expect(await compose(messageOf(moved), now)).toEqual({ send: false, reason: "plan_changed" });
    expect(await compose(messageOf(off), now)).toEqual({ send: false, reason: "turned_off" });
    expect(await compose(messageOf(released), now)).toEqual({ send: false, reason: "claim_gone" });
    // Held in the queue until the 1-day reminder is due, the 3-day one is not sent late.
    expect(await compose(messageOf(kept), columbiaR2 - 12 * HOUR)).toEqual({ send: false, reason: "plan_changed" });
  });

  it("is sent through the mailer with what is at risk; one whose round changed is acked unsent", async () => {
    const [ready, changed] = [await planner("Booth", "R1", enteredIn(2.5 * DAY)), await planner("Booth", "R1", enteredIn(2.5 * DAY))];
    await createEssay(db(), ready.id, { school: "Booth", essayTitle: "Essay 1: Career goals and the Booth MBA", essayContent: "" });
    const { queue, sentTo } = recordingQueue();
    await sweep(queue, Date.now());
    await db()
      .update(userSchoolPlans)
      .set({ round: "R2" })
      .where(and(eq(userSchoolPlans.userId, changed.id), eq(userSchoolPlans.school, "Booth")));

    expect((await consume("scout-email", "ready", sentTo(ready.id)[0])).explicitAcks).toEqual(["ready"]);
    expect((await consume("scout-email", "changed", sentTo(changed.id)[0])).explicitAcks).toEqual(["changed"]);
    expect(await mailTo(changed.email)).toEqual([]);
    const [mail] = await mailTo(ready.email);
    expect(mail?.subject).toMatch(/^Booth R1 closes in [23] days$/);
    expect(mail?.text).toContain("This is the date you entered from the school's page.");
    // The whole application: the test score not sent comes first, then the essays.
    expect(mail?.text).toContain("Your application for Booth: At risk\n- Test score is not sent yet with");
    expect(mail?.text).toContain("\n- 1 required essay not final with");
    expect(mail?.text).toContain("http://localhost/app/deadlines");
    expect(mail?.text).toMatch(new RegExp(`http://localhost/email/unsubscribe\\?u=${ready.id}&t=[A-Za-z0-9_-]{43}`));
  });

  it("goes from the hourly cron through the real queue to the outbox", async () => {
    const soon = await planner("Booth", "R2", enteredIn(20 * HOUR));
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "0 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    await vi.waitFor(async () => expect(await mailTo(soon.email)).toHaveLength(1), { timeout: 30_000, interval: 250 });
    expect((await mailTo(soon.email))[0]?.subject).toMatch(/^Booth R2 closes (today|tomorrow)$/);
  }, 30_000);

  it("once dead-lettered, releases its claim for the next sweep; an admin retry claims it again, or sends nothing once the sweep has", async () => {
    const now = columbiaR2 - 3 * DAY;
    const [swept, retried] = [await planner("Columbia", "R2"), await planner("Columbia", "R2")];
    const first = recordingQueue();
    await sweep(first.queue, now);
    for (const applicant of [swept, retried]) {
      expect((await consume("scout-email-dlq", "dead", first.sentTo(applicant.id)[0])).explicitAcks).toEqual(["dead"]);
      expect(await claimsOf(applicant.id)).toEqual([]);
    }
    const letterOf = async (userId: string) => (await db().select().from(deadLetters).where(eq(deadLetters.userId, userId)).all())[0]!;
    const admin = await createUser(db());
    const retryQueue = recordingQueue();
    const queues = { "scout-email": retryQueue.queue, "scout-feedback": retryQueue.queue };
    expect(await retryDeadLetter({ db: db(), queues }, admin, (await letterOf(retried.id)).id, null)).toEqual({ ok: true, queue: "scout-email", sent: true });
    expect((await claimsOf(retried.id)).map((claim) => claim.id)).toEqual([first.sentTo(retried.id)[0]!.reminderId]);

    const second = recordingQueue();
    await sweep(second.queue, now + HOUR);
    expect(second.sentTo(swept.id)).toHaveLength(1);
    expect(second.sentTo(retried.id)).toEqual([]);
    expect(await retryDeadLetter({ db: db(), queues }, admin, (await letterOf(swept.id)).id, null)).toEqual({ ok: true, queue: "scout-email", sent: false });
    expect(retryQueue.sentTo(swept.id)).toEqual([]);
  });
});

function enteredColumns(deadline: Deadline) {
  return { enteredDate: deadline.date, enteredTime: deadline.time, enteredTimeZone: deadline.timeZone };
}
