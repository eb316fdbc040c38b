import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { essaySubmissions } from "../../../db/schema";
import { readEssayPage, versionTexts } from "../../../app/routes/app.essays.$essayId/essay-page.server";
import { type EssayHolder, type HeldEssay, moveEssayTextsToObject, writeEssaySummaries } from "../../../app/services/essays/essay-texts.server";
import { sweepEssayMoves } from "../../../app/services/essays/essay-move-sweep.server";
import { exportSchool } from "../../../app/services/export/essay-export.server";
import { collectAccountData } from "../../../app/services/export/account-archive.server";
import { crossSchoolItems } from "../../../app/services/checks/cross-school.server";
import { readMaterial } from "../../../app/services/goals/goals.server";
import { voiceInstructions } from "../../../app/services/coach/voice-session.server";
import { readAuthorshipReport } from "../../../app/services/authorship/authorship-report.server";
import { userObjectClient } from "../../../workers/user-object/client";
import type { UserObject } from "../../support/test-worker";
import { createEssay, createTrial } from "../../factories";
import { docxText } from "../../support/export-files";
import { db, postForm, rpcFailure, signUpFromBefore } from "../helpers";

// Step 3 of docs/scale.md: each essay's newest text, written to D1 before the move (seeded here
// the old way, straight into essay_submissions), moves to the applicant's object, verified batch
// by batch, and every reader of an essay's text shows the same before and after; a move cut
// short resumes; a copy that differs empties nothing; the rollback writes it all back to D1.

const objectOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId);
const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;
const rowsOf = (userId: string) => db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, userId)).orderBy(essaySubmissions.id);

const STORY =
  "When our largest client threatened to leave, I spent three nights rebuilding the forecast with the analysts who knew the numbers best, and we kept the account.";

/** An applicant with essays in D1 the old way: two schools, a story told in both, and an essay with two versions. */
async function applicantWithD1Essays() {
  const account = await signUpFromBefore();
  await createTrial(db(), account.userId);
  const written = { userWrittenAt: new Date(Date.now() - 86_400_000) };
  const stanford = await createEssay(db(), account.userId, {
    ...written,
    school: "Stanford GSB",
    essayTitle: "Essay A",
    essayContent: `Leadership is listening. ${STORY}`,
  });
  const wharton = await createEssay(db(), account.userId, {
    ...written,
    school: "Wharton",
    essayTitle: "Essay 1",
    essayContent: `Teamwork under pressure. ${STORY}`,
  });
  const first = await createEssay(db(), account.userId, { ...written, essayTitle: "Why MBA", essayContent: "The first telling, set aside." });
  const newest = await createEssay(db(), account.userId, {
    ...written,
    essayTitle: "Why MBA",
    essayContent: "The second telling, kept.",
    version: 2,
    revision: 7,
  });
  const empty = await createEssay(db(), account.userId, { essayTitle: "Untouched", essayContent: "" });
  return { ...account, essays: { stanford, wharton, first, newest, empty } };
}

/** Every reader of an essay's text, as it answers for this applicant. */
async function whatReadersSee(userId: string, essays: Awaited<ReturnType<typeof applicantWithD1Essays>>["essays"]) {
  const { versionBodies: bodies } = objectOf(userId);
  const page = await readEssayPage(db(), objectOf(userId), userId, essays.newest.id);
  const exported = await exportSchool(db(), bodies, userId, "Harvard Business School", "docx");
  const archived = await collectAccountData(db(), objectOf(userId), userId);
  const reuse = await crossSchoolItems(
    db(),
    bodies,
    userId,
    { ...essays.stanford, content: essays.stanford.essayContent, prompt: null },
    await readMaterial(objectOf(userId).workRows, userId),
  );
  const voice = await voiceInstructions(db(), bodies, userId, "essay", "Wharton");
  const report = await readAuthorshipReport(db(), bodies, userId, essays.newest.id);
  return {
    editor: { content: page?.essay.essayContent, revision: page?.essay.revision, words: page?.essay.wordCount },
    versions: await versionTexts(db(), bodies, userId, essays.newest.id),
    export: exported.ok ? docxText(exported.file.bytes) : exported.reason,
    archive: archived.essay_submissions!.map((row) => [row.id, row.essay_content, row.revision]).sort(),
    reuse: reuse.map((item) => item.related),
    voice: voice.instructions.includes("Teamwork under pressure."),
    report: JSON.stringify(report),
  };
}

const held = (userId: string) =>
  runInDurableObject(env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)), (_instance, state) => ({
    heads: state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM essay_head").one().n,
    bodies: state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM version_body").one().n,
  }));

const save = (cookie: string, id: string, content: string, baseRevision: number) =>
  postForm(`/app/essays/${id}.data`, { intent: "save", content, baseRevision: String(baseRevision) }, { cookie });

describe("moving essays' newest texts from D1 to the applicant's object", () => {
  it("moves every newest text written before it, and every reader shows the same", async () => {
    const { userId, essays } = await applicantWithD1Essays();
    const before = await whatReadersSee(userId, essays);
    expect(before.editor).toEqual({ content: "The second telling, kept.", revision: 7, words: 4 });
    expect(before.reuse).toMatchObject([{ school: "Wharton", title: "Essay 1" }]);
    expect(before.voice).toBe(true);
    expect((await objectOf(userId).essayTexts.size()).store).toBe("unmoved");

    const swept = await sweepEssayMoves(db(), objectOf, "object", 10_000);
    expect(swept.failed).toBe(0);
    const rows = await rowsOf(userId);
    // Every newest version's text left D1; the older "Why MBA" stays as step 1 left it (in D1 here: no new version was made).
    const newestIds = [essays.stanford.id, essays.wharton.id, essays.newest.id, essays.empty.id];
    for (const row of rows.filter((entry) => newestIds.includes(entry.id))) expect(row).toMatchObject({ essayContent: "", bodyInObject: true });
    expect(rows.find((row) => row.id === essays.first.id)).toMatchObject({ essayContent: "The first telling, set aside.", bodyInObject: false });
    expect(rows.find((row) => row.id === essays.newest.id)).toMatchObject({ revision: 7, wordCount: 4 });
    expect(await objectOf(userId).essayTexts.size()).toMatchObject({ store: "object", essays: 4, owed: 0 });

    expect(await whatReadersSee(userId, essays)).toEqual(before);
    // A second run finds nothing left to move.
    expect(await objectOf(userId).essayTexts.move()).toEqual({ essays: 0 });
  });

  it("moves on the applicant's first save, which the object then takes over the revision D1 had", async () => {
    const { userId, cookie, essays } = await applicantWithD1Essays();
    const response = await save(cookie, essays.newest.id, "The third telling.", 7);
    expect(response.status).toBe(200);
    await response.text();
    expect(await objectOf(userId).essayTexts.size()).toMatchObject({ store: "object", essays: 4 });
    const page = await readEssayPage(db(), objectOf(userId), userId, essays.newest.id);
    expect(page?.essay).toMatchObject({ essayContent: "The third telling.", revision: 8, wordCount: 3 });
    // A save from the revision before is a conflict, answered with the object's text.
    const stale = await save(cookie, essays.newest.id, "From an old tab.", 7);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("The third telling.");
    await vi.waitFor(async () =>
      expect((await rowsOf(userId)).find((row) => row.id === essays.newest.id)).toMatchObject({ revision: 8, wordCount: 3, essayContent: "" }),
    );
  });

  it("never replaces a text saved in the object with D1's older copy of it, whose summary D1 did not take", async () => {
    const { userId, cookie, essays } = await applicantWithD1Essays();
    const response = await save(cookie, essays.newest.id, "The third telling.", 7);
    expect(response.status).toBe(200);
    await response.text();
    await vi.waitFor(async () => expect((await rowsOf(userId)).find((row) => row.id === essays.newest.id)).toMatchObject({ revision: 8, essayContent: "" }));
    // D1 as it is when the summary of a version the object took over was refused: its older text, not marked as moved.
    await db()
      .update(essaySubmissions)
      .set({ essayContent: "The second telling, kept.", bodyInObject: false, revision: 7 })
      .where(eq(essaySubmissions.id, essays.newest.id));
    expect(await rpcFailure(objectOf(userId).essayTexts.move())).toMatch(/differs/);
    const kept = await runInDurableObject(testObject(userId), (_instance, state) => ({
      revision: state.storage.sql.exec<{ revision: number }>("SELECT revision FROM essay_head WHERE version_id = ?", essays.newest.id).one().revision,
      body: state.storage.sql.exec<{ body: string }>("SELECT body FROM version_body WHERE version_id = ?", essays.newest.id).one().body,
    }));
    expect(kept).toEqual({ revision: 8, body: "The third telling." });
    expect((await rowsOf(userId)).find((row) => row.id === essays.newest.id)).toMatchObject({ essayContent: "The second telling, kept.", bodyInObject: false });
    // The summary D1 refused, taken at last: the sweeps of the tests after this one find nothing of it to move.
    await writeEssaySummaries(db(), userId, [
      { id: essays.newest.id, revision: 8, wordCount: 3, characterCount: 18, updatedAt: Date.now(), userWrittenAt: null, arrival: null },
    ]);
  });

  it("resumes a move cut short: copies already in the object are replaced by D1's, and D1 is emptied once", async () => {
    const { userId, essays } = await applicantWithD1Essays();
    const before = await whatReadersSee(userId, essays);
    // As a move cut short after its copy leaves it: the object holds a copy, D1 still the text.
    await runInDurableObject(env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)), (_instance, state) => {
      state.storage.sql.exec("CREATE TABLE IF NOT EXISTS version_body (version_id TEXT PRIMARY KEY, body TEXT NOT NULL)");
      state.storage.sql.exec("INSERT INTO version_body (version_id, body) VALUES (?, ?)", essays.wharton.id, essays.wharton.essayContent);
    });
    expect((await sweepEssayMoves(db(), objectOf, "object", 10_000)).failed).toBe(0);
    expect(await held(userId)).toEqual({ heads: 4, bodies: 4 });
    expect(await whatReadersSee(userId, essays)).toEqual(before);
  });

  it("empties nothing in D1 when the object's copy differs, and D1 goes on answering", async () => {
    const { userId, essays } = await applicantWithD1Essays();
    const kept = new Map<string, HeldEssay>();
    const differing: EssayHolder = {
      keep: (copies) => copies.forEach((copy) => kept.set(copy.id, copy)),
      held: (ids) => Object.fromEntries(ids.map((id) => [id, { ...kept.get(id)!, body: `${kept.get(id)!.body} (changed)` }])),
      drop: () => undefined,
    };
    await expect(moveEssayTextsToObject(db(), userId, differing)).rejects.toThrow(/differs/);
    const rows = await rowsOf(userId);
    expect(rows.every((row) => !row.bodyInObject)).toBe(true);
    expect(rows.find((row) => row.id === essays.newest.id)?.essayContent).toBe("The second telling, kept.");
  });

  it("takes a summary once: a late or repeated one never replaces a later revision", async () => {
    const { userId, essays } = await applicantWithD1Essays();
    const summary = { id: essays.stanford.id, revision: 3, wordCount: 2, characterCount: 9, updatedAt: Date.now(), userWrittenAt: null, arrival: null };
    await writeEssaySummaries(db(), userId, [summary]);
    await writeEssaySummaries(db(), userId, [summary, { ...summary, revision: 2, wordCount: 99 }]);
    const row = await db()
      .select()
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.id, essays.stanford.id)))
      .get();
    expect(row).toMatchObject({ revision: 3, wordCount: 2, bodyInObject: true });
  });
});

describe("rolling back (ESSAY_STORE=d1)", () => {
  it("writes every newest text back to D1 as the object had it, and readers and saves use D1 from then on", async () => {
    const { userId, cookie, essays } = await applicantWithD1Essays();
    await (await save(cookie, essays.newest.id, "Written in the object.", 7)).text();
    const moved = await whatReadersSee(userId, essays);
    await testObject(userId).setEssayStore("d1");

    // The hourly walk of applicants whose newest texts are in their object.
    const walked = await sweepEssayMoves(db(), objectOf, "d1", 10_000);
    expect(walked.failed).toBe(0);
    const rows = await rowsOf(userId);
    expect(rows.find((row) => row.id === essays.newest.id)).toMatchObject({ essayContent: "Written in the object.", revision: 8, bodyInObject: false });
    expect(rows.filter((row) => row.version === 1 || row.id === essays.newest.id).every((row) => !row.bodyInObject)).toBe(true);
    expect((await held(userId)).heads).toBe(0);
    expect(await whatReadersSee(userId, essays)).toEqual(moved);

    // A save now goes to D1, and nothing moves to the object any more.
    const again = await save(cookie, essays.newest.id, "Written in D1 again.", 8);
    expect(again.status).toBe(200);
    await again.text();
    expect((await rowsOf(userId)).find((row) => row.id === essays.newest.id)).toMatchObject({ essayContent: "Written in D1 again.", revision: 9 });
    expect(await objectOf(userId).essayTexts.move()).toEqual({ essays: 0 });
  });
});
