import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aiDisclosures, essaySubmissions } from "../../../db/schema";
import { verifyTrim } from "../../../app/domain/checks/trim";
import { AI_BUDGET_TITLE, AI_CALLS_PER_DAY } from "../../../app/domain/billing/usage-limits";
import { userObjectClient } from "../../../workers/user-object/client";
import { fakeRequests, scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createEssay, createTrial } from "../../factories";
import { actionData, db, essayRow, postForm, signUp } from "../helpers";

// Trim to N words: the model proposes cuts; the verifier lets through only the applicant's
// own words, in order, meeting the target; a failing proposal is asked for once more, then refused.

const route = encodeURIComponent("routes/app.essays.$essayId");
const trim = (cookie: string, essayId: string, target: string) =>
  postForm(`/app/essays/${essayId}.data?_routes=${route}`, { intent: "trim", target }, { cookie });

const sentences = (marker: string) =>
  [
    `When our largest client threatened to leave, I gathered the engineers who had built their platform ${marker}.`,
    "We spent three nights rebuilding the reporting pipeline that had failed them twice.",
    "By Friday the client signed a renewal, and two of those engineers now lead teams of their own.",
    "I learned that trust is rebuilt in the work, not in the meeting room.",
  ].join(" ");

async function applicantWithEssay(marker: string) {
  const { cookie, userId } = await signUp();
  await createTrial(db(), userId);
  const text = sentences(marker);
  const essay = await createEssay(db(), userId, { school: "Nowhere School", essayTitle: `Essay ${marker}`, essayContent: text, userWrittenAt: new Date() });
  return { cookie, userId, essay, text };
}

describe("trim", () => {
  it("proposes cuts that keep only the applicant's words and meet the target", async () => {
    const marker = `trim-${crypto.randomUUID()}`;
    const { cookie, essay, text } = await applicantWithEssay(marker);
    const response = await trim(cookie, essay.id, "40");
    const body = await actionData<{ trim: { proposal: string; count: number; before: number; target: { max: number } } }>(response);
    expect(response.status).toBe(200);
    expect(body.trim.target).toEqual({ kind: "words", max: 40 });
    expect(body.trim.count).toBeLessThanOrEqual(40);
    expect(body.trim.before).toBeGreaterThan(40);
    expect(verifyTrim(text, body.trim.proposal, { kind: "words", max: 40 }).ok).toBe(true);
  });

  it("refuses a proposal that adds a word, after asking once more", async () => {
    const marker = `trim-bad-${crypto.randomUUID()}`;
    const { cookie, essay, userId } = await applicantWithEssay(marker);
    // Each script answers once: the first proposal and the one asked for again.
    for (const word of ["biggest", "largest customer"])
      await scriptFake(FAKE_PORTS.openai, { match: marker, content: JSON.stringify({ text: `Our ${word} client left ${marker}.` }) });
    const response = await trim(cookie, essay.id, "40");
    expect(response.status).toBe(502);
    expect(await response.text()).toContain("could not find cuts that keep only your own words");
    expect((await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker))).toHaveLength(2);
    // Each request to the model is a call from today's budget.
    expect(await userObjectClient(env.USER_OBJECT, userId).aiBudget.today()).toBe(2);
  });

  it("does not ask again when today's budget has no call left for it: the applicant reads the daily limit", async () => {
    const marker = `trim-last-${crypto.randomUUID()}`;
    const { cookie, essay, userId } = await applicantWithEssay(marker);
    const budget = userObjectClient(env.USER_OBJECT, userId);
    for (let spent = 0; spent < AI_CALLS_PER_DAY.trial - 1; spent++) expect((await budget.aiBudget.spend("chat", AI_CALLS_PER_DAY.trial)).allowed).toBe(true);
    await scriptFake(FAKE_PORTS.openai, { match: marker, content: JSON.stringify({ text: `Our biggest client left ${marker}.` }) });
    const response = await trim(cookie, essay.id, "40");
    expect(response.status).toBe(429);
    expect(await response.text()).toContain(AI_BUDGET_TITLE);
    expect((await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker))).toHaveLength(1);
    expect(await budget.aiBudget.today()).toBe(AI_CALLS_PER_DAY.trial);
  });

  it("says so when the essay is already within the target, or has no limit to trim to", async () => {
    const marker = `trim-under-${crypto.randomUUID()}`;
    const { cookie, essay } = await applicantWithEssay(marker);
    const under = await trim(cookie, essay.id, "500");
    expect(under.status).toBe(409);
    expect(await under.text()).toMatch(/This essay has \d+ words, within 500\./);
    const none = await trim(cookie, essay.id, "");
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("This essay has no limit");
    expect((await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker))).toHaveLength(0);
  });

  it("is another applicant's essay: not found, and the model is not asked", async () => {
    const marker = `trim-other-${crypto.randomUUID()}`;
    const { essay } = await applicantWithEssay(marker);
    const stranger = await signUp();
    await createTrial(db(), stranger.userId);
    const response = await trim(stranger.cookie, essay.id, "40");
    expect(response.status).toBe(404);
    await response.text();
    expect((await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker))).toHaveLength(0);
  });

  it("is not offered for a school whose policy prohibits AI-written content, and the model is not asked", async () => {
    const marker = `trim-stanford-${crypto.randomUUID()}`;
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const essay = await createEssay(db(), userId, {
      school: "Stanford GSB",
      essayTitle: "Essay A",
      essayContent: sentences(marker),
      userWrittenAt: new Date(),
    });
    const response = await trim(cookie, essay.id, "40");
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Not offered for Stanford GSB");
    expect((await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker))).toHaveLength(0);
  });

  it("saves accepted cuts as a new version with origin trim and a log entry; other text is not a trim", async () => {
    const marker = `trim-accept-${crypto.randomUUID()}`;
    const { cookie, userId, essay, text } = await applicantWithEssay(marker);
    const accept = (content: string, who = cookie) => postForm(`/app/essays/${essay.id}`, { intent: "accept-trim", content }, { cookie: who });
    const added = await accept(text.replace("largest", "biggest"));
    expect(added.status).toBe(400);
    expect(await added.text()).toContain("not a trim of this essay");
    const stranger = await signUp();
    const foreign = await accept(text.replace(" twice", ""), stranger.cookie);
    expect(foreign.status).toBe(404);
    await foreign.text();

    const cut = text.replace(" that had failed them twice", "");
    const saved = await accept(cut);
    expect(saved.status).toBe(302);
    await saved.text();
    const versions = await db()
      .select()
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.essayTitle, essay.essayTitle)));
    const trimmed = versions.find((version) => version.version === 2)!;
    expect(await essayRow(trimmed.id)).toMatchObject({ essayContent: cut, origin: "trim" });
    const log = await db().select().from(aiDisclosures).where(eq(aiDisclosures.essayId, trimmed.id));
    expect(log).toEqual([expect.objectContaining({ kind: "accepted_trim", userId })]);
  });
});
