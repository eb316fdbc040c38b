import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import { SNAPSHOT_KEPT_APART, type SubmissionSnapshot } from "../../../app/domain/submissions/snapshot";
import type { SentCopy } from "../../../app/domain/submissions/page-data";
import type { UserObject } from "../../support/test-worker";
import { collectAccountData } from "../../../app/services/export/account-archive.server";
import { sweepWorkMoves } from "../../../app/services/work-rows/work-move.server";
import { WORK_TABLES } from "../../../app/services/work-rows/work-tables.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { createInterviewWith, createPaidPlan } from "../../factories";
import { actionData, db, request, signUp, rpcFailure } from "../helpers";

// What a school was sent joins the work rows in the applicant's object (docs/scale.md step 3).
// Seeded here as older releases wrote it, on the submission's own row in D1
// (school_submissions.snapshot), it is read from there before the move, lifted into its table and
// moved with the hourly cron, read the same after, and the rollback writes it back to D1's table.

const objectOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId);
const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;
const SCHOOLS = ["Harvard Business School", "Wharton"] as const;

const copyOf = (marker: string, school: string): SubmissionSnapshot => ({
  essays: [
    {
      essayId: `${marker}:${school}`,
      version: 1,
      title: "Why now",
      prompt: "Why an MBA?",
      limit: "500 words",
      text: `${marker}: I built a clinic for ${school}.`,
    },
  ],
  answers: [{ label: "Work history", answer: `${marker}: Associate, Acme Health` }],
  disclosure: `${marker}: feedback only`,
});

/** A submission as an older release wrote it: the copy on the row itself. */
async function sentTheOldWay(userId: string, school: string, marker: string) {
  const [row] = await db()
    .insert(schema.schoolSubmissions)
    .values({ userId, school, cycle: "2026-2027", round: "R1", submittedOn: "2026-09-03", snapshot: copyOf(marker, school) })
    .returning();
  return row!;
}

async function applicantWithD1Copies() {
  const account = await signUp();
  await createPaidPlan(db(), account.userId);
  const marker = crypto.randomUUID().slice(0, 8);
  const submissions = [];
  for (const school of SCHOOLS) submissions.push((await sentTheOldWay(account.userId, school, marker)).id);
  const interview = await createInterviewWith(db(), { userId: account.userId, formatId: "behavioural", status: "ended", school: SCHOOLS[0] }, []);
  return { ...account, marker, submissions, schools: [...SCHOOLS] as string[], interview: interview.id };
}

const sentPath = (school: string) => `/app/submit/${encodeURIComponent(school)}/sent`;

const loaderOf = async <T>(path: string, routeId: string, cookie: string) => {
  const response = await request(`${path}.data?_routes=${encodeURIComponent(routeId)}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await actionData<Record<string, { data: T }>>(response))[routeId]!.data;
};

/** What the sent page, its text file, the interview's page and the archive show of the copies. */
async function whatReadersSee({ userId, cookie, schools, interview }: { userId: string; cookie: string; schools: string[]; interview: string }) {
  const pages = [];
  const files = [];
  for (const school of schools) {
    pages.push((await loaderOf<{ sent: SentCopy }>(sentPath(school), "routes/app.submit.$school_.sent", cookie)).sent.snapshot);
    files.push(await (await request(`${sentPath(school)}.txt`, { headers: { cookie } })).text());
  }
  type Page = { sent: { essays: SubmissionSnapshot["essays"] } | null };
  const interviewPage = await loaderOf<Page>(`/app/interviews/${interview}`, "routes/app.interviews.$interviewId", cookie);
  const archived = await collectAccountData(db(), objectOf(userId), userId);
  const archive = [...(archived.school_submission_snapshots ?? []), ...(archived.school_submissions ?? [])]
    .map((row) => row.snapshot as SubmissionSnapshot)
    .filter((copy) => JSON.stringify(copy) !== JSON.stringify(SNAPSHOT_KEPT_APART))
    .map((copy) => JSON.stringify(copy))
    .sort();
  return { pages, files, interview: interviewPage.sent?.essays ?? null, archive };
}

const copiesInD1 = async (userId: string) => {
  const [rows, inTable] = await Promise.all([
    db().select({ snapshot: schema.schoolSubmissions.snapshot }).from(schema.schoolSubmissions).where(eq(schema.schoolSubmissions.userId, userId)),
    db().select().from(schema.schoolSubmissionSnapshots).where(eq(schema.schoolSubmissionSnapshots.userId, userId)),
  ]);
  const onRows = rows.filter((row) => JSON.stringify(row.snapshot) !== JSON.stringify(SNAPSHOT_KEPT_APART)).length;
  return { onRows, inTable: inTable.length };
};

describe("moving what an applicant sent to their schools from D1 to their object", () => {
  it("reads the copies from the submissions' rows before the move, moves them with the cron, reads the same after; no one else reaches them", async () => {
    const applicant = await applicantWithD1Copies();
    const { userId, marker } = applicant;
    await testObject(userId).setWorkStore("d1");
    const before = await whatReadersSee(applicant);
    expect(before.pages).toEqual(SCHOOLS.map((school) => copyOf(marker, school)));
    expect(before.files[1]).toContain(`${marker}: I built a clinic for Wharton.`);
    expect(before.interview?.[0]?.text).toBe(`${marker}: I built a clinic for Harvard Business School.`);
    expect(before.archive).toHaveLength(2);
    expect(await copiesInD1(userId)).toEqual({ onRows: 2, inTable: 0 });
    await testObject(userId).setWorkStore(null);

    expect(await sweepWorkMoves(db(), objectOf, "object", 10_000)).toMatchObject({ failed: 0 });
    expect(await copiesInD1(userId)).toEqual({ onRows: 0, inTable: 0 });
    expect(await objectOf(userId).workRows.list("school_submission_snapshots")).toHaveLength(2);
    expect(await whatReadersSee(applicant)).toEqual(before);

    const stranger = await signUp();
    for (const path of [sentPath(SCHOOLS[0]), `${sentPath(SCHOOLS[0])}.txt`, `${sentPath(SCHOOLS[0])}.pdf`, `/app/interviews/${applicant.interview}`]) {
      const theirs = await request(path, { headers: { cookie: stranger.cookie } });
      expect(theirs.status).toBe(404);
      await theirs.text();
    }
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    const refused = await rpcFailure(stub.workRowsList({ userId: stranger.userId, table: "school_submission_snapshots" }));
    expect(refused).toMatch(/another user/);
  }, 60_000);

  it("takes them on the next call of an object moved before they joined", async () => {
    const applicant = await applicantWithD1Copies();
    const { userId, marker } = applicant;
    const earlier = WORK_TABLES.filter((table) => table !== "school_submission_snapshots");
    await runInDurableObject(testObject(userId), (_instance, state) => {
      state.storage.kv.put("work:store", "object");
      state.storage.kv.put("work:tables", earlier);
    });
    const seen = await whatReadersSee(applicant);
    expect(seen.pages[0]!.disclosure).toBe(`${marker}: feedback only`);
    expect(await copiesInD1(userId)).toEqual({ onRows: 0, inTable: 0 });
    const tables = await runInDurableObject(testObject(userId), (_instance, state) => state.storage.kv.get<string[]>("work:tables"));
    expect(tables).toEqual(WORK_TABLES);
  }, 60_000);

  it("catches up a copy an older release wrote on its row after the move, and rolls back to D1's table, a submission D1 no longer has left out", async () => {
    const applicant = await applicantWithD1Copies();
    const { userId, marker } = applicant;
    await objectOf(userId).workRows.move();
    // An older release, during the deploy, marks a third school submitted with its copy on the row.
    await sentTheOldWay(userId, "Tuck", marker);
    const withLate = { ...applicant, schools: [...applicant.schools, "Tuck"] };
    const seen = await whatReadersSee(withLate);
    expect(seen.pages[2]!.essays[0]!.text).toBe(`${marker}: I built a clinic for Tuck.`);
    expect(await copiesInD1(userId)).toEqual({ onRows: 1, inTable: 0 });
    expect(await sweepWorkMoves(db(), objectOf, "object", 10_000)).toMatchObject({ failed: 0 });
    expect(await copiesInD1(userId)).toEqual({ onRows: 0, inTable: 0 });
    expect(await whatReadersSee(withLate)).toEqual(seen);

    // A submission whose row is gone from D1 (its copy in the object only).
    const gone = await sentTheOldWay(userId, "Kellogg", marker);
    await objectOf(userId).workRows.move();
    await db().delete(schema.schoolSubmissions).where(eq(schema.schoolSubmissions.id, gone.id));

    await testObject(userId).setWorkStore("d1");
    expect(await sweepWorkMoves(db(), objectOf, "d1", 10_000)).toMatchObject({ failed: 0 });
    expect(await copiesInD1(userId)).toEqual({ onRows: 0, inTable: 3 });
    expect(await objectOf(userId).workRows.size()).toMatchObject({ store: "d1", rows: 0 });
    expect(await whatReadersSee(withLate)).toEqual(seen);
    await testObject(userId).setWorkStore(null);
  }, 60_000);
});
