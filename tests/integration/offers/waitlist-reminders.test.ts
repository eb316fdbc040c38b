import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { applicationSteps, catalogueSeasonFacts, emailPreferences, schoolSubmissions } from "../../../db/schema";
import worker from "../../../workers/entry";
import { seasonReminderEmail } from "../../../app/services/background-jobs/season-reminder-emails.server";
import { sweepSeasonReminders } from "../../../app/services/offers/season-reminders.server";
import { addSchool, createUser } from "../../factories";
import { db, request, signUp } from "../helpers";
import { claimsOf, day, mailTo, recordingQueue } from "./season-fixtures";

// Waitlist reminders at the school's update cadence, through the real hourly cron, queue and
// outbox: only where the catalogue gives a cadence (operators enter it), while the waitlist is
// still the school's latest step, once per cadence, and never where the school wants nothing,
// the setting is off or no cadence is known. Edits the catalogue's facts: in OPERATOR_DATA.

const DAY = 86_400_000;

async function waitlisted(userId: string, school: string, on: string) {
  await addSchool(db(), userId, school, 1);
  const [submission] = await db()
    .insert(schoolSubmissions)
    .values({
      userId,
      school,
      cycle: "2026-2027",
      round: "R1",
      submittedOn: day(-60, Date.parse(`${on}T00:00:00Z`)),
      snapshot: { essays: [], answers: [], disclosure: null },
    })
    .returning();
  const [step] = await db()
    .insert(applicationSteps)
    .values({ userId, submissionId: submission!.id, school, seq: 1, kind: "decision", decision: "waitlisted", happenedOn: on })
    .returning();
  return { submissionId: submission!.id, stepId: step!.id };
}

async function paced(schoolId: string, cadenceDays: number, acceptsUpdates: "yes" | null = "yes") {
  const [fact] = await db()
    .insert(catalogueSeasonFacts)
    .values({
      schoolId,
      topic: "waitlist",
      value: "Reviews its waitlist every two weeks",
      sourceUrl: `https://www.example.edu/${schoolId}/waitlist`,
      sourceOwner: "school",
      cycle: "2026-2027",
      acceptsUpdates,
      updatesWhen: acceptsUpdates ? "by e-mail to admissions" : null,
      cadenceDays,
    })
    .returning();
  return fact!.id;
}

async function cron(at = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "0 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("waitlist reminders", () => {
  it("are e-mailed through the cron, queue and outbox at the school's cadence, once, with the cadence's source", async () => {
    const factId = await paced("booth", 14);
    const [asha, quiet, decided] = [await createUser(db()), await createUser(db()), await createUser(db())];
    await waitlisted(asha.id, "Booth", day(-14));
    await waitlisted(quiet.id, "Booth", day(-14));
    await db().insert(emailPreferences).values({ userId: quiet.id, waitlistReminders: false });
    const admittedLater = await waitlisted(decided.id, "Booth", day(-14));
    await db()
      .insert(applicationSteps)
      .values({
        userId: decided.id,
        submissionId: admittedLater.submissionId,
        school: "Booth",
        seq: 2,
        kind: "decision",
        decision: "admitted",
        happenedOn: day(-1),
      });

    await cron();
    await vi.waitFor(async () => expect(await mailTo(asha.email)).toHaveLength(1), { timeout: 30_000, interval: 250 });
    const [mail] = await mailTo(asha.email);
    expect(mail!.subject).toBe("Booth waitlist: 14 days on, at the school's 14-day cadence");
    expect(mail!.text).toContain(
      "Booth reviews its waitlist or takes updates every 14 days, according to the school's own page, for 2026-2027: https://www.example.edu/booth/waitlist",
    );
    expect(mail!.text).toContain("this is a time to send it (the school takes updates by e-mail to admissions)");
    expect(mail!.text).toContain("http://localhost/app/waitlist/Booth");
    expect(mail!.text).toContain('"Waitlist reminders"');
    // Its own signed link, in the text and in the headers a mail client's Unsubscribe button uses.
    expect(mail!.text).toMatch(new RegExp(`http://localhost/email/unsubscribe\\?u=${asha.id}&t=[A-Za-z0-9_-]{43}&k=waitlist-reminders`));
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(
      new RegExp(`^<http://localhost/api/email/unsubscribe\\?u=${asha.id}&t=[A-Za-z0-9_-]{43}&k=waitlist-reminders>$`),
    );
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await mailTo(quiet.email)).toEqual([]);
    expect(await mailTo(decided.email)).toEqual([]);
    expect(await claimsOf(quiet.id)).toEqual([]);

    // A second run within the day sends nothing new: the claim holds.
    await cron(Date.now() + 10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailTo(asha.email)).toHaveLength(1);
    await db().delete(catalogueSeasonFacts).where(eq(catalogueSeasonFacts.id, factId));
  });

  it("come every cadence for up to six months, and never without a cadence or where the school wants nothing", async () => {
    const booth = await paced("booth", 14);
    // Wharton's seeded fact says it takes no additional materials: a cadence beside it is not followed.
    const wharton = await paced("wharton", 14, null);
    const [asha, kim, wes] = [await createUser(db()), await createUser(db()), await createUser(db())];
    const start = Date.UTC(2027, 0, 4);
    await waitlisted(asha.id, "Booth", day(0, start));
    await waitlisted(kim.id, "Kellogg", day(0, start));
    await waitlisted(wes.id, "Wharton", day(0, start));
    const { queue, sentTo } = recordingQueue();
    for (let offset = 0; offset <= 200; offset += 1) await sweepSeasonReminders(db(), queue, new Date(start + offset * DAY + 12 * 3_600_000));
    const moments = (await claimsOf(asha.id)).map((claim) => (claim.dueAt.getTime() - start) / DAY).sort((a, b) => a - b);
    expect(moments).toEqual([14, 28, 42, 56, 70, 84, 98, 112, 126, 140, 154, 168]);
    expect(sentTo(asha.id)).toHaveLength(12);
    expect(sentTo(kim.id)).toEqual([]);
    expect(sentTo(wes.id)).toEqual([]);
    await db()
      .delete(catalogueSeasonFacts)
      .where(inArray(catalogueSeasonFacts.id, [booth, wharton]));
  });

  it("send nothing when the cadence changed or the fact was removed since the claim", async () => {
    const factId = await paced("booth", 14);
    const asha = await createUser(db());
    const start = Date.UTC(2027, 1, 1);
    await waitlisted(asha.id, "Booth", day(0, start));
    const { queue, sentTo } = recordingQueue();
    const at = start + 14 * DAY + 3_600_000;
    await sweepSeasonReminders(db(), queue, new Date(at));
    const [message] = sentTo(asha.id);
    const compose = () => seasonReminderEmail({ db: db(), appUrl: "http://localhost", secret: env.BETTER_AUTH_SECRET }, message!, new Date(at));
    expect((await compose())?.subject).toContain("Booth waitlist");
    await db().update(catalogueSeasonFacts).set({ cadenceDays: 21 }).where(eq(catalogueSeasonFacts.id, factId));
    expect(await compose()).toBeNull();
    await db().delete(catalogueSeasonFacts).where(eq(catalogueSeasonFacts.id, factId));
    expect(await compose()).toBeNull();
  });

  it("are said on the waitlist page: the cadence and its source, or that Scout sends none without one", async () => {
    const applicant = await signUp();
    await waitlisted(applicant.userId, "Kellogg", day(-3));
    const none = await (await request("/app/waitlist/Kellogg", { headers: { cookie: applicant.cookie } })).text();
    expect(none).toContain("Scout sends no waitlist reminders for Kellogg, because it does not have the school&#x27;s update cadence.");
    const factId = await paced("kellogg", 21);
    const some = await (await request("/app/waitlist/Kellogg", { headers: { cookie: applicant.cookie } })).text();
    expect(some).toContain("Kellogg reviews its waitlist or takes updates every 21 days, according to the school&#x27;s own page for 2026-2027.");
    expect(some).toContain("While you are waitlisted, Scout e-mails you at that cadence");
    await db().delete(catalogueSeasonFacts).where(eq(catalogueSeasonFacts.id, factId));
  });
});
