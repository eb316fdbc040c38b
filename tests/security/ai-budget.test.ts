import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import OpenAI from "openai";
import { describe, expect, it, vi } from "vitest";
import type { StoredFeedbackItem } from "../../app/domain/feedback/feedback-items";
import { AI_BUDGET_TITLE, AI_CALLS_PER_DAY } from "../../app/domain/billing/usage-limits";
import { requestFeedback } from "../../app/services/feedback/feedback.server";
import { suggestFix } from "../../app/services/feedback/fix-suggestions.server";
import { feedbackJobs } from "../../db/schema";
import { fakeRequests } from "../fakes/control";
import { FAKE_PORTS } from "../fakes/ports";
import { createEssay, createPaidPlan, createTrial } from "../factories";
import { feedbackItem } from "../support/application-builders";
import { is, openChatSocket } from "../integration/coach/chat-socket";
import { db, postForm, postJson, sdpOffer, signUp } from "../integration/helpers";
import { userObject } from "./applicants";
import { userObjectClient } from "../../workers/user-object/client";
import { feedbackOfEssay, storeEssayFeedback } from "../integration/work-rows";

// Every path that asks the model takes one call from the user's daily AI budget, counted in their
// object: under 30 requests at once the model is asked no more than the
// rules allow, past the budget the user reads "Daily AI limit reached", and when the count cannot
// be recorded the model is not asked at all (fails closed).
const AT_ONCE = 30;
const route = encodeURIComponent("routes/app.essays.$essayId");

const modelCallsWith = async (marker: string) => (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker)).length;

/** Spends today's budget down to `left` calls, as earlier requests would have. */
async function leaveInBudget(userId: string, limit: number, left: number) {
  for (let i = 0; i < limit - left; i++) expect((await userObject(userId).aiBudget.spend("chat", limit)).allowed).toBe(true);
}

async function essayWithItems(userId: string, marker: string, count: number) {
  const passages = Array.from({ length: count }, (_, i) => `I helped the team ${marker} part ${i}`);
  const text = passages.join(". ");
  const items = passages.map((passage) => feedbackItem(text, passage));
  const essay = await createEssay(db(), userId, { school: "Booth", essayTitle: `Essay ${marker}`, essayContent: text, userWrittenAt: new Date() });
  await storeEssayFeedback(userId, essay.id, items);
  return { essay, items };
}

const ask = (cookie: string, essayId: string, itemId: string) =>
  postForm(`/app/essays/${essayId}.data?_routes=${route}`, { intent: "suggest-fix", itemId }, { cookie });

async function statuses(pending: Promise<Response>[]) {
  return Promise.all(pending.map(async (answer) => ({ status: (await answer).status, body: await (await answer).text() })));
}

describe("the daily AI budget under 30 requests at once", () => {
  it("feedback: one job asks the model once, and counts once", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const marker = `budget-feedback-${crypto.randomUUID()}`;
    const essay = await createEssay(db(), userId, { essayContent: `My own words ${marker}`, userWrittenAt: new Date() });
    const answers = await statuses(Array.from({ length: AT_ONCE }, () => postForm(`/app/essays/${essay.id}`, { intent: "feedback" }, { cookie })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await vi.waitFor(async () => expect((await db().select().from(feedbackJobs).where(eq(feedbackJobs.essayId, essay.id)))[0]?.status).toBe("done"), {
      timeout: 30_000,
    });
    expect(await modelCallsWith(marker)).toBe(1);
    expect(await userObject(userId).aiBudget.today()).toBe(1);
  });

  it("suggest a fix, one item asked 30 times: the model is asked once", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const marker = `budget-fix-one-${crypto.randomUUID()}`;
    const { essay, items } = await essayWithItems(userId, marker, 1);
    const answers = await statuses(Array.from({ length: AT_ONCE }, () => ask(cookie, essay.id, items[0]!.id)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await modelCallsWith(marker)).toBe(1);
  });

  it("suggest a fix, 30 items with 3 calls left today: 3 asked and kept, 27 refused with the daily limit", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await leaveInBudget(userId, AI_CALLS_PER_DAY.trial, 3);
    const marker = `budget-fix-many-${crypto.randomUUID()}`;
    const { essay, items } = await essayWithItems(userId, marker, AT_ONCE);
    const answers = await statuses(items.map((item) => ask(cookie, essay.id, item.id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(AT_ONCE - 3);
    expect(refused.every((answer) => answer.body.includes(AI_BUDGET_TITLE))).toBe(true);
    expect(await modelCallsWith(marker)).toBe(3);
    // Each suggestion paid for is kept on its own item (none written over by another).
    const stored = (await feedbackOfEssay(essay.id))!.feedbackData as StoredFeedbackItem[];
    expect(stored.filter((item) => item.suggestion)).toHaveLength(3);
    expect(await userObject(userId).aiBudget.today()).toBe(AI_CALLS_PER_DAY.trial);
  });

  it("trim: with 3 calls left today, 30 trims at once ask the model 3 times and refuse the rest with the daily limit", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await leaveInBudget(userId, AI_CALLS_PER_DAY.trial, 3);
    const marker = `budget-trim-${crypto.randomUUID()}`;
    const text = `${"I gathered the team and we rebuilt the pipeline over three nights. ".repeat(8)}${marker}.`;
    const essay = await createEssay(db(), userId, { school: "Nowhere School", essayTitle: `Essay ${marker}`, essayContent: text, userWrittenAt: new Date() });
    const answers = await statuses(
      Array.from({ length: AT_ONCE }, () => postForm(`/app/essays/${essay.id}.data?_routes=${route}`, { intent: "trim", target: "40" }, { cookie })),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(AT_ONCE - 3);
    // A proposal asked for again is a call of its own: the model is never asked more than the budget allows.
    expect(await modelCallsWith(marker)).toBeLessThanOrEqual(3);
    expect(await userObject(userId).aiBudget.today()).toBe(AI_CALLS_PER_DAY.trial);
  });

  it("chat: with 3 calls left today, 3 messages are answered, each in its own new conversation", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId, "pro");
    await leaveInBudget(userId, AI_CALLS_PER_DAY.paid, 3);
    const marker = `budget-chat-${crypto.randomUUID()}`;
    const tab = await openChatSocket(cookie);
    const ids: string[] = Array.from({ length: AT_ONCE }, (_, i) => tab.send(`${marker} ${i}`));
    const settled = () => tab.events.filter((event) => (event.type === "accepted" || event.type === "failed") && ids.includes(event.requestId ?? ""));
    await expect.poll(() => settled().length, { timeout: 30_000 }).toBe(AT_ONCE);
    expect(tab.events.filter(is("accepted"))).toHaveLength(3);
    const codes = tab.events.filter(is("failed")).map((event) => event.code);
    expect(codes.filter((code) => code === "ai_budget").length).toBeGreaterThan(0);
    expect(codes.every((code) => code === "ai_budget" || code === "rate_limited")).toBe(true);
    await expect.poll(() => tab.events.filter(is("reply")).length, { timeout: 30_000 }).toBe(3);
    expect((await userObject(userId).conversations.rows()).conversations).toHaveLength(3);
    expect(await modelCallsWith(marker)).toBe(3);
    tab.close();
  });

  it("voice: with 2 calls left today, 30 starts at once make at most those 2 calls, each counted once, and then the daily limit refuses", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId, "pro");
    await leaveInBudget(userId, AI_CALLS_PER_DAY.paid, 2);
    const marker = `budget-voice-${crypto.randomUUID()}`;
    const start = () => postJson("/api/voice/session", { context: "global", sdp: sdpOffer(marker) }, cookie);
    const responses = await Promise.all(Array.from({ length: AT_ONCE }, start));
    await Promise.all(responses.map((response) => response.text()));
    // One start at a time reaches OpenAI (the others are told to wait, 409, and spend nothing).
    const made = responses.filter((response) => response.status === 200).length;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(2);
    expect(responses.every((response) => [200, 409, 429].includes(response.status))).toBe(true);
    expect(await modelCallsWith(marker)).toBe(made);
    expect(await userObject(userId).aiBudget.today()).toBe(AI_CALLS_PER_DAY.paid - 2 + made);
    // One after another, the budget runs out exactly.
    while ((await userObject(userId).aiBudget.today()) < AI_CALLS_PER_DAY.paid) expect((await start()).status).toBe(200);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain("today's");
    expect(await modelCallsWith(marker)).toBe(2);
    expect(await userObject(userId).aiBudget.today()).toBe(AI_CALLS_PER_DAY.paid);
  });
});

describe("the daily AI budget spent, or not countable", () => {
  it("feedback past the budget is refused with the daily limit, and its job never reaches the model", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await leaveInBudget(userId, AI_CALLS_PER_DAY.trial, 0);
    const marker = `budget-feedback-spent-${crypto.randomUUID()}`;
    const essay = await createEssay(db(), userId, { essayContent: `My own words ${marker}`, userWrittenAt: new Date() });
    const refused = await postForm(`/app/essays/${essay.id}`, { intent: "feedback" }, { cookie });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(AI_BUDGET_TITLE);
    const [job] = await db().select().from(feedbackJobs).where(eq(feedbackJobs.essayId, essay.id));
    expect(job?.status).toBe("failed");
    expect(await modelCallsWith(marker)).toBe(0);
  });

  it("fails closed: when the object cannot count, neither feedback nor a suggestion asks the model", async () => {
    const { userId } = await signUp();
    await createTrial(db(), userId);
    const marker = `budget-closed-${crypto.randomUUID()}`;
    const { essay, items } = await essayWithItems(userId, marker, 1);
    const unreachable = { spend: () => Promise.reject(new Error("object unreachable")), finish: () => Promise.resolve() };
    const openai = new OpenAI({ apiKey: "sk-test", baseURL: `http://127.0.0.1:${FAKE_PORTS.openai}/v1` });
    const silenced = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const suggestion = await suggestFix(
      db(),
      {
        openai,
        model: "gpt-test",
        budget: unreachable,
        bodies: userObjectClient(env.USER_OBJECT, userId).versionBodies,
        rows: userObjectClient(env.USER_OBJECT, userId).workRows,
      },
      userId,
      essay.id,
      items[0]!.id,
    );
    const feedback = await requestFeedback(db(), env.FEEDBACK_QUEUE, unreachable, userObjectClient(env.USER_OBJECT, userId), userId, {
      kind: "essay",
      essayId: essay.id,
    });
    silenced.mockRestore();
    expect(suggestion).toEqual({ ok: false, reason: "ai_unavailable" });
    expect(feedback).toEqual({ ok: false, reason: "ai_unavailable" });
    // The refused job was failed before any message was queued: no run can ask the model later.
    expect((await db().select().from(feedbackJobs).where(eq(feedbackJobs.essayId, essay.id))).map((job) => job.status)).toEqual(["failed"]);
    expect(await modelCallsWith(marker)).toBe(0);
  });
});
