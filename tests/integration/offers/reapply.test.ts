import { and, eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { applicationSteps, catalogueEssays, essaySubmissions, schoolReapplications, schoolSubmissions, subscriptions } from "../../../db/schema";
import type { Decision } from "../../../app/domain/standing/steps";
import { readSchoolApplication } from "../../../app/services/submissions/school-application.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { addSchool, createEssay, createTrial } from "../../factories";
import type { StandingActionData } from "../../../app/domain/standing/page-data";
import { actionData, db, essayRow, postForm, request, signUp } from "../helpers";
import { sentCopyOf } from "../work-rows";
import { day } from "./season-fixtures";

// Reapplying next cycle from a school's standing page, after a denial or a withdrawal: the school
// is recorded as a reapplication for 2027-28, each essay with the applicant's words is carried
// over as a new version (the versions and the copy sent untouched), and that school's reapplicant
// question, and no other school's, becomes theirs to answer.

const TUCK = "Tuck";
const REAPPLICANT = "Reapplicant essay (reapplicants only)";
const WHY = "Essay 1: Why MBA, why now, why Tuck";
const WHO = "Essay 2: Tell us who you are";
const dataPath = (school = TUCK) => `/app/standing/${encodeURIComponent(school)}.data?_routes=${encodeURIComponent("routes/app.standing.$school")}`;
const submitPath = (school = TUCK) => `/app/submit/${encodeURIComponent(school)}.data?_routes=${encodeURIComponent("routes/app.submit.$school")}`;
const objectOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId);

/** An applicant who wrote two Tuck essays, marked Tuck submitted through its page, and recorded `decision`. */
async function decidedAt(decision: Decision | null = "denied", { trial = true } = {}) {
  const signed = await signUp();
  if (trial) await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, TUCK, 1);
  await addSchool(db(), signed.userId, "Wharton", 2);
  const why = await createEssay(db(), signed.userId, { school: TUCK, essayTitle: WHY, essayContent: "Tuck's small class is where I learn to lead." });
  const who = await createEssay(db(), signed.userId, { school: TUCK, essayTitle: WHO, essayContent: "I grew up on a farm in Ohio." });
  await createEssay(db(), signed.userId, { school: "Wharton", essayTitle: REAPPLICANT, essayContent: "" });
  const application = await readSchoolApplication(db(), objectOf(signed.userId).versionBodies, signed.userId, TUCK);
  const round = application!.rounds[0]!;
  const submitted = await postForm(submitPath(), { intent: "submit", round, submittedOn: day(-60) }, { cookie: signed.cookie });
  expect(submitted.status).toBe(200);
  const [submission] = await db().select().from(schoolSubmissions).where(eq(schoolSubmissions.userId, signed.userId));
  if (decision)
    await db()
      .insert(applicationSteps)
      .values({ userId: signed.userId, submissionId: submission!.id, school: TUCK, seq: 1, kind: "decision", decision, happenedOn: day(-5) });
  const sent = await sentCopyOf(signed.userId, submission!.id);
  expect(sent!.essays.map((essay) => essay.title).sort()).toEqual([WHO, WHY].sort());
  return { ...signed, why, who, submission: submission!, sent, round };
}

const reapply = (cookie: string, school = TUCK) => postForm(dataPath(school), { intent: "reapply" }, { cookie });
const essaysOf = (userId: string, title: string) =>
  db()
    .select()
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.essayTitle, title)))
    .orderBy(essaySubmissions.version);
const reapplicationsOf = (userId: string) => db().select().from(schoolReapplications).where(eq(schoolReapplications.userId, userId));

describe("reapplying next cycle", () => {
  it("carries each essay over as a new version, keeps what was sent, and asks Tuck's reapplicant question of this applicant at Tuck only", async () => {
    const alice = await decidedAt("denied");
    const before = await essaysOf(alice.userId, WHY);
    const beforeTexts = await Promise.all(before.map(async (old) => ({ status: old.status, text: (await essayRow(old.id))!.essayContent })));
    const page = await request(`/app/standing/${TUCK}`, { headers: { cookie: alice.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const offered = await page.text();
    expect(offered).toContain("Reapply for 2027-28");
    expect(offered).toContain("Scout does not have Tuck&#x27;s 2027-28 questions yet");

    const done = await reapply(alice.cookie);
    expect(done.status).toBe(200);
    expect((await actionData<StandingActionData>(done)).toast).toEqual({
      title: "Reapplying for 2027-28",
      description: "Tuck: 2 essays carried over as new versions; what you sent stays as it was.",
    });
    const [row] = await reapplicationsOf(alice.userId);
    expect(row).toMatchObject({ school: TUCK, cycle: "2027-2028", questionsCycle: "2026-2027", reapplicantQuestion: REAPPLICANT });
    expect(row!.carried.map((essay) => essay.title).sort()).toEqual([WHY, WHO].sort());

    // Each essay has a newer version with the same words; every earlier version is as it was.
    const after = await essaysOf(alice.userId, WHY);
    expect(after).toHaveLength(before.length + 1);
    const carried = after.at(-1)!;
    expect(carried.versionNotes).toBe(
      `Carried over from version ${before.at(-1)!.version} for your 2027-28 reapplication to Tuck; the version you sent stays as it was`,
    );
    expect(carried.status).toBe("draft");
    expect((await essayRow(carried.id))!.essayContent).toBe("Tuck's small class is where I learn to lead.");
    const afterTexts = await Promise.all(
      before.map(async (old) => ({ status: (await essayRow(old.id))!.status, text: (await essayRow(old.id))!.essayContent })),
    );
    expect(afterTexts).toEqual(beforeTexts);
    expect(beforeTexts.map((old) => old.text)).toEqual(before.map(() => "Tuck's small class is where I learn to lead."));
    // The copy of what was sent, and the denial, are untouched.
    expect(await sentCopyOf(alice.userId, alice.submission.id)).toEqual(alice.sent);
    expect(await db().select().from(applicationSteps).where(eq(applicationSteps.userId, alice.userId))).toHaveLength(1);

    // Tuck's reapplicant question was added (it had none) and is required of her at Tuck; Wharton's stays as her profile leaves it.
    expect(await essaysOf(alice.userId, REAPPLICANT)).toHaveLength(2);
    const tuck = await readSchoolApplication(db(), objectOf(alice.userId).versionBodies, alice.userId, TUCK);
    expect(tuck).toMatchObject({ cycle: "2027-2028", submission: null, reapplication: { cycle: "2027-2028", questionsCycle: "2026-2027" } });
    expect(tuck!.essays.find((essay) => essay.title === REAPPLICANT)).toMatchObject({ fit: "reapplying_here", required: true, written: false });
    const wharton = await readSchoolApplication(db(), objectOf(alice.userId).versionBodies, alice.userId, "Wharton");
    expect(wharton!.essays.find((essay) => essay.title === REAPPLICANT)).toMatchObject({ fit: "not_said", required: false });

    const shown = await (await request(`/app/standing/${TUCK}`, { headers: { cookie: alice.cookie } })).text();
    expect(shown).toContain("Reapplying to Tuck for 2027-28");
    expect(shown).toContain(`/app/essays/${carried.id}`);
    const ready = await (await request(`/app/submit/${TUCK}`, { headers: { cookie: alice.cookie } })).text();
    expect(ready).toContain("Reapplicants only: you are reapplying to this school");
    expect(ready).toContain("Your 2027-28 reapplication to Tuck.");
    expect(ready).toContain("Scout does not have Tuck&#x27;s 2027-28 questions yet");

    // The 2027-28 application is sent on its own: the 2026-27 one and its copy stay beside it.
    expect((await postForm(submitPath(), { intent: "submit", round: alice.round, submittedOn: day(0) }, { cookie: alice.cookie })).status).toBe(200);
    const submissions = await db().select().from(schoolSubmissions).where(eq(schoolSubmissions.userId, alice.userId)).orderBy(schoolSubmissions.createdAt);
    expect(submissions.map((one) => one.cycle)).toEqual(["2026-2027", "2027-2028"]);
    expect(await sentCopyOf(alice.userId, submissions[0]!.id)).toEqual(alice.sent);
  });

  it("refuses before a denial or a withdrawal, another user's school, a second time, and without a plan; a withdrawal opens it", async () => {
    const undecided = await decidedAt(null);
    expect((await reapply(undecided.cookie)).status).toBe(409);
    const admitted = await decidedAt("admitted");
    expect((await reapply(admitted.cookie)).status).toBe(409);
    const waitlisted = await decidedAt("waitlisted");
    expect((await reapply(waitlisted.cookie)).status).toBe(409);
    for (const who of [undecided, admitted, waitlisted]) expect(await reapplicationsOf(who.userId)).toHaveLength(0);

    const alice = await decidedAt("denied");
    const bob = await signUp();
    await createTrial(db(), bob.userId);
    // Bob has no Tuck: Alice's Tuck is the one 404 to him, and nothing of hers changes.
    expect((await reapply(bob.cookie)).status).toBe(404);
    expect((await reapply(alice.cookie, "Kellogg")).status).toBe(404);
    expect(await reapplicationsOf(alice.userId)).toHaveLength(0);

    expect((await reapply(alice.cookie)).status).toBe(200);
    const versions = (await essaysOf(alice.userId, WHY)).length;
    const twice = await reapply(alice.cookie);
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("Already reapplying");
    expect(await essaysOf(alice.userId, WHY)).toHaveLength(versions);
    expect(await reapplicationsOf(alice.userId)).toHaveLength(1);

    // An unknown intent, and extra fields, are not a reapplication.
    expect((await postForm(dataPath(), { intent: "reapply-all" }, { cookie: alice.cookie })).status).toBe(400);

    // A school outside the catalogue whose application names no cycle: Scout cannot name the next one, and says so.
    await addSchool(db(), alice.userId, "Own School", 3);
    const [own] = await db()
      .insert(schoolSubmissions)
      .values({
        userId: alice.userId,
        school: "Own School",
        cycle: "unknown",
        round: "R1",
        submittedOn: day(-30),
        snapshot: { essays: [], answers: [], disclosure: null },
      })
      .returning();
    await db()
      .insert(applicationSteps)
      .values({ userId: alice.userId, submissionId: own!.id, school: "Own School", seq: 1, kind: "decision", decision: "denied", happenedOn: day(-1) });
    const unknown = await reapply(alice.cookie, "Own School");
    expect(unknown.status).toBe(409);
    expect((await actionData<StandingActionData>(unknown)).toast.title).toBe("Cycle not known");

    const withdrew = await decidedAt("withdrawn");
    expect((await reapply(withdrew.cookie)).status).toBe(200);

    // Without a plan or a trial nothing is recorded (it would make versions).
    const expired = await decidedAt("denied");
    await db().delete(subscriptions).where(eq(subscriptions.userId, expired.userId));
    expect((await reapply(expired.cookie)).status).toBe(403);
    expect(await reapplicationsOf(expired.userId)).toHaveLength(0);
  });

  it("uses next cycle's questions where operators have published them, and goes with the denial when it is taken back", async () => {
    const [tuck] = await env.DB.prepare("SELECT id FROM catalogue_schools WHERE name = 'Tuck'")
      .all<{ id: string }>()
      .then((rows) => rows.results);
    const nextTitle = "Reapplicant essay, 2027-28 (reapplicants only)";
    const [added] = await db()
      .insert(catalogueEssays)
      .values({
        schoolId: tuck!.id,
        cycle: "2027-2028",
        textCycle: "2027-2028",
        title: nextTitle,
        prompt: "What has changed since you last applied?",
        required: false,
        audience: "reapplicants",
        sources: ["https://tuck.dartmouth.edu/admissions"],
      })
      .returning();
    try {
      const alice = await decidedAt("denied");
      expect((await reapply(alice.cookie)).status).toBe(200);
      const [row] = await reapplicationsOf(alice.userId);
      expect(row).toMatchObject({ questionsCycle: "2027-2028", reapplicantQuestion: nextTitle });
      expect(await essaysOf(alice.userId, nextTitle)).toHaveLength(1);

      // Taking the denial back takes the reapplication with it; the versions carried over stay.
      const versions = (await essaysOf(alice.userId, WHY)).length;
      const [denial] = await db().select().from(applicationSteps).where(eq(applicationSteps.userId, alice.userId));
      expect((await postForm(dataPath(), { intent: "remove-latest", stepId: denial!.id }, { cookie: alice.cookie })).status).toBe(200);
      expect(await reapplicationsOf(alice.userId)).toHaveLength(0);
      expect(await essaysOf(alice.userId, WHY)).toHaveLength(versions);
    } finally {
      await db().delete(catalogueEssays).where(eq(catalogueEssays.id, added!.id));
    }
  });
});
