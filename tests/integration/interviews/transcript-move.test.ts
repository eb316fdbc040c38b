import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import type { TranscriptTurn } from "../../../app/domain/interviews/transcript";
import type { UserObject } from "../../support/test-worker";
import { collectAccountData } from "../../../app/services/export/account-archive.server";
import { sweepWorkMoves } from "../../../app/services/work-rows/work-move.server";
import { WORK_TABLES } from "../../../app/services/work-rows/work-tables.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { createInterviewWith, createPaidPlan } from "../../factories";
import { actionData, db, postJson, request, signUp, rpcFailure } from "../helpers";

// Mock interview transcripts join the work rows in the applicant's object (docs/scale.md step 3).
// Seeded here the old way, straight into D1 (the interview's row and its transcript's parts), they
// are read from D1 while the object has not taken them, move with the hourly cron or the
// applicant's next call, read the same after, and the rollback writes them back to D1.

const objectOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId);
const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;
const ROUTE = "routes/app.interviews.$interviewId";

const said = (marker: string): TranscriptTurn[] => [
  { speaker: "interviewer", text: `${marker}: tell me about a setback`, startMs: 0, endMs: 4_000 },
  { speaker: "applicant", text: `${marker}: the launch slipped, so I rebuilt the plan`, startMs: 4_500, endMs: 20_000 },
];

const partsInD1 = async (userId: string) =>
  (await db().select().from(schema.mockInterviewTranscripts).where(eq(schema.mockInterviewTranscripts.userId, userId))).length;

async function applicantWithD1Transcripts() {
  const account = await signUp();
  await createPaidPlan(db(), account.userId);
  const marker = crypto.randomUUID().slice(0, 8);
  const ended = await createInterviewWith(db(), { userId: account.userId, formatId: "behavioural", status: "ended", endedAt: new Date() }, said(marker));
  const other = await createInterviewWith(db(), { userId: account.userId, formatId: "behavioural", status: "ended", endedAt: new Date() }, said(`${marker}b`));
  return { ...account, marker, interviews: [ended.id, other.id] };
}

/** What the interview pages and the archive show of the applicant's transcripts. */
async function whatReadersSee({ userId, cookie, interviews }: { userId: string; cookie: string; interviews: string[] }) {
  const pages = [];
  for (const id of interviews) {
    const response = await request(`/app/interviews/${id}.data?_routes=${encodeURIComponent(ROUTE)}`, { headers: { cookie } });
    pages.push((await actionData<Record<string, { data: { interview: { transcript: TranscriptTurn[] } } }>>(response))[ROUTE]!.data.interview.transcript);
  }
  const archived = await collectAccountData(db(), objectOf(userId), userId);
  const archive = (archived.mock_interview_transcripts ?? []).sort((a, b) => String(a.interview_id).localeCompare(String(b.interview_id)));
  return { pages, archive };
}

describe("moving an applicant's mock interview transcripts from D1 to their object", () => {
  it("reads them from D1 before the move, moves them with the cron, reads the same after; new ones go to the object; no one else reaches them", async () => {
    const applicant = await applicantWithD1Transcripts();
    const { userId, cookie, marker } = applicant;
    await testObject(userId).setWorkStore("d1");
    const before = await whatReadersSee(applicant);
    expect(before.pages[0]).toEqual(said(marker));
    expect(before.archive).toHaveLength(2);
    expect(await partsInD1(userId)).toBe(2);
    await testObject(userId).setWorkStore(null);

    expect(await sweepWorkMoves(db(), objectOf, "object", 10_000)).toMatchObject({ failed: 0 });
    expect(await partsInD1(userId)).toBe(0);
    expect(await objectOf(userId).workRows.size()).toMatchObject({ store: "object", rows: 2 });
    expect(await whatReadersSee(applicant)).toEqual(before);

    // A live interview's saves and its end write to the object only, and the page shows what was said.
    const live = await createInterviewWith(
      db(),
      { userId, formatId: "behavioural", status: "live", voiceCallId: crypto.randomUUID(), startedAt: new Date() },
      [],
    );
    const saved = await postJson(`/api/interviews/${live.id}/transcript`, { transcript: said(`${marker}c`).slice(0, 1) }, cookie);
    expect(saved.status).toBe(200);
    await saved.text();
    const ended = await postJson(`/api/interviews/${live.id}/end`, { transcript: said(`${marker}c`) }, cookie);
    expect(ended.status).toBe(200);
    await ended.text();
    expect(await partsInD1(userId)).toBe(0);
    expect((await whatReadersSee({ ...applicant, interviews: [live.id] })).pages[0]).toEqual(said(`${marker}c`));

    const stranger = await signUp();
    const theirs = await request(`/app/interviews/${live.id}`, { headers: { cookie: stranger.cookie } });
    expect(theirs.status).toBe(404);
    await theirs.text();
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    const refused = await rpcFailure(stub.workRowsList({ userId: stranger.userId, table: "mock_interview_transcripts" }));
    expect(refused).toMatch(/another user/);
  }, 60_000);

  it("takes them on the next call of an object moved before they joined", async () => {
    const applicant = await applicantWithD1Transcripts();
    const { userId, marker } = applicant;
    // Moved under the release before: its record of the tables leaves transcripts out.
    await testObject(userId).setWorkStore(null);
    const earlier = WORK_TABLES.filter((table) => table !== "mock_interview_transcripts");
    await runInDurableObject(testObject(userId), (_instance, state) => {
      state.storage.kv.put("work:store", "object");
      state.storage.kv.put("work:tables", earlier);
    });
    // The switch's `whole` check: the next call moves the table it lacks before answering.
    expect((await whatReadersSee(applicant)).pages[0]).toEqual(said(marker));
    expect(await partsInD1(userId)).toBe(0);
    const tables = await runInDurableObject(testObject(userId), (_instance, state) => state.storage.kv.get<string[]>("work:tables"));
    expect(tables).toEqual(WORK_TABLES);
  }, 60_000);

  it("rolls back: the transcripts go back to D1 as the object held them, an interview D1 no longer has left out", async () => {
    const applicant = await applicantWithD1Transcripts();
    const { userId, interviews } = applicant;
    expect(await objectOf(userId).workRows.move()).toMatchObject({ rows: 2 });
    const moved = await whatReadersSee(applicant);
    expect(await partsInD1(userId)).toBe(0);
    // An interview whose row is gone from D1 (its transcript in the object only).
    const gone = await createInterviewWith(db(), { userId, formatId: "behavioural", status: "ended" }, []);
    await objectOf(userId).workRows.put("mock_interview_transcripts", [{ interviewId: gone.id, userId, part: 0, turns: said("gone") }]);
    await db().delete(schema.mockInterviews).where(eq(schema.mockInterviews.id, gone.id));

    await testObject(userId).setWorkStore("d1");
    expect(await sweepWorkMoves(db(), objectOf, "d1", 10_000)).toMatchObject({ failed: 0 });
    expect(await partsInD1(userId)).toBe(2);
    expect(await objectOf(userId).workRows.size()).toMatchObject({ store: "d1", rows: 0 });
    expect((await whatReadersSee(applicant)).pages).toEqual(moved.pages);
    const [row] = await db().select().from(schema.mockInterviewTranscripts).where(eq(schema.mockInterviewTranscripts.interviewId, interviews[0]!));
    expect(row!.turns).toEqual(moved.pages[0]);
    await testObject(userId).setWorkStore(null);
  }, 60_000);
});
