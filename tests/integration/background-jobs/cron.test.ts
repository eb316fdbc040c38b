import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { emailOutbox, subscriptions } from "../../../db/schema";
import worker from "../../../workers/entry";
import { sweepTrials } from "../../../app/services/billing/trial-sweep.server";
import { createTrial, createUser } from "../../factories";
import { db, pagesChanged } from "../helpers";

const DAY = 86_400_000;
const rowOf = (userId: string) => db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
const mailTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).all();

async function runCron(at = Date.now()) {
  const controller = createScheduledController({ scheduledTime: new Date(at), cron: "0 * * * *" });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the hourly trial sweep", () => {
  it("expires local trials whose end has passed, and only those", async () => {
    const now = Date.now();
    const [ended, running, stripeBacked, paid] = [await createUser(db()), await createUser(db()), await createUser(db()), await createUser(db())];
    await createTrial(db(), ended.id, { endsAt: new Date(now - DAY) });
    await createTrial(db(), running.id, { endsAt: new Date(now + 10 * DAY) });
    await createTrial(db(), stripeBacked.id, { endsAt: new Date(now - DAY), stripeSubscriptionId: `sub_${crypto.randomUUID()}` });
    // Paid after the trial ended: never downgraded.
    await db()
      .insert(subscriptions)
      .values({ userId: paid.id, status: "active", tier: "pro", trialEnd: new Date(now - DAY), currentPeriodEnd: new Date(now + 20 * DAY) });

    await runCron(now);

    expect((await rowOf(ended.id))?.status).toBe("expired");
    expect((await rowOf(running.id))?.status).toBe("trialing");
    expect((await rowOf(stripeBacked.id))?.status).toBe("trialing");
    expect((await rowOf(paid.id))?.status).toBe("active");
  });

  it("queues each reminder once: 3 days before the end and at the end, however often it runs", async () => {
    const now = Date.now();
    const [soon, ended] = [await createUser(db()), await createUser(db())];
    await createTrial(db(), soon.id, { endsAt: new Date(now + 2.5 * DAY) });
    await createTrial(db(), ended.id, { endsAt: new Date(now - 60_000) });

    await runCron(now);
    await runCron(now + 1000);

    // Delivered through the real queue to the real consumer, which writes to the outbox.
    await vi.waitFor(
      async () => {
        expect(await mailTo(soon.email)).toHaveLength(1);
        expect(await mailTo(ended.email)).toHaveLength(1);
      },
      { timeout: 30_000, interval: 250 },
    );
    expect((await mailTo(soon.email))[0]?.subject).toBe("Your Scout trial ends in 3 days");
    expect((await mailTo(ended.email))[0]?.subject).toBe("Your Scout trial has ended");
    expect((await rowOf(soon.id))?.trialReminderSentAt).toBeInstanceOf(Date);

    // A third run finds nothing left to queue (its own count says so: no waiting for mail that
    // should not come).
    const again = await sweepTrials(db(), env.EMAIL_QUEUE, new Date(now + 2000), pagesChanged);
    expect(again).toMatchObject({ reminders: 0 });
    expect([(await rowOf(soon.id))?.trialReminderSentAt, (await rowOf(ended.id))?.trialExpiredNoticeSentAt].every((at) => at instanceof Date)).toBe(true);
  }, 30_000);

  it("claims a due reminder only once when two sweeps run at the same moment", async () => {
    const now = Date.now();
    const soon = await createUser(db());
    await createTrial(db(), soon.id, { endsAt: new Date(now + DAY) });
    const [first, second] = await Promise.all([
      sweepTrials(db(), env.EMAIL_QUEUE, new Date(now), pagesChanged),
      sweepTrials(db(), env.EMAIL_QUEUE, new Date(now), pagesChanged),
    ]);
    // Between them the two sweeps queued it exactly once (the claim is the condition, not a wait).
    expect(first.reminders + second.reminders).toBe(1);
    await vi.waitFor(async () => expect(await mailTo(soon.email)).toHaveLength(1), { timeout: 30_000, interval: 250 });
  }, 30_000);

  it("gives a mail that reached the dead-letter queue back to the next sweep, instead of losing it", async () => {
    const now = Date.now();
    const soon = await createUser(db());
    await createTrial(db(), soon.id, { endsAt: new Date(now + DAY) });
    expect((await sweepTrials(db(), env.EMAIL_QUEUE, new Date(now), pagesChanged)).reminders).toBe(1);
    expect((await rowOf(soon.id))?.trialReminderSentAt).toBeInstanceOf(Date);
    const batch = createMessageBatch("scout-email-dlq", [
      { id: "dead", timestamp: new Date(), attempts: 6, body: { kind: "trial_reminder", userId: soon.id } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["dead"]);
    expect((await rowOf(soon.id))?.trialReminderSentAt).toBeNull();
    expect((await sweepTrials(db(), env.EMAIL_QUEUE, new Date(now + 1000), pagesChanged)).reminders).toBe(1);
  }, 30_000);
});

describe("the e-mail queue consumer", () => {
  it("acks a malformed message and one for a deleted account", async () => {
    const batch = createMessageBatch("scout-email", [
      { id: "bad", timestamp: new Date(), attempts: 1, body: { kind: "spam", userId: "u" } },
      { id: "gone", timestamp: new Date(), attempts: 1, body: { kind: "trial_reminder", userId: "user_deleted_long_ago" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks.sort()).toEqual(["bad", "gone"]);
  });
});
