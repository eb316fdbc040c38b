import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { letterReminders, recommenderLetters, recommenderNudges, recommenders, user } from "../../../db/schema";
import { deadlineInstant } from "~/domain/deadlines/deadlines";
import type { LetterReminderMessage, RecommenderNudgeMessage } from "~/domain/platform/email-message";
import { askedAtAddress, letterReminderDue, letterReminderText, nudgeDue, nudgeText } from "~/domain/recommenders/letter-reminders";
import { deadlineRemindersOn, emailPreferenceQuery, unsubscribeHeaders, unsubscribeUrl } from "../platform/email-preferences.server";
import type { Email } from "../platform/mailer.server";
import { listPlans } from "../schools/school-plans.server";
import { nudgeUnsubscribeUrl } from "../recommenders/nudge-unsubscribe.server";

// Letter reminders and nudges as they read when sent: the claim, the letter, the applicant's
// preference (or the recommender's opt-in) and the plan are read again, and the mail is written
// only while it still stands (not submitted, same deadline, same threshold).

type Deps = { db: Database; secret: string; appUrl: string };

export async function letterReminderEmail({ db, secret, appUrl }: Deps, message: LetterReminderMessage, now: Date): Promise<Email | null> {
  const [claims, recipients, preferences] = await db.batch([
    db
      .select({
        deadlineAt: letterReminders.deadlineAt,
        daysBefore: letterReminders.daysBefore,
        school: recommenderLetters.school,
        status: recommenderLetters.status,
        recommender: recommenders.name,
      })
      .from(letterReminders)
      .innerJoin(recommenderLetters, eq(recommenderLetters.id, letterReminders.letterId))
      .innerJoin(recommenders, eq(recommenders.id, recommenderLetters.recommenderId))
      .where(and(eq(letterReminders.id, message.reminderId), eq(letterReminders.userId, message.userId))),
    db.select({ email: user.email }).from(user).where(eq(user.id, message.userId)),
    emailPreferenceQuery(db, message.userId),
  ]);
  const found = claims[0];
  if (!found || !recipients[0] || !deadlineRemindersOn(preferences) || found.status === "submitted") return null;
  const chosen = (await listPlans(db, message.userId)).find((plan) => plan.school === found.school)?.chosen;
  if (!chosen) return null;
  const deadlineAt = deadlineInstant(chosen.deadline);
  if (deadlineAt.getTime() !== found.deadlineAt.getTime() || letterReminderDue(deadlineAt, now) !== found.daysBefore) return null;
  const text = letterReminderText({
    recommender: found.recommender,
    school: found.school,
    status: found.status,
    deadline: chosen.deadline,
    now,
    links: { recommenders: new URL("/app/recommenders", appUrl).toString(), unsubscribe: await unsubscribeUrl(appUrl, secret, message.userId) },
  });
  return { to: recipients[0].email, userId: message.userId, headers: await unsubscribeHeaders(appUrl, secret, message.userId, "deadlineReminders"), ...text };
}

export async function recommenderNudgeEmail({ db, secret, appUrl }: Deps, message: RecommenderNudgeMessage, now: Date): Promise<Email | null> {
  const [claims, applicants] = await db.batch([
    db
      .select({ id: recommenders.id, name: recommenders.name, email: recommenders.email, nudgeOptIn: recommenders.nudgeOptIn })
      .from(recommenderNudges)
      .innerJoin(recommenders, eq(recommenders.id, recommenderNudges.recommenderId))
      .where(and(eq(recommenderNudges.id, message.nudgeId), eq(recommenderNudges.userId, message.userId))),
    db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, message.userId)),
  ]);
  const recommender = claims[0];
  const applicant = applicants[0];
  if (!recommender?.nudgeOptIn || !applicant) return null;
  const [letters, plans] = await Promise.all([
    db
      .select({ school: recommenderLetters.school, status: recommenderLetters.status, askedEmail: recommenderLetters.askedEmail })
      .from(recommenderLetters)
      .where(and(eq(recommenderLetters.recommenderId, recommender.id), ne(recommenderLetters.status, "submitted"))),
    listPlans(db, message.userId),
  ]);
  // Only letters asked at the address the nudge would go to (askedAtAddress).
  const due = letters.flatMap((letter) => {
    if (!askedAtAddress(letter.askedEmail, recommender.email)) return [];
    const chosen = plans.find((plan) => plan.school === letter.school)?.chosen;
    return chosen && nudgeDue(letter.status, deadlineInstant(chosen.deadline), now) ? [{ school: letter.school, deadline: chosen.deadline }] : [];
  });
  if (due.length === 0) return null;
  const text = nudgeText({
    applicant: applicant.name.trim() || "The applicant",
    recommender: recommender.name,
    letters: due,
    links: { unsubscribe: await nudgeUnsubscribeUrl(appUrl, secret, recommender.id) },
  });
  return { to: recommender.email, userId: message.userId, ...text };
}
