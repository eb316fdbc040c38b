import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import type { RecommendersPage } from "../../../app/domain/recommenders/page-data";
import { makeShareLink } from "../../../app/services/platform/share-links.server";
import type { UserObject } from "../../support/test-worker";
import { collectAccountData } from "../../../app/services/export/account-archive.server";
import { sweepWorkMoves } from "../../../app/services/work-rows/work-move.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { createPaidPlan } from "../../factories";
import { actionData, db, postForm, request, signUp, rpcFailure } from "../helpers";

// Recommenders' briefs' text joins the work rows in the applicant's object (docs/scale.md step 3).
// Seeded here as older releases wrote it, on the brief's own row in D1 (recommender_briefs, which
// keeps the job's state), it is read from there before the move, lifted into its table and moved
// with the hourly cron, read the same after (by the applicant, and signed out through a share
// link, from the object of the user the share names), and the rollback writes it back to D1.

const objectOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId);
const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;
const ROUTE = "routes/app.recommenders";

async function applicantWithD1Briefs() {
  const account = await signUp();
  await createPaidPlan(db(), account.userId);
  const marker = crypto.randomUUID().slice(0, 8);
  const ids = [];
  for (const name of ["Jo Rivera", "Sam Lee"]) {
    const [person] = await db()
      .insert(schema.recommenders)
      .values({ userId: account.userId, name, email: `${crypto.randomUUID()}@example.com`, relationship: "supervisor" })
      .returning();
    await db()
      .insert(schema.recommenderBriefs)
      .values({
        userId: account.userId,
        recommenderId: person!.id,
        content: `${marker}: ask ${name} about the clinic's supply chain.`,
        origin: "generated",
        promptVersion: 1,
        droppedPassages: 1,
        jobStatus: "done",
        jobId: crypto.randomUUID(),
        editedAt: new Date("2026-11-20T10:00:00.000Z"),
      });
    ids.push(person!.id);
  }
  const link = await makeShareLink(db(), "brief", account.userId, ids[0]!, new Date());
  if (!link.ok) throw new Error("no link");
  return { ...account, marker, recommenders: ids, token: link.token };
}

/** What the recommenders page, a signed-out visitor of the link and the archive show of the briefs. */
async function whatReadersSee({ userId, cookie, token }: { userId: string; cookie: string; token: string }) {
  const response = await request(`/app/recommenders.data?_routes=${encodeURIComponent(ROUTE)}`, { headers: { cookie } });
  const page = (await actionData<Record<string, { data: RecommendersPage }>>(response))[ROUTE]!.data;
  const shared = await request(`/shared/brief/${token}`);
  const html = await shared.text();
  const pdf = await request(`/shared/brief/${token}/pdf`);
  await pdf.arrayBuffer();
  const archived = await collectAccountData(db(), objectOf(userId), userId);
  const archive = [...(archived.recommender_brief_texts ?? []), ...(archived.recommender_briefs ?? [])]
    .map((row) => row.content as string)
    .filter(Boolean)
    .sort();
  const briefs = page.recommenders.map((person) => person.brief);
  return { briefs, shared: { status: shared.status, text: /ask Jo Rivera[^<]*/.exec(html)?.[0] ?? null, pdf: pdf.status }, archive };
}

const textsInD1 = async (userId: string) => {
  const [rows, inTable] = await Promise.all([
    db().select().from(schema.recommenderBriefs).where(eq(schema.recommenderBriefs.userId, userId)),
    db().select().from(schema.recommenderBriefTexts).where(eq(schema.recommenderBriefTexts.userId, userId)),
  ]);
  return { onRows: rows.filter((row) => row.content !== "").length, jobs: rows.filter((row) => row.jobStatus === "done").length, inTable: inTable.length };
};

describe("moving an applicant's recommenders' briefs from D1 to their object", () => {
  it("reads them from the briefs' rows before the move, moves them with the cron, reads the same after, signed out too; no one else reaches them", async () => {
    const applicant = await applicantWithD1Briefs();
    const { userId, marker } = applicant;
    await testObject(userId).setWorkStore("d1");
    const before = await whatReadersSee(applicant);
    expect(before.briefs[0]).toMatchObject({
      content: `${marker}: ask Jo Rivera about the clinic's supply chain.`,
      origin: "generated",
      promptVersion: 1,
      droppedPassages: 1,
      jobStatus: "done",
      editedAt: "2026-11-20T10:00:00.000Z",
    });
    expect(before.shared).toEqual({ status: 200, text: "ask Jo Rivera about the clinic&#x27;s supply chain.", pdf: 200 });
    expect(before.archive).toHaveLength(2);
    expect(await textsInD1(userId)).toEqual({ onRows: 2, jobs: 2, inTable: 0 });
    await testObject(userId).setWorkStore(null);

    expect(await sweepWorkMoves(db(), objectOf, "object", 10_000)).toMatchObject({ failed: 0 });
    // The text left D1; the job's state stayed on its row.
    expect(await textsInD1(userId)).toEqual({ onRows: 0, jobs: 2, inTable: 0 });
    expect(await objectOf(userId).workRows.list("recommender_brief_texts")).toHaveLength(2);
    expect(await whatReadersSee(applicant)).toEqual(before);

    const stranger = await signUp();
    const theirs = await request(`/app/recommenders.data?_routes=${encodeURIComponent(ROUTE)}`, { headers: { cookie: stranger.cookie } });
    expect(JSON.stringify(await theirs.text())).not.toContain(marker);
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    const refused = await rpcFailure(stub.workRowsList({ userId: stranger.userId, table: "recommender_brief_texts" }));
    expect(refused).toMatch(/another user/);
  }, 60_000);

  it("keeps an edit in the object, catches up one an older release wrote on the row, and rolls back to D1's table", async () => {
    const applicant = await applicantWithD1Briefs();
    const { userId, marker, recommenders } = applicant;
    await objectOf(userId).workRows.move();
    // The applicant's edit after the move is kept in the object only.
    const saved = await postForm(
      `/app/recommenders.data?_routes=${encodeURIComponent(ROUTE)}`,
      { intent: "save-brief", recommenderId: recommenders[0]!, content: `${marker}: ask Jo Rivera about the edit.` },
      { cookie: applicant.cookie },
    );
    expect(saved.status).toBe(200);
    await saved.text();
    expect(await textsInD1(userId)).toEqual({ onRows: 0, jobs: 2, inTable: 0 });
    expect((await objectOf(userId).workRows.get("recommender_brief_texts", [recommenders[0]!]))?.content).toBe(`${marker}: ask Jo Rivera about the edit.`);
    // An older release, during the deploy, saves Sam's brief on its row.
    await db()
      .update(schema.recommenderBriefs)
      .set({ content: `${marker}: Sam, as edited by the release before.` })
      .where(eq(schema.recommenderBriefs.recommenderId, recommenders[1]!));
    expect(await sweepWorkMoves(db(), objectOf, "object", 10_000)).toMatchObject({ failed: 0 });
    expect(await textsInD1(userId)).toEqual({ onRows: 0, jobs: 2, inTable: 0 });
    const seen = await whatReadersSee(applicant);
    expect(seen.briefs[1]!.content).toBe(`${marker}: Sam, as edited by the release before.`);

    await testObject(userId).setWorkStore("d1");
    expect(await sweepWorkMoves(db(), objectOf, "d1", 10_000)).toMatchObject({ failed: 0 });
    expect(await textsInD1(userId)).toEqual({ onRows: 0, jobs: 2, inTable: 2 });
    expect(await objectOf(userId).workRows.size()).toMatchObject({ store: "d1", rows: 0 });
    expect(await whatReadersSee(applicant)).toEqual(seen);
    await testObject(userId).setWorkStore(null);
  }, 60_000);
});
