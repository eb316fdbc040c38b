import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mockInterviews } from "../../../db/schema";
import type { TranscriptTurn } from "../../../app/domain/interviews/transcript";
import { userObjectClient } from "../../../workers/user-object/client";
import worker from "../../../workers/entry";
import { fakeRequests, scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { addSchool, createEssay, createInterviewWith, createPaidPlan, createTrial } from "../../factories";
import { readInterview } from "../../../app/services/interviews/interviews.server";
import { db, postForm, postJson, request, sdpOffer, signUp, signUpFromBefore } from "../helpers";
import { deliverToQueue } from "../queue-delivery";
import { workRowsOf } from "../work-rows";

// Mock interviews inside workerd: the formats from the seed migration, the interview's call
// metered and refused up front when longer than the minutes left, what was said kept with its
// timings, and the debrief job run once under a duplicate message, with its prompt version.

const startInterview = (id: string, cookie: string, marker?: string) => postJson(`/api/interviews/${id}/session`, { sdp: sdpOffer(marker) }, cookie);
const interviewOf = async (id: string) => {
  const row = (await db().select().from(mockInterviews).where(eq(mockInterviews.id, id)).get())!;
  // The transcript and the debrief as the page reads them: from the applicant's object.
  return (await readInterview(db(), workRowsOf(row.userId), row.userId, id))!;
};

async function newInterview(cookie: string, formatId = "application-based", school?: string) {
  const response = await postForm("/app/interviews", { intent: "start", formatId, ...(school ? { school } : {}) }, { cookie });
  expect(response.status).toBe(302);
  return response.headers.get("location")!.split("/").pop()!;
}

const deliver = (...bodies: unknown[]) => deliverToQueue("scout-interview", bodies);

/** The instructions the interview's call was created with (its offer carried `marker`). */
async function sentInstructions(marker: string) {
  const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.path === "/v1/realtime/calls" && entry.body.includes(marker));
  expect(sent).toHaveLength(1);
  return JSON.parse(sent[0]!.body).session.instructions as string;
}

const said = (marker: string): TranscriptTurn[] => [
  { speaker: "interviewer", text: "Tell me about a decision on your resume.", startMs: 0, endMs: 3_000 },
  { speaker: "applicant", text: `Um, I ${marker} rebuilt the plant's scheduling and cut downtime by 30 percent.`, startMs: 5_000, endMs: 11_000 },
];

describe("interview formats", () => {
  it("load from the seed with their sources, the applicant's schools first with their format", async () => {
    const { cookie, userId } = await signUp();
    await addSchool(db(), userId, "Kellogg", 1);
    await addSchool(db(), userId, "Harvard Business School", 2);
    const response = await request("/app/interviews", { headers: { cookie } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Application-based interview (HBS style)");
    expect(page).toContain("Team-based discussion (Wharton style)");
    expect(page).toContain("poetsandquants.com");
    // Each card says whose reading it is and when it was checked.
    expect(page).toContain("not the school&#x27;s own page.");
    expect(page).toContain("checked 2026-11-25");
    const mine = page.indexOf("Kellogg: Behavioural");
    expect(mine).toBeGreaterThan(0);
    expect(page.indexOf("Kellogg: Video essay practice")).toBeGreaterThan(mine);
    expect(page.indexOf("Harvard Business School: Application-based")).toBeGreaterThan(mine);
    expect(page.indexOf("Harvard Business School: Application-based")).toBeLessThan(page.indexOf("All formats"));
  });
});

describe("an interview's voice call", () => {
  it("is refused up front when the interview is longer than the minutes left, saying the time there is", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await userObjectClient(env.USER_OBJECT, userId).usage.record("voiceSeconds", 48, null);
    const id = await newInterview(cookie);
    const response = await startInterview(id, cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: "usage_limit", message: expect.stringContaining("This interview takes 30 minutes and you have 4 min 12 s of voice time left") },
    });
    expect((await interviewOf(id)).status).toBe("ready");
  });

  it("is metered as a voice call, speaks from the format's prompt version, keeps what was said, counts its filler words and pace, and queues the debrief", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    await addSchool(db(), userId, "Harvard Business School", 1);
    await createEssay(db(), userId, { school: "Harvard Business School", essayTitle: "Main essay", essayContent: "essay-marker: the night shift taught me" });
    const id = await newInterview(cookie, "application-based", "Harvard Business School");
    const before = (await userObjectClient(env.USER_OBJECT, userId).usage.read()).voiceSeconds;

    const marker = `interview-${crypto.randomUUID()}`;
    const started = await startInterview(id, cookie, marker);
    expect(started.status).toBe(200);
    const answer = (await started.json()) as { deadline: number; sdp: string };
    expect(answer.sdp).toMatch(/^v=0/);
    // The call's deadline is the interview's length, not the hour of an ordinary call.
    expect(answer.deadline - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const instructions = await sentInstructions(marker);
    expect(instructions).toContain("mock application-based interview");
    expect(instructions).toContain("essay-marker: the night shift taught me");
    expect((await interviewOf(id)).promptVersions).toEqual({ interview_application_based: 1 });
    // A second start of the same interview is refused.
    expect((await startInterview(id, cookie)).status).toBe(409);

    // What was said so far is kept while the call runs (a dropped call keeps it).
    const spoken = crypto.randomUUID().slice(0, 8);
    expect((await postJson(`/api/interviews/${id}/transcript`, { transcript: said(spoken) }, cookie)).status).toBe(200);
    expect((await interviewOf(id)).transcript).toHaveLength(2);

    // The call dropped: the end comes with no transcript, and what was saved is used.
    const ended = await postJson(`/api/interviews/${id}/end`, {}, cookie);
    expect(ended.status).toBe(200);
    const row = await interviewOf(id);
    expect(row.status).toBe("ended");
    expect(row.transcript[1]!.text).toContain(spoken);
    // Six seconds of the applicant's speech: too short for a rate per minute (filler-words-and-pace.ts).
    expect(row.delivery).toMatchObject({ applicantWords: 13, fillerCount: 1, longestPauseSeconds: 2, speakingSeconds: 6, wordsPerMinute: null });
    expect(["queued", "running", "done"]).toContain(row.debriefStatus);
    const after = (await userObjectClient(env.USER_OBJECT, userId).usage.read()).voiceSeconds;
    expect(after - before).toBe(row.chargedSeconds);
    // Ending twice charges nothing more.
    expect((await postJson(`/api/interviews/${id}/end`, {}, cookie)).status).toBe(200);
    expect((await userObjectClient(env.USER_OBJECT, userId).usage.read()).voiceSeconds).toBe(after);
  });
});

describe("a team-based discussion", () => {
  it("voices named participants on the interview's prompt, shown on its page, from its own prompt version", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    const id = await newInterview(cookie, "team-discussion");
    const page = await (await request(`/app/interviews/${id}`, { headers: { cookie } })).text();
    expect(page).toContain("Around the table with you: Priya, Marcus, Sofia");
    const marker = `discussion-${crypto.randomUUID()}`;
    expect((await startInterview(id, cookie, marker)).status).toBe(200);
    const instructions = await sentInstructions(marker);
    expect(instructions).toContain("The participants you voice: Priya, Marcus, Sofia");
    const prompt = /The discussion prompt: (.+)/.exec(instructions)![1]!;
    expect(page).toContain(prompt.replaceAll("'", "&#x27;"));
    expect((await interviewOf(id)).promptVersions).toEqual({ interview_team_discussion: 1 });
  });
});

describe("the debrief job", () => {
  it("is stored once under a duplicate message, scoped to the user, with its prompt version and quotes", async () => {
    const alice = await signUpFromBefore();
    const bob = await signUp();
    const marker = crypto.randomUUID().slice(0, 8);
    const row = await createInterviewWith(db(), { userId: alice.userId, formatId: "behavioural", status: "ended", debriefStatus: "queued" }, said(marker));
    const message = { interviewId: row!.id, userId: alice.userId };
    const modelCalls = async () =>
      (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.path === "/v1/chat/completions" && entry.body.includes(marker)).length;

    // Another user's id finds nothing to do.
    await deliver({ interviewId: row!.id, userId: bob.userId });
    expect((await interviewOf(row!.id)).debriefStatus).toBe("queued");
    expect(await modelCalls()).toBe(0);

    const result = await deliver(message, message);
    expect(result.explicitAcks.sort()).toEqual(["m0", "m1"]);
    await deliver(message);
    expect(await modelCalls()).toBe(1);
    const done = await interviewOf(row!.id);
    expect(done.debriefStatus).toBe("done");
    expect(done.debriefPromptVersions).toEqual({ interview_debrief: 1 });
    // Every score kept quotes the applicant's words; the fake's invented quote was dropped.
    expect(done.debrief!.scores.length).toBeGreaterThan(0);
    for (const score of done.debrief!.scores) expect(said(marker)[1]!.text).toContain(score.quote);
    expect(done.debrief!.dropped).toBe(1);
  });
});

describe("a debrief the model cannot give", () => {
  it("is retried when the model is down, and failed for the applicant (who may ask again) from the dead-letter queue", async () => {
    const { cookie, userId } = await signUpFromBefore();
    const marker = crypto.randomUUID().slice(0, 8);
    const row = await createInterviewWith(db(), { userId, formatId: "behavioural", status: "ended", debriefStatus: "queued" }, said(marker));
    const message = { interviewId: row!.id, userId };
    await scriptFake(FAKE_PORTS.openai, { match: marker, status: 503, body: "busy" });
    const retried = await deliver(message);
    expect(retried.retryMessages.map((entry) => entry.msgId)).toEqual(["m0"]);
    expect((await interviewOf(row!.id)).debriefStatus).toBe("queued");

    const batch = createMessageBatch("scout-interview-dlq", [{ id: "d0", timestamp: new Date(), attempts: 4, body: message }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    await getQueueResult(batch, ctx);
    const failed = await interviewOf(row!.id);
    expect(failed).toMatchObject({ debriefStatus: "failed", debriefError: "The AI service did not answer. Please try again." });
    const page = await (await request(`/app/interviews/${row!.id}`, { headers: { cookie } })).text();
    expect(page).toContain("Ask for the debrief again");
  });
});

describe("another user's interview", () => {
  it("is a 404 on every route: page, call, transcript, end, debrief and reflection", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await createPaidPlan(db(), bob.userId);
    const id = await newInterview(alice.cookie);
    expect((await request(`/app/interviews/${id}`, { headers: { cookie: bob.cookie } })).status).toBe(404);
    expect((await startInterview(id, bob.cookie)).status).toBe(404);
    expect((await postJson(`/api/interviews/${id}/transcript`, { transcript: said("bob") }, bob.cookie)).status).toBe(404);
    expect((await postJson(`/api/interviews/${id}/end`, {}, bob.cookie)).status).toBe(404);
    expect((await postForm(`/app/interviews/${id}`, { intent: "debrief" }, { cookie: bob.cookie })).status).toBe(404);
    expect((await postForm(`/app/interviews/${id}`, { intent: "reflection" }, { cookie: bob.cookie })).status).toBe(404);
    expect((await request(`/app/interviews/${id}`, { headers: { cookie: alice.cookie } })).status).toBe(200);
    expect((await interviewOf(id)).status).toBe("ready");
  });
});
