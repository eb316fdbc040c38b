import { type SQL, and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import {
  catalogueDeadlines,
  catalogueSchools,
  emailPreferences,
  letterReminders,
  recommenderLetters,
  recommenderNudges,
  recommenders,
  userSchoolPlans,
  userSchools,
} from "../../../db/schema";
import { deadlineInstant } from "~/domain/deadlines/deadlines";
import type { LetterReminderMessage, RecommenderNudgeMessage } from "~/domain/platform/email-message";
import { NUDGE_GAP_MS, letterReminderDue, nudgeDue } from "~/domain/recommenders/letter-reminders";
import { ACCOUNT_CAPS } from "~/domain/platform/account-caps";
import type { LetterStatus } from "~/domain/recommenders/letters";
import { type SchoolPlanView, planView } from "~/domain/schools/school-plan";
import { type CatalogueSchool, findSchool, loadCatalogue } from "../catalogue/catalogue.server";
import { chosenCatalogueRound, planDeadlineNear } from "../deadlines/chosen-round.server";
import { queueClaimed } from "../platform/queued-claim.server";

// The hourly letter-reminder sweep, beside the deadline reminders and built the same way:
// every letter not yet submitted whose school has a chosen round with a deadline close enough is
// read; the reminder due now (14, 7 or 2 days) is claimed with INSERT … ON CONFLICT DO NOTHING
// RETURNING on a unique (letter, deadline instant, days before) row, then queued on the e-mail
// queue, so concurrent or repeated sweeps send each once. A nudge to a recommender who was opted
// in, for a letter asked at their address of now, is claimed by one batch that inserts only when
// none went to them in the last seven days and the account has nudges left this week. The e-mails
// themselves are written by the e-mail queue's job: background-jobs/letter-reminder-emails.server.ts.

const PAGE = 200;
const MAX_PAGES = 50;

type Candidate = {
  letterId: string;
  userId: string;
  recommenderId: string;
  school: string;
  status: LetterStatus;
  nudgeOptIn: boolean;
  askedAtAddress: number;
  remindersOff: boolean | null;
  cycle: string;
  round: string | null;
  enteredDate: string | null;
  enteredTime: string | null;
  enteredTimeZone: string | null;
};

function candidatesQuery(db: Database, now: Date, after: string | null) {
  const afterKey: SQL | undefined = after ? sql`${recommenderLetters.id} > ${after}` : undefined;
  return db
    .select({
      letterId: recommenderLetters.id,
      userId: recommenderLetters.userId,
      recommenderId: recommenderLetters.recommenderId,
      school: recommenderLetters.school,
      status: recommenderLetters.status,
      nudgeOptIn: recommenders.nudgeOptIn,
      // The letter was asked at the recommender's address of now (askedAtAddress): 1, else 0.
      askedAtAddress: sql<number>`lower(coalesce(${recommenderLetters.askedEmail}, '')) = lower(${recommenders.email})`,
      remindersOff: sql<boolean | null>`${emailPreferences.deadlineReminders} = 0`,
      cycle: userSchoolPlans.cycle,
      round: userSchoolPlans.round,
      enteredDate: userSchoolPlans.enteredDate,
      enteredTime: userSchoolPlans.enteredTime,
      enteredTimeZone: userSchoolPlans.enteredTimeZone,
    })
    .from(recommenderLetters)
    .innerJoin(recommenders, eq(recommenders.id, recommenderLetters.recommenderId))
    .innerJoin(userSchoolPlans, and(eq(userSchoolPlans.userId, recommenderLetters.userId), eq(userSchoolPlans.school, recommenderLetters.school)))
    .innerJoin(userSchools, and(eq(userSchools.userId, recommenderLetters.userId), eq(userSchools.school, recommenderLetters.school)))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, recommenderLetters.userId))
    .leftJoin(catalogueSchools, eq(catalogueSchools.name, recommenderLetters.school))
    .leftJoin(catalogueDeadlines, chosenCatalogueRound())
    .where(and(ne(recommenderLetters.status, "submitted"), isNotNull(userSchoolPlans.round), planDeadlineNear(now), afterKey))
    .orderBy(asc(recommenderLetters.id))
    .limit(PAGE);
}

/** The deadline a letter is due by: its school's plan, read as every page reads it. */
export function letterDeadline(plan: SchoolPlanView): Date | null {
  return plan.chosen ? deadlineInstant(plan.chosen.deadline) : null;
}

export type LetterSweepResult = { reminders: number; nudges: number };

export async function sweepLetterReminders(db: Database, queue: Queue, now: Date): Promise<LetterSweepResult> {
  const catalogue = await loadCatalogue(db);
  const result: LetterSweepResult = { reminders: 0, nudges: 0 };
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const candidates: Candidate[] = await candidatesQuery(db, now, after);
    const nudgeFor = new Map<string, string>();
    for (const candidate of candidates) {
      const deadline = deadlineOf(candidate, catalogue);
      if (!deadline) continue;
      const daysBefore = letterReminderDue(deadline, now);
      if (daysBefore && !candidate.remindersOff) result.reminders += await claimReminder(db, queue, candidate, deadline, daysBefore);
      if (candidate.nudgeOptIn && candidate.askedAtAddress && nudgeDue(candidate.status, deadline, now))
        nudgeFor.set(candidate.recommenderId, candidate.userId);
    }
    for (const [recommenderId, userId] of nudgeFor) result.nudges += await claimNudge(db, queue, userId, recommenderId, now);
    if (candidates.length < PAGE) break;
    after = candidates.at(-1)!.letterId;
  }
  return result;
}

function deadlineOf(candidate: Candidate, catalogue: CatalogueSchool[]): Date | null {
  try {
    return letterDeadline(planView(candidate.school, findSchool(catalogue, candidate.school), candidate));
  } catch (error) {
    console.error("letter reminder sweep: letter skipped", { letterId: candidate.letterId, error: String(error) });
    return null;
  }
}

async function claimReminder(db: Database, queue: Queue, candidate: Candidate, deadlineAt: Date, daysBefore: number): Promise<number> {
  const [claim] = await db
    .insert(letterReminders)
    .values({ userId: candidate.userId, letterId: candidate.letterId, deadlineAt, daysBefore })
    .onConflictDoNothing()
    .returning({ id: letterReminders.id });
  if (!claim) return 0;
  await queueClaimed(
    () => queue.send({ kind: "letter_reminder", userId: candidate.userId, reminderId: claim.id } satisfies LetterReminderMessage),
    () => db.delete(letterReminders).where(eq(letterReminders.id, claim.id)),
  );
  return 1;
}

async function claimNudge(db: Database, queue: Queue, userId: string, recommenderId: string, now: Date): Promise<number> {
  const id = crypto.randomUUID();
  const week = Math.floor(now.getTime() / NUDGE_GAP_MS);
  const d1 = db.$client;
  // One batch, which D1 runs alone: of five sweeps at once exactly one inserts; the claim is taken
  // only while the recommender had none in seven days and the account has nudges left this week,
  // and the week's count (which outlives a deleted recommender) goes up with it.
  const [claimed] = await d1.batch<{ id: string }>([
    d1
      .prepare(
        `INSERT INTO recommender_nudges (id, user_id, recommender_id, week, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5
         WHERE NOT EXISTS (SELECT 1 FROM recommender_nudges WHERE recommender_id = ?3 AND created_at > ?6)
           AND coalesce((SELECT nudges FROM recommender_nudge_weeks WHERE user_id = ?2 AND week = ?4), 0) < ?7
         ON CONFLICT DO NOTHING RETURNING id`,
      )
      .bind(id, userId, recommenderId, week, now.getTime(), now.getTime() - NUDGE_GAP_MS, ACCOUNT_CAPS.nudgesPerWeek),
    d1
      .prepare(
        `INSERT INTO recommender_nudge_weeks (user_id, week, nudges)
         SELECT ?1, ?2, 1 WHERE EXISTS (SELECT 1 FROM recommender_nudges WHERE id = ?3)
         ON CONFLICT (user_id, week) DO UPDATE SET nudges = nudges + 1`,
      )
      .bind(userId, week, id),
  ]);
  if (!claimed?.results.length) return 0;
  await queueClaimed(
    () => queue.send({ kind: "recommender_nudge", userId, nudgeId: id } satisfies RecommenderNudgeMessage),
    () => db.delete(recommenderNudges).where(eq(recommenderNudges.id, id)),
  );
  return 1;
}

/** A mail that reached the dead-letter queue gives its claim back to the next sweep. */
export function releaseLetterClaimQuery(db: Database, message: LetterReminderMessage | RecommenderNudgeMessage) {
  return message.kind === "letter_reminder"
    ? db.delete(letterReminders).where(and(eq(letterReminders.id, message.reminderId), eq(letterReminders.userId, message.userId)))
    : db.delete(recommenderNudges).where(and(eq(recommenderNudges.id, message.nudgeId), eq(recommenderNudges.userId, message.userId)));
}

/** For the admin's retry of a dead letter: the claim row, when it is still there (nothing is sent without it). */
export function letterClaimQuery(db: Database, message: LetterReminderMessage | RecommenderNudgeMessage) {
  return message.kind === "letter_reminder"
    ? db
        .select({ id: letterReminders.id })
        .from(letterReminders)
        .where(inArray(letterReminders.id, [message.reminderId]))
    : db
        .select({ id: recommenderNudges.id })
        .from(recommenderNudges)
        .where(inArray(recommenderNudges.id, [message.nudgeId]));
}
