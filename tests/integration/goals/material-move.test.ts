import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import type { UserObject } from "../../support/test-worker";
import { collectAccountData } from "../../../app/services/export/account-archive.server";
import { sweepWorkMoves } from "../../../app/services/work-rows/work-move.server";
import { FIRST_WORK_TABLES, WORK_TABLES } from "../../../app/services/work-rows/work-tables.server";
import { readMaterial } from "../../../app/services/goals/goals.server";
import { voiceToolRows } from "../../../app/services/coach/voice-session.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { createTrial, saveGoals, saveResume } from "../../factories";
import { actionData, db, postForm, postJson, request, signUp, rpcFailure, signUpFromBefore } from "../helpers";

// The goals grid and the resume's text join the work rows in the applicant's object (docs/scale.md
// step 3). Seeded here the old way, straight into D1, they move with the hourly cron or on the
// applicant's first call, every reader sees the same after, an object moved before they joined
// takes them on its next call, and the rollback writes them back to D1.

const objectOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId);
const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;

async function inD1(userId: string) {
  const [goals, resume] = await Promise.all([
    db().select().from(schema.goalsData).where(eq(schema.goalsData.userId, userId)),
    db().select().from(schema.resumeData).where(eq(schema.resumeData.userId, userId)),
  ]);
  return { goals: goals.length, resume: resume.length };
}

async function applicantWithD1Material() {
  const account = await signUpFromBefore();
  await createTrial(db(), account.userId);
  await saveGoals(db(), account.userId, { longTermVision: "Run a climate fund", titleShortTerm: "Associate" });
  await saveResume(db(), account.userId, "Analyst, Acme Health, 2019-2024");
  return account;
}

const loaderOf = async <T>(path: string, routeId: string, cookie: string) => {
  const response = await request(`${path}.data?_routes=${encodeURIComponent(routeId)}`, { headers: { cookie } });
  return (await actionData<Record<string, { data: T }>>(response))[routeId]!.data;
};

/** What the applicant's pages, the voice tool, the coach's material and the archive show of their goals and resume. */
async function whatReadersSee({ userId, cookie }: { userId: string; cookie: string }) {
  const goals = await loaderOf<{ goals: Record<string, string> }>("/app/goals", "routes/app.goals", cookie);
  const resume = await loaderOf<{ resume: { content: string; revision: number } }>("/app/resume", "routes/app.resume", cookie);
  const rows = objectOf(userId).workRows;
  const archived = await collectAccountData(db(), objectOf(userId), userId);
  const archive = (table: string) => (archived[table] ?? []).map((row) => ({ ...row, id: undefined, created_at: undefined }));
  return {
    goals: goals.goals,
    resume: resume.resume,
    voice: [await voiceToolRows(rows, userId, "goals"), await voiceToolRows(rows, userId, "resume")],
    material: await readMaterial(rows, userId),
    archive: { goals_data: archive("goals_data"), resume_data: archive("resume_data") },
  };
}

describe("moving an applicant's goals and resume from D1 to their object", () => {
  it("moves them with the hourly cron; every reader shows the same; a save lands in the object; no one else reaches them", async () => {
    const applicant = await applicantWithD1Material();
    const { userId, cookie } = applicant;
    await testObject(userId).setWorkStore("d1");
    const before = await whatReadersSee(applicant);
    expect(before.goals).toMatchObject({ longTermVision: "Run a climate fund", titleShortTerm: "Associate" });
    expect(before.resume).toEqual({ content: "Analyst, Acme Health, 2019-2024", revision: 0 });
    expect(before.voice[1]).toEqual(["Analyst, Acme Health, 2019-2024"]);
    expect(before.archive.goals_data).toHaveLength(1);
    await testObject(userId).setWorkStore(null);

    const swept = await sweepWorkMoves(db(), objectOf, "object", 10_000);
    expect(swept.failed).toBe(0);
    expect(await inD1(userId)).toEqual({ goals: 0, resume: 0 });
    expect(await objectOf(userId).workRows.size()).toMatchObject({ store: "object", rows: 2 });
    expect(await whatReadersSee(applicant)).toEqual(before);

    // Writes go to the object and D1 stays empty of them.
    expect((await postJson("/app/goals/save", { longTermVision: "Lead a climate fund" }, cookie)).status).toBe(200);
    const saved = await postForm("/app/resume", { intent: "save", content: "Director, Acme Health", baseRevision: "0" }, { cookie });
    expect(saved.status).toBe(200);
    await saved.text();
    const stale = await postForm("/app/resume", { intent: "save", content: "Older tab", baseRevision: "0" }, { cookie });
    expect(stale.status).toBe(409);
    await stale.text();
    expect(await inD1(userId)).toEqual({ goals: 0, resume: 0 });
    expect(await readMaterial(objectOf(userId).workRows, userId)).toMatchObject({
      resume: "Director, Acme Health",
      goals: { longTermVision: "Lead a climate fund" },
    });

    const stranger = await signUp();
    expect((await loaderOf<{ goals: Record<string, string> }>("/app/goals", "routes/app.goals", stranger.cookie)).goals.longTermVision).toBe("");
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    const refused = await rpcFailure(stub.workRowsGet({ userId: stranger.userId, table: "goals_data", key: [userId] }));
    expect(refused).toMatch(/another user/);
  }, 60_000);

  it("takes them on the next call of an object moved before they joined", async () => {
    const applicant = await signUpFromBefore();
    const { userId, cookie } = applicant;
    // The object moved its work rows under the release before (no record of the tables), with goals and a resume still in D1.
    await objectOf(userId).workRows.move();
    await runInDurableObject(testObject(userId), (_instance, state) => state.storage.kv.delete("work:tables"));
    await saveGoals(db(), userId, { longTermVision: "Teach" });
    await saveResume(db(), userId, "Teacher, 2018-2024");
    const tablesHeld = () => runInDurableObject(testObject(userId), (_instance, state) => state.storage.kv.get<string[]>("work:tables"));
    expect(await tablesHeld()).toBeUndefined();

    const goals = await loaderOf<{ goals: Record<string, string> }>("/app/goals", "routes/app.goals", cookie);
    expect(goals.goals.longTermVision).toBe("Teach");
    expect(await inD1(userId)).toEqual({ goals: 0, resume: 0 });
    expect(await tablesHeld()).toEqual(WORK_TABLES);
    expect(await readMaterial(objectOf(userId).workRows, userId)).toMatchObject({ resume: "Teacher, 2018-2024", goals: { longTermVision: "Teach" } });
    expect(FIRST_WORK_TABLES.every((table) => WORK_TABLES.includes(table))).toBe(true);
  }, 60_000);

  it("rolls back: goals and resume go back to D1 as the object held them, and the readers read D1 from then on", async () => {
    const applicant = await applicantWithD1Material();
    const { userId, cookie } = applicant;
    expect((await postJson("/app/goals/save", { industryLongTerm: "Energy" }, cookie)).status).toBe(200);
    expect(await inD1(userId)).toEqual({ goals: 0, resume: 0 });
    const moved = await whatReadersSee(applicant);
    expect(moved.goals).toMatchObject({ longTermVision: "Run a climate fund", industryLongTerm: "Energy" });

    await testObject(userId).setWorkStore("d1");
    expect(await sweepWorkMoves(db(), objectOf, "d1", 10_000)).toMatchObject({ failed: 0 });
    expect(await inD1(userId)).toEqual({ goals: 1, resume: 1 });
    expect(await objectOf(userId).workRows.size()).toMatchObject({ store: "d1", rows: 0 });
    const [row] = await db().select().from(schema.goalsData).where(eq(schema.goalsData.userId, userId));
    expect(row).toMatchObject({ longTermVision: "Run a climate fund", industryLongTerm: "Energy" });
    expect(await whatReadersSee(applicant)).toEqual(moved);
    await testObject(userId).setWorkStore(null);
  }, 60_000);
});
