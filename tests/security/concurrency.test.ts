import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { essaySubmissions, feedbackJobs, userSchools } from "../../db/schema";
import { catalogueSchools } from "../../db/schema/catalogue";
import { catalogueSchool, createEssay, createPaidPlan, createTrial, saveResume } from "../factories";
import { db, postForm, signUp, signUpFromBefore } from "../integration/helpers";
import { userObject } from "./applicants";

// 30 requests at once at every action that creates a row: none is
// answered with a 5xx, and the rows made are exactly what the rules allow. What each costs in
// model calls, and the daily AI budget, is ai-budget.test.ts.
const AT_ONCE = 30;

/** Fires `count` requests at once; the statuses and bodies, once all have answered. */
async function atOnce(count: number, send: (i: number) => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  return Promise.all(responses.map(async (response) => ({ status: response.status, body: await response.text(), location: response.headers.get("location") })));
}

const no5xx = (answers: { status: number; body: string }[]) =>
  expect(answers.filter((answer) => answer.status >= 500).map((answer) => `${answer.status} ${answer.body.slice(0, 200)}`)).toEqual([]);

async function writer(setUp: (userId: string) => Promise<unknown> = (userId) => createTrial(db(), userId)) {
  const account = await signUp();
  await setUp(account.userId);
  const essay = await createEssay(db(), account.userId, {
    school: "Tuck",
    essayTitle: `Essay ${crypto.randomUUID()}`,
    essayContent: `My own words ${crypto.randomUUID()}`,
    userWrittenAt: new Date(),
  });
  return { ...account, essay };
}

const jobIdIn = (body: string) => /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(body.slice(body.indexOf("jobId")))?.[1];

describe(`${AT_ONCE} requests at once`, () => {
  it("new version: every one gets its own number, none fails", async () => {
    const { cookie, essay } = await writer();
    const answers = await atOnce(AT_ONCE, () => postForm(`/app/essays/${essay.id}`, { intent: "new-version", notes: "" }, { cookie }));
    no5xx(answers);
    expect(answers.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(302));
    const rows = await db()
      .select({ version: essaySubmissions.version })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, essay.userId), eq(essaySubmissions.essayTitle, essay.essayTitle)));
    expect(rows.map((row) => row.version).sort((a, b) => a - b)).toEqual(Array.from({ length: AT_ONCE + 1 }, (_, i) => i + 1));
  });

  it("essay feedback: one job, and every request is answered with it", async () => {
    const { cookie, essay } = await writer();
    const answers = await atOnce(AT_ONCE, () => postForm(`/app/essays/${essay.id}`, { intent: "feedback" }, { cookie }));
    no5xx(answers);
    const jobs = await db().select().from(feedbackJobs).where(eq(feedbackJobs.essayId, essay.id));
    expect(jobs).toHaveLength(1);
    expect(new Set(answers.map((answer) => jobIdIn(answer.body)))).toEqual(new Set([jobs[0]!.id]));
  });

  it("resume feedback: one job, and every request is answered with it", async () => {
    const { cookie, userId } = await signUpFromBefore();
    await createTrial(db(), userId);
    await saveResume(db(), userId, "Analyst. Led a team of four. concurrency-resume");
    const answers = await atOnce(AT_ONCE, () => postForm("/app/resume", { intent: "feedback" }, { cookie }));
    no5xx(answers);
    const jobs = await db().select().from(feedbackJobs).where(eq(feedbackJobs.userId, userId));
    expect(jobs).toHaveLength(1);
    expect(new Set(answers.map((answer) => jobIdIn(answer.body)))).toEqual(new Set([jobs[0]!.id]));
  });

  it("first save of an essay: one wins, the others are told of the conflict, and the essay is counted once", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const essay = await createEssay(db(), userId, { school: "Tuck", essayTitle: "Why Tuck" });
    const answers = await atOnce(AT_ONCE, (i) =>
      postForm(`/app/essays/${essay.id}`, { intent: "save", content: `My own words, try ${i}`, baseRevision: "0" }, { cookie }),
    );
    no5xx(answers);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    // Never the trial's essay cap: the racing saves create one essay, counted once by its id.
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual(Array(AT_ONCE - 1).fill(409));
    expect((await db().select().from(essaySubmissions).where(eq(essaySubmissions.id, essay.id)).get())?.revision).toBe(1);
    expect((await userObject(userId).usage.read()).essaysCreated).toBe(1);
  });

  it("the trial's last essay, saved from 30 tabs at once: written and counted, not refused as over the cap", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await userObject(userId).usage.record("essaysCreated", 2, null);
    const essay = await createEssay(db(), userId, { school: "Tuck", essayTitle: "Why Tuck" });
    const answers = await atOnce(AT_ONCE, (i) =>
      postForm(`/app/essays/${essay.id}`, { intent: "save", content: `My third essay, try ${i}`, baseRevision: "0" }, { cookie }),
    );
    no5xx(answers);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.some((answer) => answer.status === 402)).toBe(false);
    expect((await userObject(userId).usage.read()).essaysCreated).toBe(3);
  });

  it("add a school, the same one 30 times: added once, with its drafts once", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const answers = await atOnce(AT_ONCE, () => postForm("/app/schools", { intent: "add", school: "Tuck" }, { cookie }));
    no5xx(answers);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(AT_ONCE - 1);
    expect(await db().select().from(userSchools).where(eq(userSchools.userId, userId))).toHaveLength(1);
    const drafts = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, userId));
    expect(drafts).toHaveLength((await catalogueSchool(db(), "Tuck")).essays.length);
  });

  it("add a school, every catalogue school at once on Essential: exactly the plan's 3", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId, "essential");
    // Two at once per school of the catalogue (15 today), 30 or more requests in all.
    const names = (await db().select({ name: catalogueSchools.name }).from(catalogueSchools)).map((row) => row.name);
    const sends = [...names, ...names];
    expect(sends.length).toBeGreaterThanOrEqual(AT_ONCE);
    const answers = await atOnce(sends.length, (i) => postForm("/app/schools", { intent: "add", school: sends[i]! }, { cookie }));
    no5xx(answers);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 403 || answer.status === 409)).toBe(true);
    const schools = await db().select().from(userSchools).where(eq(userSchools.userId, userId));
    expect(schools).toHaveLength(3);
    // Only the added schools' drafts were made.
    const drafts = await db().select({ school: essaySubmissions.school }).from(essaySubmissions).where(eq(essaySubmissions.userId, userId));
    expect(new Set(drafts.map((draft) => draft.school))).toEqual(new Set(schools.map((school) => school.school)));
  });
});
