import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationSteps, schoolSubmissions } from "../../../db/schema";
import type { StandingActionData } from "../../../app/domain/standing/page-data";
import { instantOfWallTime } from "../../../app/domain/deadlines/zoned-time";
import { addSchool } from "../../factories";
import { actionData, db, postForm, request, signUp } from "../helpers";

// Where an application stands after Submitted: an invitation with its slot, the interview, the
// decision, each checked by the server; another user's school is the one 404.

const TUCK = "Tuck";
const path = (school = TUCK) => `/app/standing/${encodeURIComponent(school)}`;
const dataPath = (school = TUCK) => `${path(school)}.data?_routes=${encodeURIComponent("routes/app.standing.$school")}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function applicant({ submitted = true } = {}) {
  const signed = await signUp();
  await addSchool(db(), signed.userId, TUCK, 1);
  if (submitted)
    await db()
      .insert(schoolSubmissions)
      .values({
        userId: signed.userId,
        school: TUCK,
        cycle: "2026-2027",
        round: "R1",
        submittedOn: day(-40),
        snapshot: { essays: [], answers: [], disclosure: null },
      });
  return signed;
}

const invite = (cookie: string, fields: Record<string, string> = {}, school = TUCK) =>
  postForm(
    dataPath(school),
    {
      intent: "invited",
      happenedOn: day(-2),
      slotDate: day(5),
      slotTime: "14:30",
      slotZone: "America/New_York",
      format: "video",
      interviewer: "A second-year",
      ...fields,
    },
    { cookie },
  );
const post = (cookie: string, fields: Record<string, string>) => postForm(dataPath(), fields, { cookie });
const stepsOf = (userId: string) => db().select().from(applicationSteps).where(eq(applicationSteps.userId, userId)).orderBy(applicationSteps.seq);

describe("recording where an application stands", () => {
  it("records an invitation with its slot in the school's zone, the interview, then a decision", async () => {
    const { cookie, userId } = await applicant();
    const page = await request(path(), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");

    const invited = await invite(cookie);
    expect(invited.status).toBe(200);
    expect((await actionData<StandingActionData>(invited)).toast.title).toBe("Invitation recorded");
    const [invitation] = await stepsOf(userId);
    expect(invitation).toMatchObject({ kind: "invited", slotZone: "America/New_York", format: "video", interviewer: "A second-year" });
    expect(invitation!.slotAt).toEqual(instantOfWallTime({ date: day(5), time: "14:30" }, "America/New_York"));
    expect(invitation!.slotAt!.getUTCHours()).not.toBe(14);

    // Admitted while the interview is still to come is refused, by the decision field.
    const early = await post(cookie, { intent: "decision", decision: "admitted", happenedOn: day(0) });
    expect(early.status).toBe(409);
    expect(JSON.stringify(await actionData(early))).toContain("Record the interview first");

    expect((await post(cookie, { intent: "interviewed", happenedOn: day(0) })).status).toBe(200);
    expect((await post(cookie, { intent: "decision", decision: "waitlisted", happenedOn: day(0) })).status).toBe(200);
    expect((await post(cookie, { intent: "decision", decision: "admitted", happenedOn: day(0) })).status).toBe(200);
    const steps = await stepsOf(userId);
    expect(steps.map((step) => [step.seq, step.kind, step.decision])).toEqual([
      [1, "invited", null],
      [2, "interviewed", null],
      [3, "decision", "waitlisted"],
      [4, "decision", "admitted"],
    ]);
    expect(steps[1]!.invitationId).toBe(invitation!.id);
    const shown = await (await request(path(), { headers: { cookie } })).text();
    expect(shown).toContain("Admitted");
  });

  it("refuses a decision before submission, a slot in the past, and a day before Submitted", async () => {
    const notYet = await applicant({ submitted: false });
    const before = await postForm(dataPath(), { intent: "decision", decision: "denied", happenedOn: day(0) }, { cookie: notYet.cookie });
    expect(before.status).toBe(409);
    expect((await actionData<StandingActionData>(before)).toast.title).toBe("Not submitted yet");

    const { cookie, userId } = await applicant();
    const past = await invite(cookie, { slotDate: day(-1) });
    expect(past.status).toBe(409);
    expect((await actionData<StandingActionData>(past)).result?.error).toEqual({ slotDate: [expect.stringContaining("already passed")] });
    const early = await post(cookie, { intent: "decision", decision: "denied", happenedOn: day(-50) });
    expect((await actionData<StandingActionData>(early)).result?.error).toEqual({ happenedOn: [expect.stringContaining("before you submitted")] });
    const bad = await invite(cookie, { slotTime: "25:00", slotZone: "Mars/Olympus", format: "telepathy" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await actionData<StandingActionData>(bad)).result?.error ?? {}).sort()).toEqual(["format", "slotTime", "slotZone"]);
    const interviewOnly = await post(cookie, { intent: "interviewed", happenedOn: day(0) });
    expect(interviewOnly.status).toBe(409);
    expect(await stepsOf(userId)).toHaveLength(0);
  });

  it("takes back only the latest step, and nothing follows a denial", async () => {
    const { cookie, userId } = await applicant();
    await invite(cookie);
    expect((await post(cookie, { intent: "decision", decision: "denied", happenedOn: day(0) })).status).toBe(200);
    expect((await invite(cookie)).status).toBe(409);
    const [first, latest] = await stepsOf(userId);
    expect((await post(cookie, { intent: "remove-latest", stepId: first!.id })).status).toBe(409);
    expect((await post(cookie, { intent: "remove-latest", stepId: latest!.id })).status).toBe(200);
    expect((await stepsOf(userId)).map((step) => step.kind)).toEqual(["invited"]);
  });

  it("is a 404 for another user's school and for their steps", async () => {
    const alice = await applicant();
    await invite(alice.cookie);
    const [aliceStep] = await stepsOf(alice.userId);
    const bob = await signUp();
    expect((await request(path(), { headers: { cookie: bob.cookie } })).status).toBe(404);
    expect((await invite(bob.cookie)).status).toBe(404);
    // Bob with Tuck of his own, submitted, still cannot take back Alice's step.
    await addSchool(db(), bob.userId, TUCK, 1);
    await db()
      .insert(schoolSubmissions)
      .values({
        userId: bob.userId,
        school: TUCK,
        cycle: "2026-2027",
        round: "R1",
        submittedOn: day(-40),
        snapshot: { essays: [], answers: [], disclosure: null },
      });
    expect((await post(bob.cookie, { intent: "remove-latest", stepId: aliceStep!.id })).status).toBe(404);
    expect(await stepsOf(alice.userId)).toHaveLength(1);
  });
});
