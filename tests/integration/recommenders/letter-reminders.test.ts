import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, letterReminders, recommenderLetters, recommenderNudges, recommenders, userSchoolPlans } from "../../../db/schema";
import worker from "../../../workers/entry";
import type { EmailMessage } from "../../../app/domain/platform/email-message";
import { ACCOUNT_CAPS } from "../../../app/domain/platform/account-caps";
import { NUDGE_GAP_MS } from "../../../app/domain/recommenders/letter-reminders";
import type { RecommendersActionData } from "../../../app/domain/recommenders/page-data";
import { sweepLetterReminders } from "../../../app/services/recommenders/letter-reminder-sweep.server";
import { addSchool, createUser } from "../../factories";
import { actionData, db, postForm, request, signUp } from "../helpers";

// Letter reminders to the applicant and nudges to recommenders: claimed once however many
// sweeps run, sent through the e-mail queue, and stopped without signing in.

const DAY = 86_400_000;
const HOUR = 3_600_000;

function recordingQueue() {
  const sent: EmailMessage[] = [];
  const queue = {
    send: async (body: EmailMessage) => void sent.push(body),
    sendBatch: async (messages: { body: EmailMessage }[]) => void sent.push(...messages.map((message) => message.body)),
  } as unknown as Queue;
  return { queue, sentFor: (userId: string) => sent.filter((message) => message.userId === userId) };
}

/** An applicant planning by a date they entered (UTC) for a school of their own, with one recommender asked. */
async function applicantWithLetter(deadlineAt: number, options: { nudge?: boolean; status?: "asked" | "submitted"; askedHere?: boolean } = {}) {
  const applicant = await createUser(db(), { name: "Sam Park" });
  const school = `Own School ${crypto.randomUUID().slice(0, 8)}`;
  await addSchool(db(), applicant.id, school, 1);
  const at = new Date(deadlineAt).toISOString();
  await db()
    .insert(userSchoolPlans)
    .values({
      userId: applicant.id,
      school,
      cycle: "unknown",
      round: "R1",
      enteredDate: at.slice(0, 10),
      enteredTime: at.slice(11, 16),
      enteredTimeZone: "UTC",
    });
  const [recommender] = await db()
    .insert(recommenders)
    .values({
      userId: applicant.id,
      name: "Jo Rivera",
      email: `jo-${crypto.randomUUID()}@example.com`,
      relationship: "supervisor",
      nudgeOptIn: options.nudge ?? false,
    })
    .returning();
  const [letter] = await db()
    .insert(recommenderLetters)
    .values({
      userId: applicant.id,
      recommenderId: recommender!.id,
      school,
      status: options.status ?? "asked",
      // Asked at the recommender's address of now, as marking it asked on the page records.
      askedEmail: options.askedHere === false ? null : recommender!.email,
    })
    .returning();
  return { applicant, school, recommender: recommender!, letter: letter! };
}

async function consume(body: unknown) {
  const batch = createMessageBatch("scout-email", [{ id: "m0", timestamp: new Date(), attempts: 1, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

const mailTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).all();

describe("letter reminders", () => {
  it("are queued exactly once each under five concurrent sweeps: 14, 7 and 2 days before, the nudge at most once a week", async () => {
    const now = Date.now();
    const deadline = now + 13 * DAY;
    const { applicant, recommender } = await applicantWithLetter(deadline, { nudge: true });
    const { queue, sentFor } = recordingQueue();
    await Promise.all([1, 2, 3, 4, 5].map(() => sweepLetterReminders(db(), queue, new Date(now))));
    expect(
      sentFor(applicant.id)
        .map((message) => message.kind)
        .sort(),
    ).toEqual(["letter_reminder", "recommender_nudge"]);
    await sweepLetterReminders(db(), queue, new Date(now + HOUR));
    expect(sentFor(applicant.id)).toHaveLength(2);
    // Seven days out: the 7-day reminder; the recommender was nudged six days ago, so no nudge yet.
    await Promise.all([1, 2, 3, 4, 5].map(() => sweepLetterReminders(db(), queue, new Date(deadline - 6.5 * DAY))));
    expect(sentFor(applicant.id).map((message) => message.kind)).toEqual(["letter_reminder", "recommender_nudge", "letter_reminder"]);
    expect(sentFor(applicant.id).filter((message) => message.kind === "recommender_nudge")).toHaveLength(1);
    // Past a week since the first nudge: one more, once.
    await Promise.all([1, 2, 3, 4, 5].map(() => sweepLetterReminders(db(), queue, new Date(now + 7 * DAY + HOUR))));
    expect(sentFor(applicant.id).filter((message) => message.kind === "recommender_nudge")).toHaveLength(2);
    await Promise.all([1, 2, 3, 4, 5].map(() => sweepLetterReminders(db(), queue, new Date(deadline - DAY))));
    const reminders = await db().select().from(letterReminders).where(eq(letterReminders.userId, applicant.id)).all();
    expect(reminders.map((row) => row.daysBefore).sort((a, b) => a - b)).toEqual([2, 7, 14]);
    expect(sentFor(applicant.id).filter((message) => message.kind === "letter_reminder")).toHaveLength(3);
    expect(await db().select().from(recommenderNudges).where(eq(recommenderNudges.recommenderId, recommender.id)).all()).toHaveLength(2);
  });

  it("send nothing for a submitted letter, and no nudge without the opt-in", async () => {
    const now = Date.now();
    const submitted = await applicantWithLetter(now + 5 * DAY, { status: "submitted", nudge: true });
    const plain = await applicantWithLetter(now + 5 * DAY);
    const { queue, sentFor } = recordingQueue();
    await sweepLetterReminders(db(), queue, new Date(now));
    expect(sentFor(submitted.applicant.id)).toEqual([]);
    expect(sentFor(plain.applicant.id).map((message) => message.kind)).toEqual(["letter_reminder"]);
  });

  it("mail the applicant with a working unsubscribe link, and nudge the recommender with a link that stops nudges without signing in", async () => {
    const now = Date.now();
    const { applicant, recommender } = await applicantWithLetter(now + 10 * DAY, { nudge: true });
    const { queue, sentFor } = recordingQueue();
    await sweepLetterReminders(db(), queue, new Date(now));
    for (const message of sentFor(applicant.id)) expect((await consume(message)).explicitAcks).toEqual(["m0"]);
    const [reminder] = await mailTo(applicant.email);
    expect(reminder?.subject).toBe(
      "Jo Rivera's letter for " +
        (await db().select().from(recommenderLetters).where(eq(recommenderLetters.recommenderId, recommender.id)).get())!.school +
        " is due in 10 days",
    );
    expect(reminder?.text).toMatch(/http:\/\/[^/]+\/email\/unsubscribe\?u=/);
    const [nudge] = await mailTo(recommender.email);
    expect(nudge?.text).toContain("Sam Park asked Scout");
    expect(nudge?.text).not.toContain(applicant.email);
    const link = /\/email\/nudges\?r=([^&\s]+)&t=([A-Za-z0-9_-]{43})/.exec(nudge!.text)!;
    const ask = await request(`/email/nudges?r=${link[1]}&t=${link[2]}`);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("Stop letter reminders?");
    const wrong = await postForm(`/email/nudges?r=${link[1]}&t=${"x".repeat(43)}`, { r: link[1]!, t: "x".repeat(43) });
    expect(wrong.status).toBe(404);
    await wrong.text();
    // Posted from the page the link opened (its address keeps both parameters).
    const stop = await postForm(`/email/nudges?r=${link[1]}&t=${link[2]}`, { r: link[1]!, t: link[2]! });
    expect(stop.status).toBe(200);
    expect(await stop.text()).toContain("No more reminders will be sent to you");
    expect((await db().select().from(recommenders).where(eq(recommenders.id, recommender.id)).get())?.nudgeOptIn).toBe(false);
  });
});

describe("nudges to recommenders", () => {
  const route = encodeURIComponent("routes/app.recommenders");
  const onPage = async (cookie: string, fields: Record<string, string>) => {
    const response = await postForm(`/app/recommenders.data?_routes=${route}`, fields, { cookie });
    expect(response.status, fields.intent).toBe(200);
    return actionData<RecommendersActionData>(response);
  };

  it("go only to the address the applicant asked the recommender at: never to an address changed since, until it is asked again", async () => {
    const now = Date.now();
    const { cookie, userId } = await signUp();
    const school = `Own School ${crypto.randomUUID().slice(0, 8)}`;
    await addSchool(db(), userId, school, 1);
    const at = new Date(now + 10 * DAY).toISOString();
    await db()
      .insert(userSchoolPlans)
      .values({ userId, school, cycle: "unknown", round: "R1", enteredDate: at.slice(0, 10), enteredTime: at.slice(11, 16), enteredTimeZone: "UTC" });
    const first = `jo-${crypto.randomUUID()}@example.com`;
    const { recommenderId } = await onPage(cookie, { intent: "add", name: "Jo Rivera", email: first, relationship: "supervisor" });
    await onPage(cookie, { intent: "add-letter", recommenderId: recommenderId!, school });
    await onPage(cookie, { intent: "update", recommenderId: recommenderId!, name: "Jo Rivera", email: first, relationship: "supervisor", nudge: "on" });
    const [letter] = await db().select().from(recommenderLetters).where(eq(recommenderLetters.recommenderId, recommenderId!));
    const { queue, sentFor } = recordingQueue();
    const nudges = () => sentFor(userId).filter((message) => message.kind === "recommender_nudge");

    // Opted in, but not asked yet: no nudge.
    await sweepLetterReminders(db(), queue, new Date(now));
    expect(nudges()).toHaveLength(0);
    // Asked: the nudge goes, to that address.
    await onPage(cookie, { intent: "letter-status", letterId: letter!.id, status: "asked" });
    await sweepLetterReminders(db(), queue, new Date(now + HOUR));
    expect(nudges()).toHaveLength(1);
    expect((await consume(nudges()[0])).explicitAcks).toEqual(["m0"]);
    expect(await mailTo(first)).toHaveLength(1);

    // The address is changed to someone never asked: a week on, nothing goes to it, and the
    // consumer would not send a claim queued before the change either.
    const second = `someone-${crypto.randomUUID()}@example.com`;
    await onPage(cookie, { intent: "update", recommenderId: recommenderId!, name: "Jo Rivera", email: second, relationship: "supervisor", nudge: "on" });
    await sweepLetterReminders(db(), queue, new Date(now + 7 * DAY + 2 * HOUR));
    expect(nudges()).toHaveLength(1);
    expect((await consume(nudges()[0])).explicitAcks).toEqual(["m0"]);
    expect(await mailTo(second)).toHaveLength(0);
    // Asked again at the new address: nudged there.
    await onPage(cookie, { intent: "letter-status", letterId: letter!.id, status: "asked" });
    await sweepLetterReminders(db(), queue, new Date(now + 7 * DAY + 3 * HOUR));
    expect(nudges()).toHaveLength(2);
    expect((await consume(nudges()[1])).explicitAcks).toEqual(["m0"]);
    expect(await mailTo(second)).toHaveLength(1);
  });

  it(`are at most ${ACCOUNT_CAPS.nudgesPerWeek} an account in a week, recommenders deleted and added again included`, async () => {
    // A day into this week (weeks are counted whole, as the sweep counts them), so an hour on is the same week.
    const now = Math.floor(Date.now() / NUDGE_GAP_MS) * NUDGE_GAP_MS + DAY;
    const first = await applicantWithLetter(now + 10 * DAY, { nudge: true });
    const userId = first.applicant.id;
    const moreRecommenders = async (count: number) => {
      for (let at = 0; at < count; at++) {
        const [recommender] = await db()
          .insert(recommenders)
          .values({ userId, name: `Rec ${at}`, email: `rec-${crypto.randomUUID()}@example.com`, relationship: "client", nudgeOptIn: true })
          .returning();
        await db()
          .insert(recommenderLetters)
          .values({ userId, recommenderId: recommender!.id, school: first.school, status: "asked", askedEmail: recommender!.email });
      }
    };
    await moreRecommenders(ACCOUNT_CAPS.nudgesPerWeek + 2);
    const { queue, sentFor } = recordingQueue();
    const nudges = () => sentFor(userId).filter((message) => message.kind === "recommender_nudge");
    await Promise.all([1, 2, 3].map(() => sweepLetterReminders(db(), queue, new Date(now))));
    expect(nudges()).toHaveLength(ACCOUNT_CAPS.nudgesPerWeek);
    // Every recommender deleted and new ones added: still none this week (the week's count outlives them).
    await db().delete(recommenders).where(eq(recommenders.userId, userId));
    await moreRecommenders(3);
    await sweepLetterReminders(db(), queue, new Date(now + HOUR));
    expect(nudges()).toHaveLength(ACCOUNT_CAPS.nudgesPerWeek);
    // The next week, they go.
    await sweepLetterReminders(db(), queue, new Date(now + 7 * DAY + HOUR));
    expect(nudges()).toHaveLength(ACCOUNT_CAPS.nudgesPerWeek + 3);
  });

  it("never go for a letter the applicant did not mark asked through Scout", async () => {
    const now = Date.now();
    const { applicant } = await applicantWithLetter(now + 10 * DAY, { nudge: true, askedHere: false });
    const { queue, sentFor } = recordingQueue();
    await sweepLetterReminders(db(), queue, new Date(now));
    expect(sentFor(applicant.id).map((message) => message.kind)).toEqual(["letter_reminder"]);
  });
});
