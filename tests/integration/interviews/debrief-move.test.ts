import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import type { Debrief } from "../../../app/domain/interviews/debrief";
import type { UserObject } from "../../support/test-worker";
import { collectAccountData } from "../../../app/services/export/account-archive.server";
import { sweepWorkMoves } from "../../../app/services/work-rows/work-move.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { createInterviewWith, createPaidPlan } from "../../factories";
import { actionData, db, request, signUp } from "../helpers";

// Scout's debriefs of mock interviews join the work rows in the applicant's object (docs/scale.md
// step 3). Seeded here as older releases wrote them, on the interview's own row in D1
// (mock_interviews.debrief), they are read from there before the move, lifted into their table and
// moved with the hourly cron, read the same after, and the rollback writes them back to D1.

const objectOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId);
const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;

const debriefOf = (marker: string, score: number): Debrief => ({
  summary: `${marker}: a clear story, a thin ending`,
  scores: [{ criterion: "Structure", score, quote: "the launch slipped", comment: "Say what you learned." }],
  dropped: 0,
});

async function applicantWithD1Debriefs() {
  const account = await signUp();
  await createPaidPlan(db(), account.userId);
  const marker = crypto.randomUUID().slice(0, 8);
  const turns = [{ speaker: "applicant" as const, text: "the launch slipped", startMs: 0, endMs: 3_000 }];
  const made = [];
  for (const score of [3, 5]) {
    const values = { userId: account.userId, formatId: "behavioural", status: "ended" as const, endedAt: new Date(), debriefStatus: "done" as const };
    made.push((await createInterviewWith(db(), { ...values, debrief: debriefOf(marker, score) }, turns)).id);
  }
  return { ...account, marker, interviews: made };
}

const loaderOf = async <T>(path: string, routeId: string, cookie: string) => {
  const response = await request(`${path}.data?_routes=${encodeURIComponent(routeId)}`, { headers: { cookie } });
  return (await actionData<Record<string, { data: T }>>(response))[routeId]!.data;
};

/** What the interview's page, its attempts, the history and the archive show of the debriefs. */
async function whatReadersSee({ userId, cookie, interviews }: { userId: string; cookie: string; interviews: string[] }) {
  type Page = { interview: { debrief: Debrief | null }; attempts: { id: string; averageScore: number | null }[] };
  const page = await loaderOf<Page>(`/app/interviews/${interviews[0]}`, "routes/app.interviews.$interviewId", cookie);
  const list = await loaderOf<{ history: { id: string; scores: number }[] }>("/app/interviews", "routes/app.interviews._index", cookie);
  const archived = await collectAccountData(db(), objectOf(userId), userId);
  const archive = [...(archived.mock_interview_debriefs ?? []), ...(archived.mock_interviews ?? [])]
    .flatMap((row) => (row.debrief ? [row.debrief] : []))
    .map((debrief) => JSON.stringify(debrief))
    .sort();
  return { debrief: page.interview.debrief, attempts: page.attempts, history: list.history.map((row) => row.scores), archive };
}

const debriefsInD1 = async (userId: string) => {
  const [onRows, inTable] = await Promise.all([
    db().select({ debrief: schema.mockInterviews.debrief }).from(schema.mockInterviews).where(eq(schema.mockInterviews.userId, userId)),
    db().select().from(schema.mockInterviewDebriefs).where(eq(schema.mockInterviewDebriefs.userId, userId)),
  ]);
  return { onRows: onRows.filter((row) => row.debrief !== null).length, inTable: inTable.length };
};

describe("moving an applicant's mock interview debriefs from D1 to their object", () => {
  it("reads them from the interview's row before the move, moves them with the cron, reads the same after; no one else reaches them", async () => {
    const applicant = await applicantWithD1Debriefs();
    const { userId, marker } = applicant;
    await testObject(userId).setWorkStore("d1");
    const before = await whatReadersSee(applicant);
    expect(before.debrief?.summary).toBe(`${marker}: a clear story, a thin ending`);
    expect(before.attempts.map((attempt) => attempt.averageScore)).toEqual([3, 5]);
    expect(before.history).toEqual([1, 1]);
    expect(before.archive).toHaveLength(2);
    await testObject(userId).setWorkStore(null);

    expect(await sweepWorkMoves(db(), objectOf, "object", 10_000)).toMatchObject({ failed: 0 });
    expect(await debriefsInD1(userId)).toEqual({ onRows: 0, inTable: 0 });
    expect(await objectOf(userId).workRows.list("mock_interview_debriefs")).toHaveLength(2);
    expect(await whatReadersSee(applicant)).toEqual(before);

    const stranger = await signUp();
    const theirs = await request(`/app/interviews/${applicant.interviews[0]}`, { headers: { cookie: stranger.cookie } });
    expect(theirs.status).toBe(404);
    await theirs.text();
  }, 60_000);

  it("catches up a debrief an older release wrote on the row after the move, and rolls back to D1's table", async () => {
    const applicant = await applicantWithD1Debriefs();
    const { userId, marker, interviews } = applicant;
    await objectOf(userId).workRows.move();
    // An older release, during the deploy, finishes a debrief on the interview's row.
    const late = await createInterviewWith(
      db(),
      { userId, formatId: "behavioural", status: "ended", debriefStatus: "done", debrief: debriefOf(marker, 4) },
      [],
    );
    const withLate = { ...applicant, interviews: [late.id, ...interviews] };
    const seen = await whatReadersSee(withLate);
    expect(seen.debrief?.scores[0]?.score).toBe(4);
    expect(await sweepWorkMoves(db(), objectOf, "object", 10_000)).toMatchObject({ failed: 0 });
    expect(await debriefsInD1(userId)).toEqual({ onRows: 0, inTable: 0 });
    expect(await whatReadersSee(withLate)).toEqual(seen);

    await testObject(userId).setWorkStore("d1");
    expect(await sweepWorkMoves(db(), objectOf, "d1", 10_000)).toMatchObject({ failed: 0 });
    expect(await debriefsInD1(userId)).toEqual({ onRows: 0, inTable: 3 });
    expect(await objectOf(userId).workRows.size()).toMatchObject({ store: "d1", rows: 0 });
    expect(await whatReadersSee(withLate)).toEqual(seen);
    await testObject(userId).setWorkStore(null);
  }, 60_000);
});
