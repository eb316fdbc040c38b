import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationSteps, interviewNotes, schoolSubmissions } from "../../../db/schema";
import type { StandingActionData } from "../../../app/domain/standing/page-data";
import { readStandingPage } from "../../../app/services/standing/standing.server";
import { addSchool } from "../../factories";
import { actionData, db, postForm, request, signUp } from "../helpers";

// After a real interview: the applicant's private debrief and, at HBS, the reflection due 24 hours
// after the slot; too long is refused at its field, HBS's reflection is not offered elsewhere, and
// another user's interview is the one 404.

const HBS = "Harvard Business School";
const dataPath = (school: string) => `/app/standing/${encodeURIComponent(school)}.data?_routes=${encodeURIComponent("routes/app.standing.$school")}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const slotAt = new Date(Date.now() - 3 * 3_600_000);

async function interviewed(school: string) {
  const signed = await signUp();
  await addSchool(db(), signed.userId, school, 1);
  const [submission] = await db()
    .insert(schoolSubmissions)
    .values({ userId: signed.userId, school, cycle: "2026-2027", round: "R1", submittedOn: day(-40), snapshot: { essays: [], answers: [], disclosure: null } })
    .returning();
  const [invited] = await db()
    .insert(applicationSteps)
    .values({
      userId: signed.userId,
      submissionId: submission!.id,
      school,
      seq: 1,
      kind: "invited",
      happenedOn: day(-10),
      slotAt,
      slotZone: "America/New_York",
      format: "video",
    })
    .returning();
  const [interview] = await db()
    .insert(applicationSteps)
    .values({ userId: signed.userId, submissionId: submission!.id, school, seq: 2, kind: "interviewed", happenedOn: day(0), invitationId: invited!.id })
    .returning();
  return { ...signed, stepId: interview!.id };
}

const post = (cookie: string, school: string, fields: Record<string, string>) => postForm(dataPath(school), fields, { cookie });

describe("the applicant's notes of a real interview", () => {
  it("keeps the debrief and HBS's reflection, its deadline 24 hours after the slot", async () => {
    const { cookie, userId, stepId } = await interviewed(HBS);
    const debrief = await post(cookie, HBS, { intent: "debrief", stepId, questions: "Why HBS now?\nA failure <b>you</b> own", howItWent: "Rushed the close." });
    expect(debrief.status).toBe(200);
    const reflection = await post(cookie, HBS, { intent: "reflection", stepId, reflection: "I want to add one thing about the clinic budget." });
    expect(reflection.status).toBe(200);
    const [row] = await db().select().from(interviewNotes).where(eq(interviewNotes.userId, userId));
    expect(row).toMatchObject({ school: HBS, questions: "Why HBS now?\nA failure <b>you</b> own", howItWent: "Rushed the close." });

    const page = (await readStandingPage(db(), userId, HBS))!;
    expect(page.interviews).toHaveLength(1);
    expect(page.interviews[0]!.reflection).toMatchObject({
      dueAt: new Date(slotAt.getTime() + 24 * 3_600_000).toISOString(),
      length: { words: 10, note: "Under the 300 to 450 words the source gives." },
    });
    expect(page.interviews[0]!.reflection!.sources[1]!.owner).toContain("consultancy");
    // The applicant's words are text on the page, never markup.
    const html = await (await request(`/app/standing/${encodeURIComponent(HBS)}`, { headers: { cookie } })).text();
    expect(html).toContain("A failure &lt;b&gt;you&lt;/b&gt; own");
  });

  it("refuses an overlong debrief at its field, and a reflection where the school asks for none", async () => {
    const { cookie, stepId } = await interviewed("Tuck");
    const long = await post(cookie, "Tuck", { intent: "debrief", stepId, questions: "x".repeat(4001) });
    expect(long.status).toBe(400);
    expect((await actionData<StandingActionData>(long)).result?.error).toEqual({ questions: ["At most 4000 characters"] });
    const none = await post(cookie, "Tuck", { intent: "reflection", stepId, reflection: "Thanks." });
    expect(none.status).toBe(409);
    expect(
      (await readStandingPage(db(), (await db().select().from(applicationSteps).where(eq(applicationSteps.id, stepId)))[0]!.userId, "Tuck"))!.interviews[0]!
        .reflection,
    ).toBeNull();
  });

  it("does not find another user's interview, nor a step that is not an interview, and the notes go with the step", async () => {
    const alice = await interviewed(HBS);
    const bob = await interviewed(HBS);
    const stolen = await post(bob.cookie, HBS, { intent: "debrief", stepId: alice.stepId, questions: "Bob's words" });
    expect(stolen.status).toBe(404);
    const [invitation] = await db().select().from(applicationSteps).where(eq(applicationSteps.userId, alice.userId));
    const notInterview = await post(alice.cookie, HBS, { intent: "debrief", stepId: invitation!.id, questions: "x" });
    expect(notInterview.status).toBe(404);
    expect(await db().select().from(interviewNotes).where(eq(interviewNotes.userId, alice.userId))).toHaveLength(0);

    await post(alice.cookie, HBS, { intent: "debrief", stepId: alice.stepId, questions: "Why now?" });
    expect((await post(alice.cookie, HBS, { intent: "remove-latest", stepId: alice.stepId })).status).toBe(200);
    expect(await db().select().from(interviewNotes).where(eq(interviewNotes.userId, alice.userId))).toHaveLength(0);
  });
});
