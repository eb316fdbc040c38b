import { describe, expect, it } from "vitest";
import { VOICE_ERRORS, type VoiceCallAnswer, voiceToolFailure } from "../../../app/domain/coach/voice";
import { userRoles } from "../../../db/schema";
import { fakeRequests } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createPaidPlan, createTrial, saveGoals, saveResume } from "../../factories";
import { db, postJson, request, signUp, signUpFromBefore } from "../helpers";
import { chatInObject, messagesInObject } from "./chat-rows";
import { callRow, fakeCall, objectOf, startCall, startedCall } from "./voice-helpers";

// Voice coaching's routes: a call started from the browser's offer (the worker creates it at
// OpenAI), its end with the transcript, and the voice tool. How the object meters and ends calls
// is voice-meter.test.ts.

/** What the worker sent OpenAI to create the call whose offer carried `marker`. */
async function createdWith(marker: string) {
  const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.path === "/v1/realtime/calls" && entry.body.includes(marker));
  expect(sent).toHaveLength(1);
  return JSON.parse(sent[0]!.body) as { session: Record<string, unknown> & { instructions: string }; sdp: string };
}

describe("starting a voice call", () => {
  it("is refused to anyone signed out", async () => {
    expect((await startCall(undefined)).status).toBe(401);
  });

  it("is refused without a plan or a trial, saying which", async () => {
    const { cookie } = await signUp();
    const response = await startCall(cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "plan_required", message: VOICE_ERRORS.planRequired } });
    const ended = await signUp();
    await createTrial(db(), ended.userId, { endsAt: new Date(Date.now() - 60_000) });
    const refused = await startCall(ended.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "trial_expired", message: VOICE_ERRORS.trialExpired } });
  });

  it("creates the call at OpenAI from the browser's offer with the product's session, and hands the browser OpenAI's answer only", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    const marker = `offer-${crypto.randomUUID()}`;
    const response = await startCall(cookie, { context: "goals" }, marker);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const answer = (await response.json()) as VoiceCallAnswer;
    expect(Object.keys(answer).sort()).toEqual(["deadline", "remainingSeconds", "sdp", "voiceCallId"]);
    expect(answer.sdp).toMatch(/^v=0\r\n/);
    expect(answer.remainingSeconds).toBeNull();
    expect(JSON.stringify(answer)).not.toContain("sk-test");

    const created = await createdWith(marker);
    expect(created.sdp).toContain(marker);
    expect(created.session).toMatchObject({
      type: "realtime",
      model: "gpt-realtime",
      max_output_tokens: 800,
      audio: {
        input: {
          format: { type: "audio/pcm", rate: 24000 },
          transcription: { model: "whisper-1" },
          turn_detection: { type: "server_vad", threshold: 0.15, prefix_padding_ms: 300, silence_duration_ms: 1500 },
        },
        output: { format: { type: "audio/pcm", rate: 24000 }, voice: "ash" },
      },
      tools: [{ type: "function", name: "get_applicant_data", parameters: { properties: { type: { enum: ["goals", "resume"] } } } }],
    });
    expect(created.session.instructions).toMatch(/goals/);
    // The object knows the call by OpenAI's id before the browser has its answer.
    const row = await callRow(userId, answer.voiceCallId);
    expect(row.openai_call_id).toMatch(/^rtc_/);
    expect(await fakeCall(row.openai_call_id)).toMatchObject({ hungUp: false });
  });

  it("is refused at 0 minutes left in the trial, with Voice Limit Reached", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await objectOf(userId).usage.record("voiceSeconds", 300, null);
    const response = await startCall(cookie);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(`${VOICE_ERRORS.limitTitle}: ${VOICE_ERRORS.limit}`);
    // Demo mode lifts the cap for admins only.
    expect((await startCall(cookie, { context: "global", demo: true, school: "Tuck" })).status).toBe(403);
    await db().insert(userRoles).values({ userId, role: "admin" });
    const marker = `demo-${crypto.randomUUID()}`;
    const demo = await startCall(cookie, { context: "global", demo: true, school: "Tuck" }, marker);
    expect(demo.status).toBe(200);
    expect((await createdWith(marker)).session).toMatchObject({ max_output_tokens: 1200 });
  });

  it("gives a trial user a call that ends when their minutes do", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await objectOf(userId).usage.record("voiceSeconds", 290, null);
    const before = Date.now();
    const answer = await startedCall(cookie);
    expect(answer.remainingSeconds).toBe(10);
    expect(answer.deadline - before).toBeGreaterThanOrEqual(10_000);
    expect(answer.deadline - before).toBeLessThan(12_000);
  });

  it("refuses malformed bodies", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    expect((await startCall(cookie, { context: "kitchen" })).status).toBe(400);
    expect((await postJson("/api/voice/session", "not json", cookie)).status).toBe(400);
    expect((await startCall(cookie, { context: "global", extra: 1 })).status).toBe(400);
    expect((await postJson("/api/voice/session", { context: "global" }, cookie)).status).toBe(400);
    expect((await startCall(cookie, { context: "global", sdp: "hello" })).status).toBe(400);
    expect((await startCall(cookie, { context: "global", sdp: `v=0\r\n${"a".repeat(20_000)}` })).status).toBe(400);
  });
});

describe("a voice call's end", () => {
  it("keeps the transcript as a voice conversation, and another user's call is a 404", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await createPaidPlan(db(), alice.userId);
    const answer = await startedCall(alice.cookie);
    const transcript = [
      { type: "assistant", content: "Hi, I am Scout." },
      { type: "user", content: "Help me with my goals." },
    ];
    expect((await postJson(`/api/voice/calls/${answer.voiceCallId}/end`, { transcript }, bob.cookie)).status).toBe(404);
    const ended = await postJson(`/api/voice/calls/${answer.voiceCallId}/end`, { transcript }, alice.cookie);
    expect(ended.status).toBe(200);
    const { conversationId } = (await ended.json()) as { conversationId: string };
    const kept = await chatInObject(alice.userId);
    expect(kept.conversations.find((conversation) => conversation.id === conversationId)).toMatchObject({ title: "AI Chat Session" });
    expect((await chatInObject(bob.userId)).conversations).toEqual([]);
    const messages = await messagesInObject(alice.userId, conversationId);
    expect(messages.map((row) => [row.type, row.content, row.source])).toEqual([
      ["assistant", "Hi, I am Scout.", "voice"],
      ["user", "Help me with my goals.", "voice"],
    ]);
  });
});

describe("a long voice call's transcript", () => {
  it("is kept whole, however many lines it has (D1's parameter limit is per statement)", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    const answer = await startedCall(cookie);
    const transcript = Array.from({ length: 45 }, (_, i) => ({ type: i % 2 ? "user" : "assistant", content: `line ${i}` }));
    const ended = await postJson(`/api/voice/calls/${answer.voiceCallId}/end`, { transcript }, cookie);
    expect(ended.status).toBe(200);
    const { conversationId } = (await ended.json()) as { conversationId: string };
    const messages = await messagesInObject(userId, conversationId);
    expect(messages.map((row) => row.content)).toEqual(transcript.map((line) => line.content));
  });
});

describe("the voice tool", () => {
  it("returns only the caller's goals or resume, and the product's apology when there is none", async () => {
    const alice = await signUpFromBefore();
    const bob = await signUp();
    await saveGoals(db(), alice.userId, { longTermVision: "alice-vision: run a climate fund" });
    await saveResume(db(), alice.userId, "alice-resume: analyst at Northwind");
    const tool = (cookie: string, type: string) =>
      request(`/api/voice/tool?type=${type}`, { headers: { cookie } }).then((r) => r.json() as Promise<{ ok: boolean; output: string }>);
    expect(await tool(alice.cookie, "goals")).toMatchObject({ ok: true, output: "Long-term vision: alice-vision: run a climate fund" });
    expect((await tool(alice.cookie, "resume")).output).toContain("alice-resume");
    expect(await tool(bob.cookie, "goals")).toEqual({ ok: false, output: voiceToolFailure("goals") });
    expect(await tool(bob.cookie, "resume")).toEqual({ ok: false, output: voiceToolFailure("resume") });
    expect((await request("/api/voice/tool?type=salaries", { headers: { cookie: alice.cookie } })).status).toBe(400);
    expect((await request("/api/voice/tool?type=goals")).status).toBe(401);
  });
});
