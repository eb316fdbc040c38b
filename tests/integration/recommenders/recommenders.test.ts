import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";
import { recommenderBriefs, recommenderLetters, recommenderShares, recommenders, userSchoolPlans } from "../../../db/schema";
import worker from "../../../workers/entry";
import type { RecommendersActionData } from "../../../app/domain/recommenders/page-data";
import { requestBrief } from "../../../app/services/recommenders/briefs.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { addSchool, createEssay, createTrial, saveGoals } from "../../factories";
import { actionData, db, postForm, request, signUpFromBefore } from "../helpers";
import { workRowsOf } from "../work-rows";

// Recommenders, their letters, the brief and its private links.

const route = encodeURIComponent("routes/app.recommenders");
const post = (cookie: string, fields: Record<string, string>) => postForm(`/app/recommenders.data?_routes=${route}`, fields, { cookie });

/** A brief as the page reads it: the job's state from D1's row, its text from the applicant's object. */
async function briefOf(userId: string, recommenderId: string) {
  const job = await db().select().from(recommenderBriefs).where(eq(recommenderBriefs.recommenderId, recommenderId)).get();
  const text = await workRowsOf(userId).get("recommender_brief_texts", [recommenderId]);
  return job || text ? { ...job, ...text } : null;
}

async function applicant() {
  const signed = await signUpFromBefore();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, "Tuck", 1);
  await addSchool(db(), signed.userId, "Stanford GSB", 2);
  return signed;
}

async function addRecommender(cookie: string, name = "Jo Rivera", email = "jo@example.com") {
  const response = await post(cookie, { intent: "add", name, email, relationship: "supervisor" });
  expect(response.status).toBe(200);
  return (await actionData<RecommendersActionData>(response)).recommenderId!;
}

async function deliverBrief(body: unknown) {
  const batch = createMessageBatch("scout-feedback", [{ id: "m0", timestamp: new Date(), attempts: 1, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe("recommenders and letters", () => {
  it("adds a recommender with a checked e-mail, writes for two schools, and dates each status", async () => {
    const { cookie, userId } = await applicant();
    const bad = await post(cookie, { intent: "add", name: "Jo", email: "not-an-email", relationship: "supervisor" });
    expect(bad.status).toBe(400);
    await bad.text();
    const id = await addRecommender(cookie, "Jo", "JO@Example.com");
    for (const school of ["Tuck", "Stanford GSB"]) {
      const added = await post(cookie, { intent: "add-letter", recommenderId: id, school });
      expect(added.status).toBe(200);
      await added.text();
    }
    const notMine = await post(cookie, { intent: "add-letter", recommenderId: id, school: "Wharton" });
    expect(notMine.status).toBe(404);
    await notMine.text();
    const letters = await db().select().from(recommenderLetters).where(eq(recommenderLetters.recommenderId, id)).all();
    expect(letters.map((letter) => letter.school).sort()).toEqual(["Stanford GSB", "Tuck"]);
    const tuck = letters.find((letter) => letter.school === "Tuck")!;
    const moved = await post(cookie, { intent: "letter-status", letterId: tuck.id, status: "submitted" });
    expect(moved.status).toBe(200);
    await moved.text();
    const after = await db().select().from(recommenderLetters).where(eq(recommenderLetters.id, tuck.id)).get();
    expect(after).toMatchObject({ status: "submitted", submittedOn: new Date().toISOString().slice(0, 10), askedOn: null });
    expect((await db().select().from(recommenders).where(eq(recommenders.id, id)).get())?.email).toBe("jo@example.com");
    expect(userId).toBeTruthy();
  });

  it("shows the page with each school's requirements, and 'not found' for a school the catalogue lacks", async () => {
    const { cookie, userId } = await applicant();
    await addSchool(db(), userId, "My Own School", 3);
    const id = await addRecommender(cookie);
    for (const school of ["Tuck", "My Own School"]) await (await post(cookie, { intent: "add-letter", recommenderId: id, school })).text();
    const page = await request("/app/recommenders", { headers: { cookie } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("What Tuck asks recommenders");
    expect(html).toContain("clearadmit.com");
    expect(html).toContain("Not found: Scout has no record of what My Own School asks recommenders");
    expect(html).toContain("jo@example.com");
  });

  it("keeps another user's recommender, letter, brief and links out of reach (404)", async () => {
    const owner = await applicant();
    const id = await addRecommender(owner.cookie);
    await (await post(owner.cookie, { intent: "add-letter", recommenderId: id, school: "Tuck" })).text();
    const letter = await db().select().from(recommenderLetters).where(eq(recommenderLetters.recommenderId, id)).get();
    const other = await applicant();
    const probes: Record<string, string>[] = [
      { intent: "update", recommenderId: id, name: "X", email: "x@example.com", relationship: "other" },
      { intent: "delete", recommenderId: id },
      { intent: "add-letter", recommenderId: id, school: "Tuck" },
      { intent: "letter-status", letterId: letter!.id, status: "agreed" },
      { intent: "remove-letter", letterId: letter!.id },
      { intent: "save-brief", recommenderId: id, content: "mine now" },
      { intent: "generate-brief", recommenderId: id },
      { intent: "share", recommenderId: id },
      { intent: "stories", recommenderId: id },
    ];
    for (const fields of probes) {
      const response = await post(other.cookie, fields);
      expect(response.status, fields.intent).toBe(404);
      await response.text();
    }
    expect(await db().select().from(recommenderShares).where(eq(recommenderShares.recommenderId, id)).all()).toEqual([]);
    const page = await (await request("/app/recommenders", { headers: { cookie: other.cookie } })).text();
    expect(page).not.toContain("jo@example.com");
  });
});

describe("the brief", () => {
  it("is generated as a queued job that records its prompt version and drops letter-like text", async () => {
    const { cookie, userId } = await applicant();
    await saveGoals(db(), userId, { longTermVision: "Run a climate fund" });
    const essay = await createEssay(db(), userId, {
      school: "Tuck",
      essayTitle: "Leadership",
      essayContent: "I led Project Atlas in 2024: 6 engineers, 4 weeks.",
    });
    const id = await addRecommender(cookie);
    await (await post(cookie, { intent: "stories", recommenderId: id, storyIds: essay.id })).text();
    const asked = await post(cookie, { intent: "generate-brief", recommenderId: id });
    expect(asked.status).toBe(200);
    await asked.text();
    const queued = await db().select().from(recommenderBriefs).where(eq(recommenderBriefs.recommenderId, id)).get();
    // A job, not an answer in the request: the runtime's own consumer may already have claimed it
    // (on a busy machine it did), so it is queued or running here, never written in the request.
    expect(["queued", "running"]).toContain(queued?.jobStatus);
    const result = await deliverBrief({ kind: "recommender_brief", userId, recommenderId: id, jobId: queued!.jobId });
    expect(result.explicitAcks).toEqual(["m0"]);
    // Whichever delivery claimed it writes it once.
    const done = await vi.waitFor(async () => {
      const row = await briefOf(userId, id);
      if (row?.jobStatus !== "done") throw new Error(`brief ${row?.jobStatus}`);
      return row;
    });
    expect(done).toMatchObject({ jobStatus: "done", origin: "generated", promptVersion: 1, droppedPassages: 1 });
    expect(done!.content).toContain("Leadership (Tuck)");
    expect(done!.content).not.toContain("I have had the pleasure");
    // A duplicate delivery does nothing more.
    await deliverBrief({ kind: "recommender_brief", userId, recommenderId: id, jobId: queued!.jobId });
    const saved = await post(cookie, { intent: "save-brief", recommenderId: id, content: "My edited brief." });
    expect(saved.status).toBe(200);
    await saved.text();
    expect((await briefOf(userId, id))?.content).toBe("My edited brief.");
    // The longest brief, in three-byte characters, fits the page's body limit (workers/page-body.ts).
    const longest = await post(cookie, { intent: "save-brief", recommenderId: id, content: "€".repeat(12_000) });
    expect(longest.status).toBe(200);
    await longest.text();
    const over = await post(cookie, { intent: "save-brief", recommenderId: id, content: "x".repeat(12_001) });
    expect(over.status).toBe(400);
    await over.text();
  });
});

describe("the brief without an AI key", () => {
  it("is assembled at once from the same data, says so, and never calls the model or the queue", async () => {
    const { cookie, userId } = await applicant();
    await saveGoals(db(), userId, { longTermVision: "Run a climate fund" });
    const id = await addRecommender(cookie);
    await (await post(cookie, { intent: "add-letter", recommenderId: id, school: "Tuck" })).text();
    const untouched = { send: () => Promise.reject(new Error("queued")) } as unknown as Queue;
    const budget = { spend: () => Promise.reject(new Error("counted")), finish: () => Promise.reject(new Error("counted")) };
    const object = userObjectClient(env.USER_OBJECT, userId);
    expect(await requestBrief({ db: db(), queue: untouched, budget, object, aiConfigured: false }, userId, id)).toEqual({ ok: true, generated: false });
    const brief = await briefOf(userId, id);
    expect(brief).toMatchObject({ origin: "assembled", promptVersion: null, jobStatus: "done" });
    expect(brief!.content).toContain("without AI generation");
    expect(brief!.content).toContain("Long-term vision: Run a climate fund");
    expect(brief!.content).toContain("Tuck");
    expect(await requestBrief({ db: db(), queue: untouched, budget, object, aiConfigured: false }, "someone-else", id)).toEqual({
      ok: false,
      reason: "not_found",
    });
  });
});

describe("a brief's link", () => {
  it("opens only that brief signed out (noindex, no e-mail), as a PDF too, and is a 404 once revoked or with the account gone", async () => {
    const { cookie, userId, email } = await applicant();
    const id = await addRecommender(cookie, "Jo Rivera", "jo-secret@example.com");
    const otherId = await addRecommender(cookie, "Sam Lee", "sam@example.com");
    await (await post(cookie, { intent: "save-brief", recommenderId: id, content: "Atlas: 9 to 4 weeks." })).text();
    await (await post(cookie, { intent: "save-brief", recommenderId: otherId, content: "Another brief entirely." })).text();
    const made = await post(cookie, { intent: "share", recommenderId: id });
    const { shareUrl } = await actionData<RecommendersActionData>(made);
    const token = /\/shared\/brief\/([A-Za-z0-9_-]{43})$/.exec(shareUrl!)![1]!;
    const stored = await db().select().from(recommenderShares).where(eq(recommenderShares.userId, userId)).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);

    const open = await request(`/shared/brief/${token}`);
    const html = await open.text();
    expect(open.status).toBe(200);
    expect(open.headers.get("x-robots-tag")).toContain("noindex");
    // The address holds the token: the route's no-referrer wins over the default policy.
    expect(open.headers.get("referrer-policy")).toBe("no-referrer");
    expect(html).toContain("Atlas: 9 to 4 weeks.");
    for (const hidden of ["Another brief entirely.", "jo-secret@example.com", email, "Sam Lee"]) expect(html).not.toContain(hidden);

    const pdf = await request(`/shared/brief/${token}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("referrer-policy")).toBe("no-referrer");
    expect((await PDFDocument.load(await pdf.arrayBuffer())).getPageCount()).toBe(1);

    expect((await request(`/shared/brief/${"x".repeat(43)}`)).status).toBe(404);
    await (await post(cookie, { intent: "revoke", shareId: stored[0]!.id })).text();
    expect((await request(`/shared/brief/${token}`)).status).toBe(404);
    expect((await request(`/shared/brief/${token}/pdf`)).status).toBe(404);

    const again = await actionData<RecommendersActionData>(await post(cookie, { intent: "share", recommenderId: id }));
    const second = /\/shared\/brief\/([A-Za-z0-9_-]{43})$/.exec(again.shareUrl!)![1]!;
    expect((await request(`/shared/brief/${second}`)).status).toBe(200);
    const deleted = await postForm("/account/delete", {}, { cookie });
    expect(deleted.status).toBe(302);
    await deleted.text();
    expect((await request(`/shared/brief/${second}`)).status).toBe(404);
    expect(await db().select().from(recommenders).where(eq(recommenders.userId, userId)).all()).toEqual([]);
  });
});

describe("the at-risk rule with letters", () => {
  it("shows a letter not agreed within 21 days on the deadlines page", async () => {
    const { cookie, userId } = await applicant();
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await db()
      .insert(userSchoolPlans)
      .values({ userId, school: "My Own School", cycle: "unknown", round: "R1", enteredDate: soon, enteredTimeZone: "America/New_York" });
    await addSchool(db(), userId, "My Own School", 3);
    const id = await addRecommender(cookie, "Jo Rivera");
    await (await post(cookie, { intent: "add-letter", recommenderId: id, school: "My Own School" })).text();
    const html = await (await request("/app/deadlines", { headers: { cookie } })).text();
    expect(html).toContain("The letter from Jo Rivera is not agreed yet (not asked)");
    const letter = await db()
      .select()
      .from(recommenderLetters)
      .where(and(eq(recommenderLetters.recommenderId, id), eq(recommenderLetters.school, "My Own School")))
      .get();
    await (await post(cookie, { intent: "letter-status", letterId: letter!.id, status: "agreed" })).text();
    expect(await (await request("/app/deadlines", { headers: { cookie } })).text()).not.toContain("The letter from Jo Rivera is not agreed");
  });
});
