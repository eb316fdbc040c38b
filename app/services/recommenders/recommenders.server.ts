import { batchedRead } from "../../../db/read-batching";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { recommenderBriefs, recommenderLetters, recommenderShares, recommenders, userSchools } from "../../../db/schema";
import { type AtRiskLetter, type LetterStatus, type Relationship, datesForStatus, withMissingLetters } from "~/domain/recommenders/letters";
import type { BriefView, LetterView, RecommendersPage } from "~/domain/recommenders/page-data";
import { ACCOUNT_CAPS } from "~/domain/platform/account-caps";
import { askedEmailFor } from "~/domain/recommenders/letter-reminders";
import { ownSchoolsQuery } from "../applications/own-schools.server";
import { lettersAskedQuery, requirementsOf, requirementsQuery } from "../applications/letter-requirements.server";
import { type BriefTextReader, type BriefTextWriter, forgetBriefText, withBriefTexts } from "./brief-texts.server";

// The applicant's recommenders and their letters. Every query takes the user's id: another
// user's recommender or letter is simply not found.

type RecommenderFields = { name: string; email: string; relationship: Relationship };

const letterView = (row: typeof recommenderLetters.$inferSelect): LetterView => ({
  id: row.id,
  school: row.school,
  status: row.status,
  askedOn: row.askedOn,
  agreedOn: row.agreedOn,
  submittedOn: row.submittedOn,
});

/** Everything the recommenders page shows, in one round trip (the requirements of the applicant's schools by a subquery). */
export async function readRecommendersPage(db: Database, rows: BriefTextReader, userId: string): Promise<RecommendersPage> {
  const [people, letters, jobs, shares, schools, requirementRows] = await db.batch([
    db.select().from(recommenders).where(eq(recommenders.userId, userId)).orderBy(asc(recommenders.createdAt)),
    db.select().from(recommenderLetters).where(eq(recommenderLetters.userId, userId)).orderBy(asc(recommenderLetters.createdAt)),
    db.select().from(recommenderBriefs).where(eq(recommenderBriefs.userId, userId)),
    db
      .select({
        id: recommenderShares.id,
        recommenderId: recommenderShares.recommenderId,
        createdAt: recommenderShares.createdAt,
        expiresAt: recommenderShares.expiresAt,
      })
      .from(recommenderShares)
      .where(eq(recommenderShares.userId, userId)),
    ownSchoolsQuery(db, userId),
    requirementsQuery(db, ownSchoolsQuery(db, userId)),
  ]);
  const listed = new Set(schools.map((row) => row.school));
  const briefs = await withBriefTexts(rows, userId, jobs);
  const requirements = requirementsOf(requirementRows);
  return {
    requirements,
    recommenders: people.map((person) => {
      const brief = briefs.find((row) => row.recommenderId === person.id);
      return {
        id: person.id,
        name: person.name,
        email: person.email,
        relationship: person.relationship,
        nudgeOptIn: person.nudgeOptIn,
        storyIds: person.storyIds,
        // A letter for a school since removed from the list is kept (it returns with the school) but not shown.
        letters: letters.filter((letter) => letter.recommenderId === person.id && listed.has(letter.school)).map(letterView),
        brief: brief ? briefView(brief) : null,
        shares: shares
          .filter((share) => share.recommenderId === person.id)
          .map((share) => ({ id: share.id, createdAt: share.createdAt.toISOString(), expiresAt: share.expiresAt.toISOString() })),
      };
    }),
  };
}

// A brief still queued or being written after this long was lost (its message never ran): the
// page says it failed, so the applicant can ask again rather than wait for ever.
const LOST_AFTER_MS = 5 * 60_000;

export function briefView(row: typeof recommenderBriefs.$inferSelect, now = Date.now()): BriefView {
  const lost = (row.jobStatus === "queued" || row.jobStatus === "running") && now - row.updatedAt.getTime() > LOST_AFTER_MS;
  return {
    content: row.content,
    origin: row.origin,
    promptVersion: row.promptVersion,
    droppedPassages: row.droppedPassages,
    jobStatus: lost ? "failed" : row.jobStatus,
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** The letters of the user's schools, by school, as the dashboard and the deadlines page read them. */
/**
 * Each of the user's schools' letters, with one `missing` letter for each the school asks for
 * beyond those a recommender writes (withMissingLetters).
 */
export async function lettersBySchool(db: Database, userId: string): Promise<Record<string, AtRiskLetter[]>> {
  const ownSchools = ownSchoolsQuery(db, userId);
  // Batched: both join the page's other reads in their one round trip (db/read-batching.ts).
  const [rows, asked] = await Promise.all([
    batchedRead(
      db,
      db
        .select({ school: recommenderLetters.school, recommender: recommenders.name, status: recommenderLetters.status })
        .from(recommenderLetters)
        .innerJoin(recommenders, eq(recommenders.id, recommenderLetters.recommenderId))
        .where(eq(recommenderLetters.userId, userId))
        .orderBy(asc(recommenderLetters.createdAt)),
    ),
    batchedRead(db, lettersAskedQuery(db, ownSchools)),
  ]);
  const bySchool: Record<string, AtRiskLetter[]> = {};
  for (const row of rows) (bySchool[row.school] ??= []).push({ recommender: row.recommender, status: row.status });
  for (const { school, letters } of asked) bySchool[school] = withMissingLetters(bySchool[school] ?? [], letters);
  return bySchool;
}

/** A new recommender's id, or null when the user has ACCOUNT_CAPS.recommenders already (counted in the statement that adds). */
export async function addRecommender(db: Database, userId: string, fields: RecommenderFields): Promise<string | null> {
  const added = await db.all<{ id: string }>(sql`
    INSERT INTO ${recommenders} (id, user_id, name, email, relationship)
    SELECT ${crypto.randomUUID()}, ${userId}, ${fields.name}, ${fields.email}, ${fields.relationship}
    WHERE (SELECT count(*) FROM ${recommenders} WHERE user_id = ${userId}) < ${ACCOUNT_CAPS.recommenders}
    RETURNING id`);
  return added[0]?.id ?? null;
}

export async function updateRecommender(db: Database, userId: string, id: string, fields: RecommenderFields & { nudgeOptIn: boolean }): Promise<boolean> {
  const updated = await db
    .update(recommenders)
    .set(fields)
    .where(and(eq(recommenders.id, id), eq(recommenders.userId, userId)))
    .returning({ id: recommenders.id });
  return updated.length > 0;
}

/** Deletes a recommender with their letters, brief and links (the links stop working at once). */
export async function deleteRecommender(db: Database, rows: BriefTextWriter, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(recommenders)
    .where(and(eq(recommenders.id, id), eq(recommenders.userId, userId)))
    .returning({ id: recommenders.id });
  if (removed.length > 0) await forgetBriefText(rows, userId, id);
  return removed.length > 0;
}

export type AddLetterOutcome = "added" | "already_added" | "not_found";

/** A letter from one of the user's recommenders for one of the user's schools. */
export async function addLetter(db: Database, userId: string, recommenderId: string, school: string): Promise<AddLetterOutcome> {
  const [people, schools] = await db.batch([
    db
      .select({ id: recommenders.id })
      .from(recommenders)
      .where(and(eq(recommenders.id, recommenderId), eq(recommenders.userId, userId))),
    db
      .select({ school: userSchools.school })
      .from(userSchools)
      .where(and(eq(userSchools.userId, userId), eq(userSchools.school, school))),
  ]);
  if (!people[0] || !schools[0]) return "not_found";
  const added = await db.insert(recommenderLetters).values({ userId, recommenderId, school }).onConflictDoNothing().returning({ id: recommenderLetters.id });
  return added.length > 0 ? "added" : "already_added";
}

/**
 * Moves a letter to a status, dating it (datesForStatus) and noting the address it was asked at
 * (askedEmailFor: nudges go only there); null when the letter is not the user's.
 */
export async function setLetterStatus(db: Database, userId: string, letterId: string, status: LetterStatus, today: string): Promise<LetterView | null> {
  const found = await db
    .select({ letter: recommenderLetters, recommenderEmail: recommenders.email })
    .from(recommenderLetters)
    .innerJoin(recommenders, eq(recommenders.id, recommenderLetters.recommenderId))
    .where(and(eq(recommenderLetters.id, letterId), eq(recommenderLetters.userId, userId)))
    .get();
  if (!found) return null;
  const current = found.letter;
  const [updated] = await db
    .update(recommenderLetters)
    .set({ status, ...datesForStatus(status, today, current), askedEmail: askedEmailFor(status, found.recommenderEmail, current.askedEmail) })
    .where(and(eq(recommenderLetters.id, letterId), eq(recommenderLetters.userId, userId)))
    .returning();
  return updated ? letterView(updated) : null;
}

export async function removeLetter(db: Database, userId: string, letterId: string): Promise<boolean> {
  const removed = await db
    .delete(recommenderLetters)
    .where(and(eq(recommenderLetters.id, letterId), eq(recommenderLetters.userId, userId)))
    .returning({ id: recommenderLetters.id });
  return removed.length > 0;
}
