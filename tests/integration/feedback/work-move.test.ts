import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import * as schema from "../../../db/schema";
import type { UserObject } from "../../support/test-worker";
import { collectAccountData } from "../../../app/services/export/account-archive.server";
import { type WorkHolder, moveWorkToObject, sweepWorkMoves } from "../../../app/services/work-rows/work-move.server";
import { FIRST_WORK_TABLES, WORK_TABLES, encodeRow, keyOf } from "../../../app/services/work-rows/work-tables.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { addSchool, createEssay, createFeedbackJob, createTrial, saveResume } from "../../factories";
import { feedbackItem } from "../../support/application-builders";
import { actionData, db, postForm, request, signUp, rpcFailure, signUpFromBefore } from "../helpers";

// Step 3 of docs/scale.md: an applicant's feedback and writing checks' state written to D1 before
// the move (seeded here the old way, straight into D1's tables) move to their object, verified
// batch by batch, and every reader sees the same afterwards; a move cut short resumes; a copy that
// differs deletes nothing; the rollback writes it all back to D1.

const objectOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId);
const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;
const moves = (userId: string) =>
  db().select({ userId: schema.workMoves.userId, rows: schema.workMoves.rows }).from(schema.workMoves).where(eq(schema.workMoves.userId, userId));
const tables = [schema.essayFeedback, schema.resumeFeedback, schema.feedbackIgnores, schema.userWords, schema.writingPreferences];

/** Every work row D1 holds for the applicant, by table. */
async function inD1(userId: string) {
  const rows = await Promise.all(tables.map((table) => db().select().from(table).where(eq(table.userId, userId))));
  return Object.fromEntries(FIRST_WORK_TABLES.map((name, index) => [name, rows[index]!.length]));
}

type Item = { type: string; textReference?: { highlightText: string } };

/** An applicant with two essays' feedback, the resume's, two ignores, two words and UK English, all in D1. */
async function applicantWithD1Work() {
  const account = await signUpFromBefore();
  const { userId } = account;
  await createTrial(db(), userId);
  const text = "I helped the team a lot. We shipped zorbing.";
  const essays = [
    await createEssay(db(), userId, { essayTitle: "Why MBA", essayContent: text }),
    await createEssay(db(), userId, { essayTitle: "Goals", essayContent: text }),
  ];
  await saveResume(db(), userId, "Analyst at Acme");
  const t0 = new Date(Date.now() - 3_600_000);
  await db()
    .insert(schema.essayFeedback)
    .values(
      essays.map((essay, n) => ({
        essayId: essay.id,
        userId,
        feedbackData: [feedbackItem(text, "helped the team")],
        overallNote: `Overall ${n}`,
        essayRevision: essay.revision,
        createdAt: t0,
        updatedAt: t0,
      })),
    );
  await db()
    .insert(schema.resumeFeedback)
    .values({ userId, feedbackData: [feedbackItem("Analyst at Acme", "Analyst")], createdAt: t0, updatedAt: t0 });
  await db()
    .insert(schema.feedbackIgnores)
    .values([
      { userId, essayId: essays[0]!.id, target: essays[0]!.id, type: "clarity", passage: "a lot" },
      { userId, essayId: null, target: "resume", type: "content", passage: "Acme" },
    ]);
  await db()
    .insert(schema.userWords)
    .values([
      { userId, word: "acme" },
      { userId, word: "zorbing" },
    ]);
  await db().insert(schema.writingPreferences).values({ userId, englishVariant: "uk", updatedAt: t0 });
  const job = await createFeedbackJob(db(), userId, essays[0]!.id);
  await db().update(schema.feedbackJobs).set({ status: "done", completedAt: t0 }).where(eq(schema.feedbackJobs.id, job.id));
  return { ...account, essays, jobId: job.id };
}

const loaderOf = async <T>(path: string, routeId: string, cookie: string) => {
  const response = await request(`${path}.data?_routes=${encodeURIComponent(routeId)}`, { headers: { cookie } });
  return (await actionData<Record<string, { data: T }>>(response))[routeId]!.data;
};

/** What the applicant's pages and calls show of their work rows. */
async function whatReadersSee(applicant: Awaited<ReturnType<typeof applicantWithD1Work>>) {
  const { cookie, userId, essays, jobId } = applicant;
  type EssayPage = { feedback: unknown };
  const pages = await Promise.all(essays.map((essay) => loaderOf<EssayPage>(`/app/essays/${essay.id}`, "routes/app.essays.$essayId", cookie)));
  const resume = await loaderOf<{ feedback: unknown }>("/app/resume", "routes/app.resume", cookie);
  const job = (await (await request(`/app/feedback-jobs/${jobId}`, { headers: { cookie } })).json()) as { items: unknown };
  const archived = await collectAccountData(db(), objectOf(userId), userId);
  const sorted = (rows: Record<string, unknown>[] = []) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    essays: pages.map((page) => page.feedback),
    resume: resume.feedback,
    job: job.items,
    archive: Object.fromEntries(WORK_TABLES.map((table) => [table, sorted(archived[table])])),
  };
}

const empty = { essay_feedback: 0, resume_feedback: 0, feedback_ignores: 0, user_words: 0, writing_preferences: 0 };
const seeded = { essay_feedback: 2, resume_feedback: 1, feedback_ignores: 2, user_words: 2, writing_preferences: 1 };

describe("moving an applicant's feedback and writing checks' state from D1 to their object", () => {
  it("moves every row written before it (the hourly cron), and every reader shows the same", async () => {
    const applicant = await applicantWithD1Work();
    const { userId, cookie } = applicant;
    // Read from D1 first, as before the release (WORK_STORE=d1 on this object alone).
    await testObject(userId).setWorkStore("d1");
    const before = await whatReadersSee(applicant);
    expect(before.essays[0]).toMatchObject({ english: "uk", overall: "Overall 0" });
    await testObject(userId).setWorkStore(null);

    const swept = await sweepWorkMoves(db(), objectOf, "object", 10_000);
    expect(swept.failed).toBe(0);
    expect(await inD1(userId)).toEqual(empty);
    // Eight rows of feedback and the checks' state, and the resume's text (seeded with saveResume).
    expect(await objectOf(userId).workRows.size()).toMatchObject({ store: "object", rows: 9 });
    expect(await moves(userId)).toEqual([{ userId, rows: 9 }]);
    expect(await whatReadersSee(applicant)).toEqual(before);

    // The writing checks read the moved state: a new run knows the writer's own words ("zorbing").
    const answer = await (await postForm(`/app/essays/${applicant.essays[0]!.id}`, { intent: "feedback" }, { cookie })).text();
    const jobId = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(answer.slice(answer.indexOf("jobId")))![1];
    const job = async () => (await (await request(`/app/feedback-jobs/${jobId}`, { headers: { cookie } })).json()) as { status: string; items: Item[] };
    await vi.waitFor(async () => expect((await job()).status).toBe("done"), { timeout: 15_000, interval: 200 });
    const spelled = (await job()).items.filter((entry) => entry.type === "spelling").map((entry) => entry.textReference?.highlightText);
    expect(spelled).not.toContain("zorbing");
    expect(await inD1(userId)).toEqual(empty);

    // Another user reaches none of it, and the object answers no one else.
    const stranger = await signUp();
    expect((await request(`/app/feedback-jobs/${applicant.jobId}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    const refused = await rpcFailure(stub.workRowsList({ userId: stranger.userId, table: "user_words" }));
    expect(refused).toMatch(/another user/);
  }, 60_000);

  it("moves on the applicant's first call, and the call answers from the moved rows; a removed school's go", async () => {
    const applicant = await applicantWithD1Work();
    const page = await loaderOf<{ feedback: { overall: string } }>(`/app/essays/${applicant.essays[1]!.id}`, "routes/app.essays.$essayId", applicant.cookie);
    expect(page.feedback.overall).toBe("Overall 1");
    expect(await inD1(applicant.userId)).toEqual(empty);
    expect((await objectOf(applicant.userId).workRows.size()).store).toBe("object");

    // Removing the school forgets its essays' rows in the object, as D1's foreign key did; the resume's stay.
    await addSchool(db(), applicant.userId, applicant.essays[0]!.school, 1);
    const removed = await postForm("/app/schools", { intent: "delete", school: applicant.essays[0]!.school }, { cookie: applicant.cookie });
    expect(removed.status).toBe(200);
    await removed.text();
    const rows = objectOf(applicant.userId).workRows;
    expect(await rows.list("essay_feedback")).toEqual([]);
    expect((await rows.list("feedback_ignores")).map((row) => row.target)).toEqual(["resume"]);
    expect(await rows.list("resume_feedback")).toHaveLength(1);
  });

  it("resumes a move cut short: a row already copied is kept once, and D1 is emptied only of what the object holds", async () => {
    const applicant = await applicantWithD1Work();
    const [word] = await db().select().from(schema.userWords).where(eq(schema.userWords.userId, applicant.userId)).limit(1);
    // A move that copied one word and stopped before D1 was emptied.
    await runInDurableObject(testObject(applicant.userId), (_instance, state) => {
      state.storage.sql.exec(
        "INSERT INTO work_row (tbl, key, data) VALUES ('user_words', ?, ?)",
        keyOf("user_words", word!),
        JSON.stringify(encodeRow("user_words", word!)),
      );
    });
    const before = await inD1(applicant.userId);
    expect(before).toEqual(seeded);
    await whatReadersSee(applicant);
    expect(await objectOf(applicant.userId).workRows.size()).toMatchObject({ store: "object", rows: 9 });
    expect(await inD1(applicant.userId)).toEqual(empty);
  });

  it("deletes nothing from D1 when the object's copy differs or cannot be read back; the next move takes it all", async () => {
    const applicant = await applicantWithD1Work();
    const { userId } = applicant;
    const differing: WorkHolder = { keep: () => undefined, held: (_table, keys) => new Map(keys.map((key) => [key, { changed: true }])) };
    await expect(moveWorkToObject(db(), userId, differing)).rejects.toThrow(/differs/);
    const unreadable: WorkHolder = {
      keep: () => undefined,
      held: () => {
        throw new Error("object unreachable");
      },
    };
    await expect(moveWorkToObject(db(), userId, unreadable)).rejects.toThrow(/unreachable/);
    expect(await inD1(userId)).toEqual(seeded);

    // The hourly sweep logs an applicant it could not move and goes on; here it moves this one, and the readers see it all.
    await sweepWorkMoves(db(), objectOf, "object", 10_000);
    expect(await inD1(userId)).toEqual(empty);
    expect((await whatReadersSee(applicant)).essays[0]).toMatchObject({ english: "uk", overall: "Overall 0" });
  });

  it("rolls back: every row goes back to D1 as the object held it, and the readers read D1 from then on", async () => {
    const applicant = await applicantWithD1Work();
    const { userId, cookie } = applicant;
    await objectOf(userId).workRows.move();
    // Written after the move: in the object only, until the move back.
    const cleared = await postForm(`/app/essays/${applicant.essays[1]!.id}.data`, { intent: "clear" }, { cookie });
    await cleared.text();
    expect(cleared.status).toBe(200);
    const held = await objectOf(userId).workRows.all();
    const moved = await whatReadersSee(applicant);

    // WORK_STORE=d1 (on this object alone here): nothing more moves to it, and its next call moves it back.
    await testObject(userId).setWorkStore("d1");
    expect(await objectOf(userId).workRows.move()).toEqual({ rows: 0 });
    const back = await whatReadersSee(applicant);
    expect(back).toEqual(moved);
    expect(await inD1(userId)).toEqual({ ...seeded, essay_feedback: 1 });
    const rowsInD1 = await db().select().from(schema.essayFeedback).where(eq(schema.essayFeedback.userId, userId));
    expect(rowsInD1).toEqual(held.essay_feedback);
    expect(await objectOf(userId).workRows.size()).toMatchObject({ store: "d1", rows: 0 });
    expect(await moves(userId)).toEqual([]);
  }, 30_000);

  it("rolls back applicants who do not come back, by the hourly walk of work_moves", async () => {
    const applicant = await applicantWithD1Work();
    await objectOf(applicant.userId).workRows.move();
    const moved = await whatReadersSee(applicant);
    await testObject(applicant.userId).setWorkStore("d1");
    const walked = await sweepWorkMoves(db(), objectOf, "d1", 10_000);
    expect(walked.failed).toBe(0);
    expect(await moves(applicant.userId)).toEqual([]);
    expect(await inD1(applicant.userId)).toEqual(seeded);
    expect(await whatReadersSee(applicant)).toEqual(moved);
  });
});
