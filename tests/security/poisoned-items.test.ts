import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { feedbackJobs } from "../../db/schema";
import worker from "../../workers/entry";
import { fakeRequests, scriptFake } from "../fakes/control";
import { FAKE_PORTS } from "../fakes/ports";
import { createEssay, createFeedbackJob, createTrial, createUser } from "../factories";
import { db } from "../integration/helpers";

// Every queue consumer runs with one poisoned item among good ones, and the good
// ones are done while the bad one alone is retried or set aside. (The hourly sweeps:
// tests/integration/deadlines/entered-deadline-poison.test.ts plants a bad plan among good ones; the trial
// sweep is set-based SQL with no per-row code to fail.)

async function deliver(queue: string, bodies: unknown[], workerEnv: Env = env) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body, index) => ({ id: `m${index}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  // A message whose handling threw is rethrown once the rest of the batch has run (the platform
  // then retries it alone): what matters here is what became of each message.
  await worker.queue(batch, workerEnv, ctx).catch(() => undefined);
  return getQueueResult(batch, ctx);
}

describe("a poisoned item among good ones", () => {
  it("feedback: the job whose model call fails is retried alone; the jobs around it are done", async () => {
    const marker = `poisoned-${crypto.randomUUID()}`;
    await scriptFake(FAKE_PORTS.openai, { match: marker, status: 500, body: "upstream broke" });
    const jobs = [];
    for (const text of ["A good essay about teams.", `A poisoned essay ${marker}.`, "Another good essay about care."]) {
      const applicant = await createUser(db());
      const essay = await createEssay(db(), applicant.id, { essayContent: text });
      jobs.push({ jobId: (await createFeedbackJob(db(), applicant.id, essay.id)).id, userId: applicant.id });
    }
    const result = await deliver("scout-feedback", [jobs[0], { not: "a job" }, jobs[1], jobs[2]]);
    expect(result.explicitAcks.sort()).toEqual(["m0", "m1", "m3"]);
    expect(result.retryMessages.map((message) => message.msgId)).toEqual(["m2"]);
    const statuses = await Promise.all(jobs.map(async ({ jobId }) => (await db().select().from(feedbackJobs).where(eq(feedbackJobs.id, jobId)).get())?.status));
    expect(statuses[0]).toBe("done");
    expect(statuses[1]).not.toBe("done");
    expect(statuses[2]).toBe("done");
  });

  it("e-mail: the mail the provider refuses is retried alone; the mails around it are sent", async () => {
    const withProvider = {
      ...env,
      EMAIL_API_KEY: "re_test",
      EMAIL_BASE_URL: `http://127.0.0.1:${FAKE_PORTS.email}`,
      EMAIL_FROM: "Scout <hello@scout.test>",
    } as Env;
    const users = [await createUser(db()), await createUser(db()), await createUser(db())];
    for (const user of users) await createTrial(db(), user.id);
    await scriptFake(FAKE_PORTS.email, { match: users[1]!.email, status: 500, body: "provider down for this one" });
    const result = await deliver(
      "scout-email",
      [...users.map((user) => ({ kind: "trial_reminder", userId: user.id })), { kind: "trial_reminder" }, { kind: "trial_expired", userId: "deleted-account" }],
      withProvider,
    );
    expect(result.explicitAcks.sort()).toEqual(["m0", "m2", "m3", "m4"]);
    expect(result.retryMessages.map((message) => message.msgId)).toEqual(["m1"]);
    const delivered = (await fakeRequests(FAKE_PORTS.email)).filter((request) => request.path === "/emails");
    for (const user of [users[0]!, users[2]!])
      expect(
        delivered.some((request) => request.body.includes(user.email)),
        user.email,
      ).toBe(true);
  });
});
