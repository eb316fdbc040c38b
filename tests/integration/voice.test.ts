import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { VOICE_ERRORS, type VoiceSessionGrant, voiceToolFailure } from "../../app/domain/coach/voice";
import { chatConversations, chatMessages, userRoles } from "../../db/schema";
import type { UserObject } from "../support/test-worker";
import { userObjectClient } from "../../workers/user-object/client";
import { fakeRequests } from "../fakes/control";
import { FAKE_PORTS } from "../fakes/ports";
import { createPaidPlan, createTrial, saveGoals, saveResume } from "../factories";
import { db, postJson, request, signUp } from "./helpers";

const startCall = (cookie: string | undefined, body: unknown = { context: "global" }) => postJson("/api/voice/session", body, cookie);
const usageOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId).usage();

describe("minting a voice session", () => {
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

  it("sends the product's voice session to OpenAI and hands the browser a short-lived secret only", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    const response = await startCall(cookie, { context: "goals" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const grant = (await response.json()) as VoiceSessionGrant;
    expect(grant.client_secret.value).toMatch(/^ek_/);
    expect(grant).toMatchObject({ remainingSeconds: null, callsUrl: `http://127.0.0.1:${FAKE_PORTS.openai}/v1/realtime/calls`, model: "gpt-realtime" });
    expect(JSON.stringify(grant)).not.toContain("sk-test");

    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.path === "/v1/realtime/client_secrets");
    const body = JSON.parse(sent.at(-1)!.body);
    expect(body.expires_after).toEqual({ anchor: "created_at", seconds: 60 });
    expect(body.session).toMatchObject({
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
    expect(body.session.instructions).toMatch(/goals/);
  });

  it("is refused at 0 minutes left in the trial, with Voice Limit Reached", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await userObjectClient(env.USER_OBJECT, userId).recordUsage("voiceSeconds", 300, null);
    const response = await startCall(cookie);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(`${VOICE_ERRORS.limitTitle}: ${VOICE_ERRORS.limit}`);
    // Demo mode lifts the cap for admins only.
    expect((await startCall(cookie, { context: "global", demo: true, school: "Tuck" })).status).toBe(403);
    await db().insert(userRoles).values({ userId, role: "admin" });
    const demo = await startCall(cookie, { context: "global", demo: true, school: "Tuck" });
    expect(demo.status).toBe(200);
    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.path === "/v1/realtime/client_secrets");
    expect(JSON.parse(sent.at(-1)!.body).session).toMatchObject({ max_output_tokens: 1200 });
  });

  it("gives a trial user a call that ends when their minutes do", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await userObjectClient(env.USER_OBJECT, userId).recordUsage("voiceSeconds", 290, null);
    const before = Date.now();
    const grant = (await (await startCall(cookie)).json()) as VoiceSessionGrant;
    expect(grant.remainingSeconds).toBe(10);
    expect(grant.deadline - before).toBeGreaterThanOrEqual(10_000);
    expect(grant.deadline - before).toBeLessThan(12_000);
  });

  it("refuses malformed bodies", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    expect((await startCall(cookie, { context: "kitchen" })).status).toBe(400);
    expect((await startCall(cookie, "not json")).status).toBe(400);
    expect((await startCall(cookie, { context: "global", extra: 1 })).status).toBe(400);
  });
});

const trialCap = { lifetimeSeconds: 300, period: null };

describe("metering a voice call in the user's object", () => {
  it("holds a plan's monthly allowance by the calls of this month only", async () => {
    const { userId } = await signUp();
    const object = userObjectClient(env.USER_OBJECT, userId);
    const t0 = Date.now();
    const essential = (since: number) => ({ lifetimeSeconds: null, period: { since, seconds: 18_000 } });
    const first = await object.openVoiceCall(essential(t0 - 1), 3600, t0);
    if (!first.allowed) throw new Error("refused");
    expect(first.remainingSeconds).toBe(18_000);
    await object.endVoiceCall(first.voiceCallId, t0 + 3_600_000);
    expect(await object.voiceRemaining(essential(t0 - 1))).toEqual({ remainingSeconds: 14_400, usedSeconds: 3600 });
    // A new month: last month's calls no longer count.
    expect(await object.voiceRemaining(essential(t0 + 1))).toMatchObject({ remainingSeconds: 18_000 });
  });

  it("charges the time between opening and the browser's end, never past the deadline", async () => {
    const { userId } = await signUp();
    const object = userObjectClient(env.USER_OBJECT, userId);
    const t0 = Date.now();
    const opened = await object.openVoiceCall(trialCap, 3600, t0);
    if (!opened.allowed) throw new Error("refused");
    const ended = await object.endVoiceCall(opened.voiceCallId, t0 + 41_200);
    expect(ended).toMatchObject({ found: true, chargedSeconds: 42 });
    // Ending twice charges nothing more.
    expect(await object.endVoiceCall(opened.voiceCallId, t0 + 90_000)).toMatchObject({ chargedSeconds: 0 });
    const next = await object.openVoiceCall(trialCap, 3600, t0 + 100_000);
    if (!next.allowed) throw new Error("refused");
    expect(next.remainingSeconds).toBe(258);
    expect(await object.endVoiceCall(next.voiceCallId, t0 + 100_000 + 999_000)).toMatchObject({ chargedSeconds: 258 });
    expect((await usageOf(userId)).voiceSeconds).toBe(300);
    expect((await object.openVoiceCall(trialCap, 3600, t0 + 2_000_000)).allowed).toBe(false);
  });

  it("ends a call at its deadline by itself, charges it in full and hangs it up at OpenAI", async () => {
    const { userId } = await signUp();
    const object = userObjectClient(env.USER_OBJECT, userId);
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    const t0 = Date.now();
    const opened = await object.openVoiceCall(trialCap, 3600, t0);
    if (!opened.allowed) throw new Error("refused");
    const openaiCallId = `rtc_${crypto.randomUUID().replaceAll("-", "")}`;
    await object.attachVoiceCall(opened.voiceCallId, openaiCallId);
    await runInDurableObject(stub, (instance: UserObject) => instance.setClock(t0 + 301_000));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await usageOf(userId)).voiceSeconds).toBe(300);
    const hangups = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.path === `/v1/realtime/calls/${openaiCallId}/hangup`);
    expect(hangups).toHaveLength(1);
  });

  it("keeps the transcript as a voice conversation, and another user's call is a 404", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await createPaidPlan(db(), alice.userId);
    const grant = (await (await startCall(alice.cookie)).json()) as VoiceSessionGrant;
    const transcript = [
      { type: "assistant", content: "Hi, I am Scout." },
      { type: "user", content: "Help me with my goals." },
    ];
    expect((await postJson(`/api/voice/calls/${grant.voiceCallId}/end`, { transcript }, bob.cookie)).status).toBe(404);
    expect((await postJson(`/api/voice/calls/${grant.voiceCallId}/connected`, { callId: "rtc_x" }, bob.cookie)).status).toBe(404);
    const ended = await postJson(`/api/voice/calls/${grant.voiceCallId}/end`, { transcript }, alice.cookie);
    expect(ended.status).toBe(200);
    const { conversationId } = (await ended.json()) as { conversationId: string };
    const conversation = await db().select().from(chatConversations).where(eq(chatConversations.id, conversationId)).get();
    expect(conversation).toMatchObject({ userId: alice.userId, title: "AI Chat Session" });
    const messages = await db().select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)).orderBy(chatMessages.createdAt).all();
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
    const grant = (await (await startCall(cookie)).json()) as VoiceSessionGrant;
    const transcript = Array.from({ length: 45 }, (_, i) => ({ type: i % 2 ? "user" : "assistant", content: `line ${i}` }));
    const ended = await postJson(`/api/voice/calls/${grant.voiceCallId}/end`, { transcript }, cookie);
    expect(ended.status).toBe(200);
    const { conversationId } = (await ended.json()) as { conversationId: string };
    const messages = await db().select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)).orderBy(chatMessages.createdAt).all();
    expect(messages.map((row) => row.content)).toEqual(transcript.map((line) => line.content));
  });
});

describe("the voice tool", () => {
  it("returns only the caller's goals or resume, and the product's apology when there is none", async () => {
    const alice = await signUp();
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
