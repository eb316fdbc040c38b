import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { feedbackJobs } from "../../../db/schema";
import worker from "../../../workers/entry";
import { fakeRequests, scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import type { StoredFeedbackItem } from "../../../app/domain/feedback/feedback-items";
import { createEssay, createFeedbackJob, createUser } from "../../factories";
import { db } from "../helpers";
import { deliverToQueue } from "../queue-delivery";
import { feedbackOfEssay } from "../work-rows";

const deliver = (...bodies: unknown[]) => deliverToQueue("scout-feedback", bodies);
const deliverTo = (queue: string, body: unknown, attempts: number) => deliverToQueue(queue, [body], { attempts });

const job = (id: string) => db().select().from(feedbackJobs).where(eq(feedbackJobs.id, id)).get();
const feedbackOf = (essayId: string) => feedbackOfEssay(essayId);

async function essayWithJob(content: string) {
  const applicant = await createUser(db());
  const essay = await createEssay(db(), applicant.id, { essayContent: content });
  const created = await createFeedbackJob(db(), applicant.id, essay.id);
  return { applicant, essay, job: created };
}

describe("the feedback queue consumer", () => {
  it("acks a malformed message instead of retrying it forever", async () => {
    const result = await deliver({ nonsense: true }, "not even an object", { jobId: "not-a-uuid", userId: "u" });
    expect(result.explicitAcks.sort()).toEqual(["m0", "m1", "m2"]);
    expect(result.retryMessages).toEqual([]);
  });

  it("generates feedback through the OpenAI API and stores it once", async () => {
    const { applicant, essay, job: created } = await essayWithJob("Leadership taught me patience. queue-happy-path");
    const result = await deliver({ jobId: created.id, userId: applicant.id });
    expect(result.explicitAcks).toEqual(["m0"]);
    expect(await job(created.id)).toMatchObject({ status: "done", attempts: 1, error: null });
    const stored = (await feedbackOf(essay.id))?.feedbackData as { source: string; id: string }[];
    expect(stored.filter((item) => item.source === "ai")).toEqual([
      expect.objectContaining({ type: "clarity", textReference: { highlightText: "Leadership", startPos: 0, endPos: 10 }, id: expect.any(String) }),
    ]);
  });

  it("reads at the bookmark its request left D1 at, writes at the primary; a malformed bookmark is a malformed message", async () => {
    const { applicant, essay, job: created } = await essayWithJob("Leadership taught me patience. queue-bookmark");
    const session = env.DB.withSession("first-primary");
    await session.prepare("SELECT 1").first();
    const bookmark = session.getBookmark()!;
    const opened: string[] = [];
    const DB = new Proxy(env.DB, {
      get(target, property) {
        if (property === "withSession")
          return (start: string) => {
            opened.push(start);
            return target.withSession(start);
          };
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const batch = createMessageBatch("scout-feedback", [
      { id: "m0", timestamp: new Date(), attempts: 1, body: { jobId: created.id, userId: applicant.id, bookmark } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, DB }, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["m0"]);
    expect(opened).toEqual([bookmark]);
    expect(await job(created.id)).toMatchObject({ status: "done" });
    expect((await feedbackOf(essay.id))?.feedbackData).not.toHaveLength(0);

    const malformed = await deliver({ jobId: crypto.randomUUID(), userId: applicant.id, bookmark: "'; DROP TABLE x; --" });
    expect(malformed.explicitAcks).toEqual(["m0"]);
    expect(malformed.retryMessages).toEqual([]);
  });

  it("does nothing for a duplicate delivery of a finished job", async () => {
    const { applicant, essay, job: created } = await essayWithJob("First delivery wins. queue-duplicate");
    await deliver({ jobId: created.id, userId: applicant.id });
    const first = await feedbackOf(essay.id);
    const again = await deliver({ jobId: created.id, userId: applicant.id });
    expect(again.explicitAcks).toEqual(["m0"]);
    expect((await job(created.id))?.attempts).toBe(1);
    expect((await feedbackOf(essay.id))?.updatedAt).toEqual(first?.updatedAt);
  });

  it("never touches another user's job", async () => {
    const { job: created } = await essayWithJob("Mine. queue-cross-user");
    const intruder = await createUser(db());
    const result = await deliver({ jobId: created.id, userId: intruder.id });
    expect(result.explicitAcks).toEqual(["m0"]);
    expect(await job(created.id)).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("drops a highlight whose text is not in the essay", async () => {
    const marker = "queue-bad-highlight";
    const { applicant, essay, job: created } = await essayWithJob(`I grew up in Lagos. ${marker}`);
    const content = JSON.stringify({
      feedback: [{ type: "content", severity: "major", paragraph: 1, comment: "Say more.", textReference: { highlightText: "Paris", startPos: 0, endPos: 5 } }],
    });
    await scriptFake(FAKE_PORTS.openai, { match: marker, content });
    await deliver({ jobId: created.id, userId: applicant.id });
    const ai = ((await feedbackOf(essay.id))?.feedbackData as { source: string }[]).filter((item) => item.source === "ai");
    expect(ai).toEqual([{ type: "content", severity: "major", paragraph: 1, comment: "Say more.", source: "ai", id: expect.any(String) }]);
  });

  it("retries with backoff when the AI service fails; after the platform's last retry the dead letter tells the user", async () => {
    const marker = "queue-server-error";
    const { applicant, job: created } = await essayWithJob(`Text. ${marker}`);
    await scriptFake(FAKE_PORTS.openai, { match: marker, status: 500, body: "upstream broke" });
    const first = await deliver({ jobId: created.id, userId: applicant.id });
    expect(first.retryMessages.map((message) => message.msgId)).toEqual(["m0"]);
    expect(await job(created.id)).toMatchObject({ status: "generating", attempts: 1 });

    // How many retries is wrangler.toml's to say (max_retries): the consumer itself never gives up.
    await scriptFake(FAKE_PORTS.openai, { match: marker, status: 503 });
    const late = await deliverTo("scout-feedback", { jobId: created.id, userId: applicant.id }, 5);
    expect(late.retryMessages).toHaveLength(1);
    expect(await job(created.id)).toMatchObject({ status: "generating" });

    const dead = await deliverTo("scout-feedback-dlq", { jobId: created.id, userId: applicant.id }, 1);
    expect(dead.explicitAcks).toEqual(["m0"]);
    expect(await job(created.id)).toMatchObject({ status: "failed", error: "The AI service did not answer. Please try again." });
  });

  it("a dead letter never turns a finished job into a failure", async () => {
    const { applicant, job: created } = await essayWithJob("Finished already. queue-dead-letter-done");
    await deliver({ jobId: created.id, userId: applicant.id });
    expect(await job(created.id)).toMatchObject({ status: "done" });
    await deliverTo("scout-feedback-dlq", { jobId: created.id, userId: applicant.id }, 1);
    expect(await job(created.id)).toMatchObject({ status: "done", error: null });
  });

  it("refuses a batch from a queue it does not consume", async () => {
    await expect(deliverTo("scout-unknown", { jobId: crypto.randomUUID(), userId: "u" }, 1)).rejects.toThrow("No consumer for queue scout-unknown");
  });

  it("retries a model answer of the wrong shape", async () => {
    const marker = "queue-malformed-output";
    const { applicant, job: created } = await essayWithJob(`Text. ${marker}`);
    await scriptFake(FAKE_PORTS.openai, { match: marker, content: '{"notFeedback": 1}' });
    const result = await deliver({ jobId: created.id, userId: applicant.id });
    expect(result.retryMessages).toHaveLength(1);
  });
});

describe("feedback with the deterministic checks", () => {
  it("merges the checks' items with exact offsets, in reading order", async () => {
    const text = "I recieved the award. It was written in one night. queue-merge";
    const { applicant, essay, job: created } = await essayWithJob(text);
    await deliver({ jobId: created.id, userId: applicant.id });
    const items = (await feedbackOf(essay.id))?.feedbackData as { source: string; type: string; textReference?: { startPos: number; endPos: number } }[];
    const spelling = items.find((item) => item.type === "spelling")!;
    expect(text.slice(spelling.textReference!.startPos, spelling.textReference!.endPos)).toBe("recieved");
    expect(items.some((item) => item.source === "check")).toBe(true);
    const starts = items.filter((item) => item.textReference).map((item) => item.textReference!.startPos);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("acks the message of a job whose essay was deleted: the job went with it, and the model is not asked", async () => {
    const { applicant, essay, job: created } = await essayWithJob("Soon gone. queue-deleted");
    const { essaySubmissions } = await import("../../../db/schema");
    await db().delete(essaySubmissions).where(eq(essaySubmissions.id, essay.id));
    expect(await job(created.id)).toBeUndefined();
    const result = await deliver({ jobId: created.id, userId: applicant.id });
    expect(result.explicitAcks).toEqual(["m0"]);
    expect(result.retryMessages).toEqual([]);
    expect((await fakeRequests(FAKE_PORTS.openai)).some((row) => row.body.includes("queue-deleted"))).toBe(false);
  });

  it("retries after a 429 and then succeeds", async () => {
    const marker = "queue-429-then-ok";
    const { applicant, essay, job: created } = await essayWithJob(`Fine text. ${marker}`);
    await scriptFake(FAKE_PORTS.openai, { match: marker, status: 429, body: "Rate limit" });
    const first = await deliver({ jobId: created.id, userId: applicant.id });
    expect(first.retryMessages.map((message) => message.msgId)).toEqual(["m0"]);
    const second = await deliver({ jobId: created.id, userId: applicant.id });
    expect(second.explicitAcks).toEqual(["m0"]);
    expect(await job(created.id)).toMatchObject({ status: "done", attempts: 2 });
    expect(await feedbackOf(essay.id)).toBeDefined();
  });
});

describe("the prompts the consumer sends", () => {
  it("grounds the model in the school's own words, the question, the round's deadline, goals and resume; stores the overall note, strengths last, and records the model", async () => {
    const { goalsData, resumeData, userSchoolPlans } = await import("../../../db/schema");
    const marker = `queue-grounded-${crypto.randomUUID()}`;
    const applicant = await createUser(db());
    await db().insert(goalsData).values({ userId: applicant.id, longTermVision: "Run a rural hospital network" });
    await db().insert(resumeData).values({ userId: applicant.id, content: "Analyst, Acme Health, 2019-2024" });
    await db()
      .insert(userSchoolPlans)
      .values({ userId: applicant.id, school: "Tuck", cycle: "2026-2027", round: "R2", enteredDate: "2027-01-06", enteredTimeZone: "America/New_York" });
    const text = `I want an MBA to lead. At Acme I grew our clinics from two to nine. ${marker}`;
    const essay = await createEssay(db(), applicant.id, { school: "Tuck", essayTitle: "Essay 1", essayContent: text });
    const created = await createFeedbackJob(db(), applicant.id, essay.id);
    const at = (passage: string) => ({ highlightText: passage, startPos: text.indexOf(passage), endPos: text.indexOf(passage) + passage.length });
    const answer = {
      overall: "A clear goal. The why-Tuck is missing. Next, name what Tuck adds. A fourth sentence is cut.",
      feedback: [
        { kind: "strength", type: "evidence", severity: "minor", paragraph: 1, comment: "A concrete result.", textReference: at("from two to nine") },
        { kind: "problem", type: "school_fit", severity: "major", paragraph: 1, comment: "Why Tuck?", textReference: null },
        { kind: "problem", type: "answers_prompt", severity: "minor", paragraph: 1, comment: "Answers in part.", textReference: null },
      ],
    };
    await scriptFake(FAKE_PORTS.openai, { match: marker, content: JSON.stringify(answer) });
    await deliver({ jobId: created.id, userId: applicant.id });

    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker)).at(-1)!;
    const user = (JSON.parse(sent.body) as { messages: { role: string; content: string }[] }).messages[1]!.content;
    expect(user).toContain("What Tuck says it looks for, in its own published words:");
    expect(user).toContain("tuck.dartmouth.edu");
    expect(user).toContain("Essay question: ");
    expect(user).toContain("Deadline the applicant plans by: R2: Jan 6, 2027");
    expect(user).toContain("Run a rural hospital network");
    expect(user).toContain("Analyst, Acme Health, 2019-2024");

    const stored = (await feedbackOf(essay.id))!;
    expect(stored.overallNote).toBe("A clear goal. The why-Tuck is missing. Next, name what Tuck adds.");
    const ai = (stored.feedbackData as StoredFeedbackItem[]).filter((item) => item.source === "ai");
    expect(ai.map((item) => [item.type, item.kind ?? "problem"])).toEqual([
      ["answers_prompt", "problem"],
      ["school_fit", "problem"],
      ["evidence", "strength"],
    ]);
    expect(await job(created.id)).toMatchObject({ status: "done", model: expect.any(String), promptVersions: expect.objectContaining({ feedback_base: 1 }) });
  });

  it("includes the school's own reference material, found by its normalised name", async () => {
    const { aiPrompts } = await import("../../../db/schema");
    const marker = `queue-school-prompt-${crypto.randomUUID()}`;
    await db()
      .insert(aiPrompts)
      .values({ promptType: "harvard_reference_material", promptText: `HBS values reflection. ${marker}`, name: "HBS" });
    const applicant = await createUser(db());
    const essay = await createEssay(db(), applicant.id, { school: "Harvard Business School", essayContent: `My story. ${marker}` });
    const created = await createFeedbackJob(db(), applicant.id, essay.id);
    await deliver({ jobId: created.id, userId: applicant.id });
    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker));
    expect(sent.some((entry) => entry.body.includes(`HBS values reflection. ${marker}`))).toBe(true);
  });
});
