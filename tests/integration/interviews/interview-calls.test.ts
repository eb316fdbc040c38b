import { runDurableObjectAlarm } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { mockInterviews, usageTracking } from "../../../db/schema";
import { scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createPaidPlan } from "../../factories";
import { db, postForm, postJson, sdpOffer, signUp } from "../helpers";
import { callRow, callRows, fakeCall, objectOf, setClock, stubOf } from "../coach/voice-helpers";

// A mock interview's call is metered as any voice call (voice-meter.test.ts); here, what is its
// own: of many starts of one interview only one reaches OpenAI or the budget, and the interview's
// charge in D1 is the object's, however the call ended.

const interviewOf = async (id: string) => (await db().select().from(mockInterviews).where(eq(mockInterviews.id, id)).get())!;
const mirrored = async (userId: string) => (await db().select().from(usageTracking).where(eq(usageTracking.userId, userId)).get())?.voiceSecondsUsed;
const startInterview = (id: string, cookie: string, marker?: string) => postJson(`/api/interviews/${id}/session`, { sdp: sdpOffer(marker) }, cookie);

async function paidApplicantWithInterview() {
  const applicant = await signUp();
  await createPaidPlan(db(), applicant.userId);
  const created = await postForm("/app/interviews", { intent: "start", formatId: "behavioural" }, { cookie: applicant.cookie });
  expect(created.status).toBe(302);
  return { ...applicant, id: created.headers.get("location")!.split("/").pop()! };
}

describe("30 starts of one interview at once", () => {
  it("make one call; the others are refused before they spend anything, and the interview's charge in D1 is the object's", async () => {
    const { cookie, userId, id } = await paidApplicantWithInterview();
    const t0 = Date.now();
    await setClock(userId, t0);
    const responses = await Promise.all(Array.from({ length: 30 }, () => startInterview(id, cookie)));
    await Promise.all(responses.map((response) => response.text()));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(29);
    expect(await objectOf(userId).aiBudget.today()).toBe(1);
    const [call] = await callRows(userId);
    expect(await callRows(userId)).toHaveLength(1);
    expect(call).toMatchObject({ ended_at: null });
    expect(await interviewOf(id)).toMatchObject({ status: "live", voiceCallId: call!.id });
    expect(await fakeCall(call!.openai_call_id)).toMatchObject({ hungUp: false });

    await setClock(userId, t0 + 13_000);
    const ended = await postJson(`/api/interviews/${id}/end`, {}, cookie);
    expect(await ended.json()).toEqual({ chargedSeconds: 13 });
    expect(await fakeCall(call!.openai_call_id)).toMatchObject({ hungUp: true });
    expect((await objectOf(userId).usage.read()).voiceSeconds).toBe(13);
    expect(await interviewOf(id)).toMatchObject({ status: "ended", chargedSeconds: 13 });
    expect(await mirrored(userId)).toBe(13);
  });
});

describe("an interview whose browser reports nothing", () => {
  it("is hung up at its deadline by the object's alarm, and its charge reaches D1 without any end report", async () => {
    const { cookie, userId, id } = await paidApplicantWithInterview();
    const t0 = Date.now();
    await setClock(userId, t0);
    const answer = (await (await startInterview(id, cookie)).json()) as { voiceCallId: string; deadline: number };
    const seconds = (answer.deadline - t0) / 1000;
    const { openai_call_id } = await callRow(userId, answer.voiceCallId);
    await setClock(userId, answer.deadline + 1_000);
    expect(await runDurableObjectAlarm(stubOf(userId))).toBe(true);
    expect(await fakeCall(openai_call_id)).toMatchObject({ hungUp: true });
    expect(await interviewOf(id)).toMatchObject({ status: "live", chargedSeconds: seconds });
    expect((await objectOf(userId).usage.read()).voiceSeconds).toBe(seconds);
    // Finished from its page later: the charge stays the object's.
    expect(await (await postJson(`/api/interviews/${id}/end`, {}, cookie)).json()).toEqual({ chargedSeconds: seconds });
    expect(await interviewOf(id)).toMatchObject({ status: "ended", chargedSeconds: seconds });
  });
});

describe("an interview whose start OpenAI does not answer", () => {
  it("is left ready, charges nothing and gives its budget unit back", async () => {
    const { cookie, userId, id } = await paidApplicantWithInterview();
    const marker = `interview-unreachable-${crypto.randomUUID()}`;
    await scriptFake(FAKE_PORTS.openai, { match: marker, status: 503, body: "overloaded" });
    const silenced = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const refused = await startInterview(id, cookie, marker);
    silenced.mockRestore();
    expect(refused.status).toBe(500);
    expect(await interviewOf(id)).toMatchObject({ status: "ready", voiceCallId: null, startedAt: null });
    expect(await objectOf(userId).aiBudget.today()).toBe(0);
    expect((await objectOf(userId).usage.read()).voiceSeconds).toBe(0);
    expect((await startInterview(id, cookie)).status).toBe(200);
  });
});

describe("a second interview", () => {
  it("hangs up the first interview's call, whose charge reaches the first interview", async () => {
    const { cookie, userId, id } = await paidApplicantWithInterview();
    const next = await postForm("/app/interviews", { intent: "start", formatId: "behavioural" }, { cookie });
    const secondId = next.headers.get("location")!.split("/").pop()!;
    const t0 = Date.now();
    await setClock(userId, t0);
    const first = (await (await startInterview(id, cookie)).json()) as { voiceCallId: string };
    const { openai_call_id } = await callRow(userId, first.voiceCallId);
    await setClock(userId, t0 + 42_000);
    expect((await startInterview(secondId, cookie)).status).toBe(200);
    expect(await fakeCall(openai_call_id)).toMatchObject({ hungUp: true });
    expect(await interviewOf(id)).toMatchObject({ chargedSeconds: 42 });
    expect(await interviewOf(secondId)).toMatchObject({ status: "live", chargedSeconds: null });
  });
});
