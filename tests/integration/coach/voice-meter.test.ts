import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { VOICE_ERRORS, type VoiceCallAnswer } from "../../../app/domain/coach/voice";
import { usageTracking } from "../../../db/schema";
import { VoiceCallStore } from "../../../workers/user-object/voice-call-store";
import { fakeRequests, scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createPaidPlan, createTrial } from "../../factories";
import { db, postForm, postJson, signUp } from "../helpers";
import { callRow, callRows, fakeCall, objectOf, setClock, startCall, startedCall, stubOf } from "./voice-helpers";

// The user's object meters every voice call it allowed and can end each one, because the worker
// creates the call at OpenAI itself (workers/user-object/voice-meter.ts). The object's clock is
// set by the tests, so a call lasts exactly as long as a test says.

const mirrored = async (userId: string) => (await db().select().from(usageTracking).where(eq(usageTracking.userId, userId)).get())?.voiceSecondsUsed;
const endCall = async (cookie: string, voiceCallId: string) =>
  (await postJson(`/api/voice/calls/${voiceCallId}/end`, { transcript: [] }, cookie)).json() as Promise<{ chargedSeconds: number; voiceSecondsUsed: number }>;

describe("a call whose browser reports nothing", () => {
  it("is hung up at OpenAI by the object's alarm at its deadline, and charged to the deadline", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const t0 = Date.now();
    await setClock(userId, t0);
    const answer = await startedCall(cookie);
    expect(answer.deadline).toBe(t0 + 300_000);
    const { openai_call_id } = await callRow(userId, answer.voiceCallId);
    expect(await fakeCall(openai_call_id)).toMatchObject({ hungUp: false });

    await setClock(userId, answer.deadline + 5_000);
    expect(await runDurableObjectAlarm(stubOf(userId))).toBe(true);
    expect(await fakeCall(openai_call_id)).toMatchObject({ hungUp: true });
    expect(await callRow(userId, answer.voiceCallId)).toMatchObject({ ended_at: answer.deadline, charged: 300, hangup_confirmed: 1 });
    expect((await objectOf(userId).usage.read()).voiceSeconds).toBe(300);
    expect(await mirrored(userId)).toBe(300);
    expect((await startCall(cookie)).status).toBe(403);
  });
});

describe("a second call", () => {
  it("hangs the first up at OpenAI for real; the first is charged to its real end and its time comes off the second's", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const t0 = Date.now();
    await setClock(userId, t0);
    const first = await startedCall(cookie);
    const firstAtOpenAI = (await callRow(userId, first.voiceCallId)).openai_call_id;
    await setClock(userId, t0 + 20_000);
    const second = await startedCall(cookie);
    expect(await fakeCall(firstAtOpenAI)).toMatchObject({ hungUp: true });
    expect(await callRow(userId, first.voiceCallId)).toMatchObject({ ended_at: t0 + 20_000, charged: 20, hangup_confirmed: 1 });
    expect(second).toMatchObject({ remainingSeconds: 280, deadline: t0 + 300_000 });
    const secondAtOpenAI = (await callRow(userId, second.voiceCallId)).openai_call_id;
    expect(await fakeCall(secondAtOpenAI)).toMatchObject({ hungUp: false });
    expect((await objectOf(userId).usage.read()).voiceSeconds).toBe(20);
    expect(await mirrored(userId)).toBe(20);

    // The first tab's end report, arriving afterwards, charges nothing more.
    expect(await endCall(cookie, first.voiceCallId)).toMatchObject({ chargedSeconds: 20, voiceSecondsUsed: 20 });
    await setClock(userId, t0 + 65_000);
    expect(await endCall(cookie, second.voiceCallId)).toMatchObject({ chargedSeconds: 45, voiceSecondsUsed: 65 });
    expect(await fakeCall(secondAtOpenAI)).toMatchObject({ hungUp: true });
    expect(await mirrored(userId)).toBe(65);
  });
});

describe("an end OpenAI does not confirm", () => {
  it("keeps the call charged, and the alarm asks again until OpenAI confirms", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    const t0 = Date.now();
    await setClock(userId, t0);
    const answer = await startedCall(cookie);
    const { openai_call_id } = await callRow(userId, answer.voiceCallId);
    await scriptFake(FAKE_PORTS.openai, { match: openai_call_id!, status: 503, body: "busy" });
    await setClock(userId, t0 + 10_000);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await endCall(cookie, answer.voiceCallId)).toMatchObject({ chargedSeconds: 0, ended: false });
    warn.mockRestore();
    expect(await callRow(userId, answer.voiceCallId)).toMatchObject({ ended_at: null, end_asked_at: t0 + 10_000, next_try_at: t0 + 25_000 });
    expect(await fakeCall(openai_call_id)).toMatchObject({ hungUp: false });

    await setClock(userId, t0 + 30_000);
    expect(await runDurableObjectAlarm(stubOf(userId))).toBe(true);
    expect(await fakeCall(openai_call_id)).toMatchObject({ hungUp: true });
    expect(await callRow(userId, answer.voiceCallId)).toMatchObject({ ended_at: t0 + 30_000, charged: 30 });
    expect(await mirrored(userId)).toBe(30);
  });
});

describe("30 starts at once", () => {
  it("leave one live call, every other refused or hung up with its budget unit given back, and D1 agreeing with the object", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    const t0 = Date.now();
    await setClock(userId, t0);
    const responses = await Promise.all(Array.from({ length: 30 }, () => startCall(cookie)));
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as (VoiceCallAnswer | { error: { code: string } })[];
    const answered = bodies.filter((body): body is VoiceCallAnswer => "sdp" in body);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(bodies.filter((body) => "error" in body).every((body) => "error" in body && body.error.code === "conflict")).toBe(true);
    // One budget unit for each call that reached its browser; a refused start keeps none.
    expect(await objectOf(userId).aiBudget.today()).toBe(answered.length);

    const rows = await callRows(userId);
    const live = rows.filter((row) => row.ended_at === null);
    expect(live).toHaveLength(1);
    expect(await fakeCall(live[0]!.openai_call_id)).toMatchObject({ hungUp: false });
    for (const row of rows.filter((entry) => entry.ended_at !== null)) expect(await fakeCall(row.openai_call_id)).toMatchObject({ hungUp: true });

    await setClock(userId, t0 + 13_000);
    expect(await endCall(cookie, live[0]!.id)).toMatchObject({ chargedSeconds: 13 });
    const usage = await objectOf(userId).usage.read();
    expect(usage.voiceSeconds).toBe((await callRows(userId)).reduce((sum, row) => sum + row.charged, 0));
    expect(usage.voiceSeconds).toBe(13);
    expect(await mirrored(userId)).toBe(13);
  });
});

describe("a start OpenAI does not answer", () => {
  it("charges nothing, gives the budget unit back and holds no time", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const marker = `unreachable-${crypto.randomUUID()}`;
    await scriptFake(FAKE_PORTS.openai, { match: marker, status: 503, body: "overloaded" });
    const silenced = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await startCall(cookie, { context: "global" }, marker);
    silenced.mockRestore();
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(VOICE_ERRORS.token);
    expect(await objectOf(userId).aiBudget.today()).toBe(0);
    expect(await callRows(userId)).toEqual([expect.objectContaining({ charged: 0, openai_call_id: null, ended_at: expect.any(Number) })]);
    expect(await objectOf(userId).voice.remaining({ lifetimeSeconds: 300, period: null })).toEqual({ remainingSeconds: 300, usedSeconds: 0 });
    expect((await startCall(cookie)).status).toBe(200);
  });
});

describe("a start whose worker never came back", () => {
  it("lapses at no charge, and a call OpenAI answers after that is hung up, not kept", async () => {
    const { userId } = await signUp();
    const object = objectOf(userId);
    const caps = { lifetimeSeconds: 300, period: null };
    const t0 = Date.now();
    await setClock(userId, t0);
    const lost = crypto.randomUUID();
    expect(await object.voice.open(lost, caps, 3600)).toMatchObject({ allowed: true });
    // While it is opening, another start waits its turn.
    expect(await object.voice.open(crypto.randomUUID(), caps, 3600)).toEqual({ allowed: false, reason: "busy" });
    await setClock(userId, t0 + 31_000);
    expect(await object.voice.open(crypto.randomUUID(), caps, 3600)).toMatchObject({ allowed: true, remainingSeconds: 300 });
    expect(await callRow(userId, lost)).toMatchObject({ charged: 0, ended_at: t0 + 31_000 });
    const late = `rtc_${crypto.randomUUID().replaceAll("-", "")}`;
    expect(await object.voice.attach(lost, late, caps)).toEqual({ attached: false });
    expect((await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.path === `/v1/realtime/calls/${late}/hangup`)).toHaveLength(1);
  });
});

describe("a plan's monthly allowance", () => {
  it("counts the calls of this month only", async () => {
    const { userId } = await signUp();
    const object = objectOf(userId);
    const t0 = Date.now();
    await setClock(userId, t0);
    const essential = (since: number) => ({ lifetimeSeconds: null, period: { since, seconds: 18_000 } });
    const id = crypto.randomUUID();
    expect(await object.voice.open(id, essential(t0 - 1), 3600)).toMatchObject({ allowed: true, remainingSeconds: 18_000 });
    expect(await object.voice.attach(id, `rtc_${crypto.randomUUID().replaceAll("-", "")}`, essential(t0 - 1))).toMatchObject({ attached: true });
    await setClock(userId, t0 + 3_600_000);
    // OpenAI knows no such call (it was never made there): over all the same, charged to now.
    expect(await object.voice.end(id)).toMatchObject({ found: true, ended: true, chargedSeconds: 3600 });
    expect(await object.voice.remaining(essential(t0 - 1))).toEqual({ remainingSeconds: 14_400, usedSeconds: 3600 });
    // A new month: last month's calls no longer count.
    expect(await object.voice.remaining(essential(t0 + 1))).toMatchObject({ remainingSeconds: 18_000 });
  });
});

describe("the object's calls table", () => {
  it("takes an object's calls from before the offer went through the worker: open ones stay charged until their deadline", async () => {
    const { userId } = await signUp();
    await objectOf(userId).usage.read();
    const rows = await runInDurableObject(stubOf(userId), (_instance, state) => {
      const sql = state.storage.sql;
      sql.exec("DROP TABLE voice_call");
      sql.exec(
        "CREATE TABLE voice_call (id TEXT PRIMARY KEY, started_at INTEGER NOT NULL, deadline INTEGER NOT NULL, openai_call_id TEXT, ended_at INTEGER, charged INTEGER NOT NULL DEFAULT 0)",
      );
      sql.exec("INSERT INTO voice_call (id, started_at, deadline, openai_call_id) VALUES ('open', 1000, 61000, 'rtc_old')");
      sql.exec("INSERT INTO voice_call (id, started_at, deadline, ended_at, charged) VALUES ('done', 1000, 61000, 5000, 4)");
      const store = new VoiceCallStore(sql);
      return [store.get("open"), store.get("done"), store.unfinished().length];
    });
    expect(rows).toEqual([
      expect.objectContaining({ attached_at: 1000, hangup_confirmed: 0, ended_at: null }),
      expect.objectContaining({ attached_at: 1000, hangup_confirmed: 1, charged: 4 }),
      1,
    ]);
  });
});

describe("account deletion", () => {
  it("hangs up a call still running at OpenAI", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    const answer = await startedCall(cookie);
    const { openai_call_id } = await callRow(userId, answer.voiceCallId);
    const deleted = await postForm("/account/delete", {}, { cookie });
    await deleted.text();
    expect(deleted.status).toBe(302);
    expect(await fakeCall(openai_call_id)).toMatchObject({ hungUp: true });
  });
});
