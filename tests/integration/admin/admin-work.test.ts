import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { adminAuditLog, deadLetters, feedbackJobs, stripeEventFailures, stripeEvents, subscriptions, trialSweepRuns, userRoles } from "../../../db/schema";
import worker from "../../../workers/entry";
import { handleScheduled } from "../../../workers/cron/scheduled";
import { type RetryQueues, discardDeadLetter, retryDeadLetter } from "../../../app/services/background-jobs/dead-letters.server";
import { createEssay, createFeedbackJob, createTrial, createUser } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

const DAY = 86_400_000;

async function signUpAdmin() {
  const admin = await signUp();
  await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
  return admin;
}

async function deadLetter(queue: string, body: unknown, attempts = 1) {
  const batch = createMessageBatch(queue, [{ id: "dead", timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["dead"]);
}

const lettersAbout = (userId: string) => db().select().from(deadLetters).where(eq(deadLetters.userId, userId)).all();
const auditOf = (id: string) => db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id)).all();
const jobOf = (id: string) => db().select().from(feedbackJobs).where(eq(feedbackJobs.id, id)).get();

/** An essay whose feedback job went through every try and reached the dead-letter queue. */
async function deadFeedbackJob(marker = `work-${crypto.randomUUID()}`) {
  const applicant = await createUser(db());
  const essay = await createEssay(db(), applicant.id, { essayContent: `Leadership taught me patience. ${marker}` });
  const job = await createFeedbackJob(db(), applicant.id, essay.id);
  await db().update(feedbackJobs).set({ attempts: 5, status: "generating", startedAt: new Date() }).where(eq(feedbackJobs.id, job.id));
  await deadLetter("scout-feedback-dlq", { jobId: job.id, userId: applicant.id });
  const [letter] = await lettersAbout(applicant.id);
  return { applicant, essay, job, letter: letter!, marker };
}

/** A queue binding that counts what is sent to it. */
function spyQueues() {
  const sent: unknown[] = [];
  const queue = { send: async (body: unknown) => void sent.push(body), sendBatch: async () => undefined } as unknown as Queue;
  return { sent, queues: { "scout-feedback": queue, "scout-email": queue } satisfies RetryQueues };
}

describe("/admin/work for anyone who is not an admin", () => {
  it("is a 404 for the page, its data and each intent, signed in or not", async () => {
    const { letter } = await deadFeedbackJob();
    const bob = await signUp();
    for (const cookie of [bob.cookie, undefined]) {
      for (const path of ["/admin/work", `/admin/work.data?_routes=${encodeURIComponent("routes/admin.work")}`]) {
        const page = await request(path, { headers: cookie ? { cookie } : {} });
        await page.text();
        expect(page.status, `${path} ${cookie ? "as Bob" : "signed out"}`).toBe(404);
      }
      for (const intent of ["retry", "discard"]) {
        for (const path of ["/admin/work", "/admin/work.data"]) {
          const response = await postForm(path, { intent, id: letter.id }, { cookie });
          await response.text();
          expect(response.status, `${intent} on ${path} ${cookie ? "as Bob" : "signed out"}`).toBe(404);
        }
      }
    }
    expect((await lettersAbout(letter.userId!))[0]).toMatchObject({ status: "waiting", handledBy: null });
    expect(await auditOf(letter.id)).toEqual([]);
  });
});

describe("dead letters", () => {
  it("a dead-lettered feedback job is failed for the user and kept, with the job's own tries", async () => {
    const { applicant, job, letter } = await deadFeedbackJob();
    expect(await jobOf(job.id)).toMatchObject({ status: "failed", error: "The AI service did not answer. Please try again." });
    expect(letter).toMatchObject({ queue: "scout-feedback", body: { jobId: job.id, userId: applicant.id }, attempts: 5, status: "waiting" });
  });

  it("a dead-lettered e-mail has its claim released and is kept", async () => {
    const applicant = await createUser(db());
    await createTrial(db(), applicant.id, { endsAt: new Date(Date.now() + DAY) });
    await db().update(subscriptions).set({ trialReminderSentAt: new Date() }).where(eq(subscriptions.userId, applicant.id));
    await deadLetter("scout-email-dlq", { kind: "trial_reminder", userId: applicant.id }, 6);
    expect((await db().select().from(subscriptions).where(eq(subscriptions.userId, applicant.id)).get())?.trialReminderSentAt).toBeNull();
    expect(await lettersAbout(applicant.id)).toEqual([
      expect.objectContaining({ queue: "scout-email", body: { kind: "trial_reminder", userId: applicant.id }, attempts: 6, status: "waiting" }),
    ]);
  });

  it("retry under five clicks at once re-queues once; the job runs again and ends with feedback", async () => {
    const admin = await signUpAdmin();
    const { job, letter } = await deadFeedbackJob();
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await postForm("/admin/work.data", { intent: "retry", id: letter.id }, { cookie: admin.cookie });
        return { status: response.status, text: await response.text() };
      }),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0]?.text).toContain("Sent again");
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    const audit = await auditOf(letter.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: "dead_letter.retry", targetType: "dead_letter", actorEmail: admin.email, actorId: admin.userId }),
    ]);
    expect(audit[0]?.after).toEqual({ status: "retried" });
    expect((await lettersAbout(letter.userId!))[0]).toMatchObject({ status: "retried", handledBy: admin.email, handledAt: expect.any(Date) });
    // Sent through the real queue to the real consumer, which takes the job again.
    await vi.waitFor(async () => expect(await jobOf(job.id)).toMatchObject({ status: "done", error: null, attempts: 6 }), { timeout: 30_000, interval: 250 });
  }, 30_000);

  it("sends exactly once however many retries race (counted at the queue)", async () => {
    const admin = await createUser(db());
    const { job, letter } = await deadFeedbackJob();
    const { sent, queues } = spyQueues();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => retryDeadLetter({ db: db(), queues }, admin, letter.id, null)));
    expect(sent).toEqual([{ jobId: job.id, userId: letter.userId }]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "already_handled")).toHaveLength(4);
    expect(await auditOf(letter.id)).toHaveLength(1);
    // The user's page shows the job running again.
    expect(await jobOf(job.id)).toMatchObject({ status: "queued", error: null, completedAt: null });
  });

  it("retrying an e-mail takes its sweep claim back, and sends nothing when the sweep already queued it again", async () => {
    const admin = await createUser(db());
    const [first, second] = [await createUser(db()), await createUser(db())];
    for (const applicant of [first, second]) {
      await createTrial(db(), applicant.id, { endsAt: new Date(Date.now() + DAY) });
      await deadLetter("scout-email-dlq", { kind: "trial_reminder", userId: applicant.id }, 6);
    }
    // The hourly sweep queued the second one again before anyone looked.
    await db().update(subscriptions).set({ trialReminderSentAt: new Date() }).where(eq(subscriptions.userId, second.id));
    const { sent, queues } = spyQueues();
    const [firstLetter] = await lettersAbout(first.id);
    const [secondLetter] = await lettersAbout(second.id);
    expect(await retryDeadLetter({ db: db(), queues }, admin, firstLetter!.id, null)).toEqual({ ok: true, queue: "scout-email", sent: true });
    expect(await retryDeadLetter({ db: db(), queues }, admin, secondLetter!.id, null)).toEqual({ ok: true, queue: "scout-email", sent: false });
    expect(sent).toEqual([{ kind: "trial_reminder", userId: first.id }]);
    expect((await db().select().from(subscriptions).where(eq(subscriptions.userId, first.id)).get())?.trialReminderSentAt).toBeInstanceOf(Date);
  });

  it("a retry the queue refuses leaves the letter waiting and the job failed", async () => {
    const admin = await createUser(db());
    const { job, letter } = await deadFeedbackJob();
    const broken = { send: async () => Promise.reject(new Error("queue down")) } as unknown as Queue;
    const outcome = await retryDeadLetter({ db: db(), queues: { "scout-feedback": broken, "scout-email": broken } }, admin, letter.id, null);
    expect(outcome).toEqual({ ok: false, reason: "not_sent" });
    expect((await lettersAbout(letter.userId!))[0]).toMatchObject({ status: "waiting", handledBy: null });
    expect(await jobOf(job.id)).toMatchObject({ status: "failed" });
    expect((await auditOf(letter.id)).map((entry) => entry.action).sort()).toEqual(["dead_letter.retry", "dead_letter.retry_undone"]);
  });

  it("discard marks it discarded, once, with its audit row; it cannot be retried after", async () => {
    const admin = await signUpAdmin();
    const { job, letter } = await deadFeedbackJob();
    const discarded = await postForm("/admin/work.data", { intent: "discard", id: letter.id }, { cookie: admin.cookie });
    expect(discarded.status).toBe(200);
    expect(await discarded.text()).toContain("Discarded");
    for (const intent of ["discard", "retry"]) {
      const again = await postForm("/admin/work.data", { intent, id: letter.id }, { cookie: admin.cookie });
      expect(again.status).toBe(409);
      await again.text();
    }
    expect((await lettersAbout(letter.userId!))[0]).toMatchObject({ status: "discarded", handledBy: admin.email });
    expect(await auditOf(letter.id)).toEqual([expect.objectContaining({ action: "dead_letter.discard", after: { status: "discarded" } })]);
    expect(await jobOf(job.id)).toMatchObject({ status: "failed" });
    expect(await discardDeadLetter(db(), { id: admin.userId, email: admin.email }, crypto.randomUUID(), null)).toEqual({ ok: false, reason: "not_found" });
  });

  it("refuses an unknown intent or a missing id", async () => {
    const admin = await signUpAdmin();
    for (const fields of [{ intent: "delete", id: "x" }, { intent: "retry" }] as Record<string, string>[]) {
      const response = await postForm("/admin/work.data", fields, { cookie: admin.cookie });
      expect(response.status).toBe(400);
      await response.text();
    }
  });
});

describe("the trial sweep's runs", () => {
  it("records every run with its counts, and the error of one that threw", async () => {
    const at = Date.now() + Math.floor(Math.random() * 1_000_000);
    const ended = await createUser(db());
    await createTrial(db(), ended.id, { endsAt: new Date(at - DAY) });
    const controller = createScheduledController({ scheduledTime: new Date(at), cron: "0 * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    const [run] = await db()
      .select()
      .from(trialSweepRuns)
      .where(eq(trialSweepRuns.scheduledAt, new Date(at)))
      .all();
    expect(run).toMatchObject({ cron: "0 * * * *", error: null, durationMs: expect.any(Number) });
    expect(run!.expired).toBeGreaterThanOrEqual(1);
    expect(run!.expiryNotices).toBeGreaterThanOrEqual(1);

    const failedAt = at + 3_600_000;
    const due = await createUser(db());
    await createTrial(db(), due.id, { endsAt: new Date(failedAt + DAY) });
    const down = {
      ...env,
      EMAIL_QUEUE: { send: async () => Promise.reject(new Error("queue down")), sendBatch: async () => Promise.reject(new Error("queue down")) },
    };
    await expect(handleScheduled(createScheduledController({ scheduledTime: new Date(failedAt), cron: "0 * * * *" }), down as unknown as Env)).rejects.toThrow(
      "queue down",
    );
    const [failed] = await db()
      .select()
      .from(trialSweepRuns)
      .where(eq(trialSweepRuns.scheduledAt, new Date(failedAt)))
      .all();
    expect(failed?.error).toContain("queue down");
  });
});

describe("the page", () => {
  it("shows each section to an admin, without any essay text", async () => {
    const admin = await signUpAdmin();
    const { job, marker } = await deadFeedbackJob();
    const eventId = `evt_work_${crypto.randomUUID().slice(0, 8)}`;
    await db().insert(stripeEvents).values({ id: eventId, type: "customer.created", created: 1, outcome: "ignored" });
    await db()
      .insert(stripeEventFailures)
      .values({ eventId: `${eventId}_failed`, type: "invoice.paid", error: "StripeConnectionError: timed out" });
    const response = await request("/admin/work", { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of ["Feedback jobs", "Dead letters", "Trial sweep", "Stripe webhooks", "p95", `Feedback job ${job.id.slice(0, 8)} (essay, now failed)`]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(eventId);
    expect(html).toContain("StripeConnectionError: timed out");
    expect(html).toMatch(/<th scope="col"[^>]*>Status<\/th>/);
    expect(html).not.toContain(marker);
    const waiting = await db()
      .select()
      .from(deadLetters)
      .where(and(eq(deadLetters.status, "waiting"), eq(deadLetters.queue, "scout-feedback")))
      .all();
    expect(waiting.length).toBeGreaterThan(0);
    expect(html).toContain('value="retry"');
  });
});
