import { and, eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { essaySubmissions, schoolSubmissionSnapshots, schoolSubmissions } from "../../../db/schema";
import { SNAPSHOT_KEPT_APART } from "../../../app/domain/submissions/snapshot";
import type { SubmitActionData } from "../../../app/domain/submissions/page-data";
import { undoSubmission } from "../../../app/services/submissions/submissions.server";
import { listVersions } from "../../../app/services/essays/essays.server";
import { saveEssay } from "../../../app/services/schools/workspace.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { addSchool, createEssay, createTrial } from "../../factories";
import { actionData, db, postForm, request, signUp } from "../helpers";
import { sentCopyOf, workRowsOf } from "../work-rows";

// Marking a school submitted freezes what it was sent: a copy of each essay's version, the
// disclosure, the day and round; later edits make new versions and never reach the copy.

const HBS = "Harvard Business School";
const path = (school = HBS) => `/app/submit/${encodeURIComponent(school)}`;
const dataPath = (school = HBS) => `${path(school)}.data?_routes=${encodeURIComponent("routes/app.submit.$school")}`;

async function applicant() {
  const signed = await signUp();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, HBS, 1);
  const essay = await createEssay(db(), signed.userId, {
    essayContent: "I built a clinic in Lagos with eight people.",
    status: "final",
    userWrittenAt: new Date(),
  });
  return { ...signed, essay };
}

const submit = (cookie: string, fields: Record<string, string> = {}, school = HBS) =>
  postForm(
    dataPath(school),
    { intent: "submit", round: "R2", submittedOn: "2026-11-28", disclosure: "I used Scout for feedback only.", ...fields },
    { cookie },
  );

describe("Submitted freezes what was sent", () => {
  it("keeps each essay's version and text, the disclosure, the day and round, and edits go to a new version", async () => {
    const { cookie, userId, essay } = await applicant();
    const page = await request(path(), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const answer = await submit(cookie);
    expect(answer.status).toBe(200);
    expect((await actionData<SubmitActionData>(answer)).toast.title).toBe("Marked submitted");

    const [row] = await db().select().from(schoolSubmissions).where(eq(schoolSubmissions.userId, userId));
    expect(row).toMatchObject({ school: HBS, round: "R2", submittedOn: "2026-11-28", snapshot: SNAPSHOT_KEPT_APART });
    // The copy is kept in the applicant's object; D1's row holds the marker.
    const copy = await sentCopyOf(userId, row!.id);
    expect(copy!.essays).toEqual([expect.objectContaining({ essayId: essay.id, version: 1, text: "I built a clinic in Lagos with eight people." })]);
    expect(copy!.disclosure).toBe("I used Scout for feedback only.");
    expect(await db().select().from(schoolSubmissionSnapshots).where(eq(schoolSubmissionSnapshots.userId, userId))).toHaveLength(0);

    // The version sent has a newer one now, with its status: the sent one refuses saves (older version).
    const versions = await listVersions(db(), userId, essay);
    expect(versions.map((version) => [version.version, version.status])).toEqual([
      [1, "final"],
      [2, "final"],
    ]);
    const object = userObjectClient(env.USER_OBJECT, userId);
    expect(await saveEssay(db(), object, userId, essay.id, "Changed after sending", essay.revision)).toMatchObject({ ok: false, reason: "older_version" });
    const edited = await saveEssay(db(), object, userId, versions[1]!.id, "A new story after sending.", versions[1]!.revision);
    expect(edited.ok).toBe(true);
    expect(await sentCopyOf(userId, row!.id)).toEqual(copy);

    // It opens read only, as the user's text, and exports.
    const sent = await request(`${path()}/sent`, { headers: { cookie } });
    expect(sent.status).toBe(200);
    const html = await sent.text();
    expect(html).toContain("I built a clinic in Lagos with eight people.");
    expect(html).not.toContain("A new story after sending.");
    const file = await request(`${path()}/sent.txt`, { headers: { cookie } });
    expect(file.headers.get("content-disposition")).toContain("Harvard-Business-School-sent-2026-11-28.txt");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(await file.text()).toContain("I built a clinic in Lagos with eight people.");
  });

  it("is marked once per cycle, refuses a round the school does not have, a day to come and a school not the user's", async () => {
    const { cookie } = await applicant();
    expect((await submit(cookie, { round: "R9" })).status).toBe(400);
    expect((await submit(cookie, { submittedOn: "2099-01-01" })).status).toBe(400);
    expect((await submit(cookie, { submittedOn: "2026-02-30" })).status).toBe(400);
    expect((await submit(cookie, { disclosure: "x".repeat(4_001) })).status).toBe(400);
    expect((await submit(cookie, {}, "Wharton")).status).toBe(404);
    expect((await submit(cookie)).status).toBe(200);
    expect((await submit(cookie)).status).toBe(409);
  });

  it("is another user's school: a 404 on the page, the copy and every intent", async () => {
    const alice = await applicant();
    expect((await submit(alice.cookie)).status).toBe(200);
    const bob = await signUp();
    await addSchool(db(), bob.userId, "Wharton", 1);
    expect((await request(path(), { headers: { cookie: bob.cookie } })).status).toBe(404);
    expect((await request(`${path()}/sent`, { headers: { cookie: bob.cookie } })).status).toBe(404);
    expect((await request(`${path()}/sent.txt`, { headers: { cookie: bob.cookie } })).status).toBe(404);
    expect((await postForm(dataPath(), { intent: "undo" }, { cookie: bob.cookie })).status).toBe(404);
    expect((await submit(bob.cookie)).status).toBe(404);
    const kept = await db().select().from(schoolSubmissions).where(eq(schoolSubmissions.userId, alice.userId));
    expect(kept).toHaveLength(1);
  });

  it("is undone within a day, not after", async () => {
    const { cookie, userId } = await applicant();
    expect((await submit(cookie)).status).toBe(200);
    expect((await postForm(dataPath(), { intent: "undo" }, { cookie })).status).toBe(200);
    expect(await db().select().from(schoolSubmissions).where(eq(schoolSubmissions.userId, userId))).toHaveLength(0);
    expect(await workRowsOf(userId).list("school_submission_snapshots")).toHaveLength(0);
    // Sent again (the newest version now), then two days on: too late.
    expect((await submit(cookie)).status).toBe(200);
    expect(await undoSubmission(db(), workRowsOf(userId), userId, HBS, new Date(Date.now() + 2 * 86_400_000))).toEqual({ ok: false, reason: "too_late" });
    const versions = await db()
      .select({ version: essaySubmissions.version })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, HBS)));
    expect(versions).toHaveLength(3);
  });

  it("refuses a school with nothing written yet", async () => {
    const signed = await signUp();
    await createTrial(db(), signed.userId);
    await addSchool(db(), signed.userId, HBS, 1);
    expect((await submit(signed.cookie)).status).toBe(409);
  });
});
