import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { applicationSteps, emailOutbox, emailPreferences, offers, schoolSubmissions, seasonReminders } from "../../../db/schema";
import worker from "../../../workers/entry";
import type { SeasonActionData } from "../../../app/domain/offers/page-data";
import { applicantCalendar } from "../../../app/services/offers/season-calendar.server";
import { readOffersPage } from "../../../app/services/offers/offers.server";
import { seasonReminderEmail } from "../../../app/services/background-jobs/season-reminder-emails.server";
import { addSchool } from "../../factories";
import { actionData, db, postForm, request, signUp } from "../helpers";
import { day } from "./season-fixtures";

// The negotiation e-mail after it leaves: the day it was sent and the day the school answered,
// refused where they cannot be; a week on with no answer, one follow-up e-mail through the real
// hourly cron, queue and outbox, and the day in the calendar feed; an answer recorded, the
// setting off, another applicant's offer: nothing.

const dataPath = `/app/offers.data?_routes=${encodeURIComponent("routes/app.offers")}`;
const post = (cookie: string, fields: Record<string, string>) => postForm(dataPath, fields, { cookie });
const fieldErrors = async (response: Response) => (await actionData<SeasonActionData>(response)).result?.error;
// The follow-ups only: signing up sends its own e-mail.
const mailOf = async (userId: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.userId, userId))).filter((mail) => mail.subject.startsWith("Follow up"));

/** An admit decided `decidedDaysAgo` days ago, with its cost given (the offer exists). */
async function admit(userId: string, school: string, decidedDaysAgo: number) {
  await addSchool(db(), userId, school, 1);
  const [submission] = await db()
    .insert(schoolSubmissions)
    .values({ userId, school, cycle: "2026-2027", round: "R1", submittedOn: day(-60), snapshot: { essays: [], answers: [], disclosure: null } })
    .returning();
  const [step] = await db()
    .insert(applicationSteps)
    .values({ userId, submissionId: submission!.id, school, seq: 1, kind: "decision", decision: "admitted", happenedOn: day(-decidedDaysAgo) })
    .returning();
  await db().insert(offers).values({ userId, decisionStepId: step!.id, school, currency: "USD", costMinor: 12_000_000, costSource: "own" });
}

async function cron(at = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "0 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the negotiation follow-up", () => {
  it("records the day sent and the answer, refusing days that cannot be, and another user's school is a 404", async () => {
    const { cookie, userId } = await signUp();
    await admit(userId, "Yale SOM", 20);
    const unreal = await post(cookie, { intent: "negotiation-sent", school: "Yale SOM", sentOn: "2027-02-30" });
    expect(unreal.status).toBe(400);
    expect((await fieldErrors(unreal))?.sentOn).toEqual(["Enter a real date"]);
    const future = await post(cookie, { intent: "negotiation-sent", school: "Yale SOM", sentOn: day(5) });
    expect(future.status).toBe(409);
    expect((await fieldErrors(future))?.sentOn?.[0]).toContain("has not come yet");
    const beforeAdmit = await post(cookie, { intent: "negotiation-sent", school: "Yale SOM", sentOn: day(-25) });
    expect((await fieldErrors(beforeAdmit))?.sentOn?.[0]).toContain("before Yale SOM admitted you");
    const noneSent = await post(cookie, { intent: "negotiation-answered", school: "Yale SOM", answeredOn: day(-1) });
    expect((await fieldErrors(noneSent))?.answeredOn).toEqual(["Record the day you sent the e-mail first."]);

    expect((await post(cookie, { intent: "negotiation-sent", school: "Yale SOM", sentOn: day(-10) })).status).toBe(200);
    let yale = (await readOffersPage(db(), userId)).offers[0]!;
    expect(yale.negotiation).toEqual({ sentOn: day(-10), answeredOn: null, followUpOn: day(-3) });
    const beforeSent = await post(cookie, { intent: "negotiation-answered", school: "Yale SOM", answeredOn: day(-12) });
    expect((await fieldErrors(beforeSent))?.answeredOn?.[0]).toContain("before you sent it");
    expect((await post(cookie, { intent: "negotiation-answered", school: "Yale SOM", answeredOn: day(-1) })).status).toBe(200);
    yale = (await readOffersPage(db(), userId)).offers[0]!;
    expect(yale.negotiation).toEqual({ sentOn: day(-10), answeredOn: day(-1), followUpOn: null });
    const page = await (await request("/app/offers", { headers: { cookie } })).text();
    expect(page).toContain("the school answered");

    const bob = await signUp();
    expect((await post(bob.cookie, { intent: "negotiation-sent", school: "Yale SOM", sentOn: day(-1) })).status).toBe(404);
    expect((await post(bob.cookie, { intent: "negotiation-answered", school: "Yale SOM", answeredOn: day(-1) })).status).toBe(404);
  });

  it("e-mails one follow-up a week after sending with no answer, puts the day in the calendar, and an answer stops it", async () => {
    const now = Date.now();
    const waiting = await signUp();
    const answered = await signUp();
    const quiet = await signUp();
    const recent = await signUp();
    for (const applicant of [waiting, answered, quiet]) {
      await admit(applicant.userId, "Tuck", 20);
      expect((await post(applicant.cookie, { intent: "negotiation-sent", school: "Tuck", sentOn: day(-8) })).status).toBe(200);
    }
    await admit(recent.userId, "Tuck", 20);
    await post(recent.cookie, { intent: "negotiation-sent", school: "Tuck", sentOn: day(-3) });
    // Recording the answer before the sweep: no reminder. The setting off: none either.
    await post(answered.cookie, { intent: "negotiation-answered", school: "Tuck", answeredOn: day(-1) });
    expect((await postForm("/account", { intent: "negotiation-follow-ups", on: "false" }, { cookie: quiet.cookie })).status).toBeLessThan(400);
    const [quietSetting] = await db().select().from(emailPreferences).where(eq(emailPreferences.userId, quiet.userId));
    expect(quietSetting?.negotiationFollowUps).toBe(false);

    const calendar = await applicantCalendar(db(), waiting.userId, new Date(now));
    expect(calendar).toContain("Tuck: follow up on your negotiation e-mail?");
    expect(await applicantCalendar(db(), answered.userId, new Date(now))).not.toContain("follow up on your negotiation");

    await cron(now);
    await vi.waitFor(async () => expect(await mailOf(waiting.userId)).toHaveLength(1), { timeout: 30_000, interval: 250 });
    const [mail] = await mailOf(waiting.userId);
    expect(mail!.subject).toMatch(/^Follow up with Tuck\? Your negotiation e-mail was sent /);
    expect(mail!.text).toContain("have recorded no answer since");
    expect(mail!.text).toContain("http://localhost/app/offers");
    expect(mail!.text).toContain('turn off "Negotiation follow-ups"');
    for (const other of [answered, quiet, recent]) {
      expect(await db().select().from(seasonReminders).where(eq(seasonReminders.userId, other.userId))).toEqual([]);
      expect(await mailOf(other.userId)).toEqual([]);
    }

    // A second run claims nothing new; and an answer recorded after the claim sends nothing more.
    await cron(now + 10 * 60_000);
    const claims = await db().select().from(seasonReminders).where(eq(seasonReminders.userId, waiting.userId));
    expect(claims).toHaveLength(1);
    await post(waiting.cookie, { intent: "negotiation-answered", school: "Tuck", answeredOn: day(0) });
    const again = await seasonReminderEmail(
      { db: db(), appUrl: "http://localhost", secret: env.BETTER_AUTH_SECRET },
      { kind: "season_reminder", userId: waiting.userId, reminderId: claims[0]!.id },
      new Date(now),
    );
    expect(again).toBeNull();
    expect(await applicantCalendar(db(), waiting.userId, new Date(now))).not.toContain("follow up on your negotiation");
  }, 60_000);
});
