import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { profileCircumstances, profileEducation, profileLanguages, profilePositions } from "../../../db/schema";
import { type Circumstances, circumstancesNotSaid } from "~/domain/submissions/audience";
import { type Education, PROFILE_ENTRIES_LIMIT, type Position, type Profile, type SpokenLanguage } from "~/domain/profile/profile";

// The applicant's structured profile (jobs, education, languages): read and written scoped to the
// user; another user's entry is not found.

/** The reads, unrun, for a caller that batches them. */
export function profileQueries(db: Database, userId: string) {
  return [
    db.select().from(profilePositions).where(eq(profilePositions.userId, userId)).orderBy(asc(profilePositions.startMonth)),
    db.select().from(profileEducation).where(eq(profileEducation.userId, userId)).orderBy(asc(profileEducation.endMonth)),
    db.select().from(profileLanguages).where(eq(profileLanguages.userId, userId)).orderBy(asc(profileLanguages.createdAt)),
  ] as const;
}

type Rows = readonly [(typeof profilePositions.$inferSelect)[], (typeof profileEducation.$inferSelect)[], (typeof profileLanguages.$inferSelect)[]];

export function profileOf([positions, education, languages]: Rows): Profile {
  return {
    positions: positions.map(({ id, employer, title, startMonth, endMonth, teamSize }): Position => ({ id, employer, title, startMonth, endMonth, teamSize })),
    education: education.map(({ id, institution, degree, gpa, gpaScale, endMonth }): Education => ({ id, institution, degree, gpa, gpaScale, endMonth })),
    languages: languages.map(({ id, language, level }): SpokenLanguage => ({ id, language, level })),
  };
}

export async function readProfile(db: Database, userId: string): Promise<Profile> {
  return profileOf(await db.batch(profileQueries(db, userId)));
}

const tables = { position: profilePositions, education: profileEducation, language: profileLanguages } as const;
export type ProfileEntry = keyof typeof tables;

/** Adds an entry unless the user has PROFILE_ENTRIES_LIMIT of its kind already; false when they have. */
export async function addProfileEntry<E extends ProfileEntry>(
  db: Database,
  userId: string,
  entry: E,
  values: Omit<(typeof tables)[E]["$inferInsert"], "userId" | "id">,
) {
  const table = tables[entry];
  const [held] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  if ((held?.n ?? 0) >= PROFILE_ENTRIES_LIMIT) return false;
  await db.insert(table).values({ ...values, userId } as (typeof tables)[E]["$inferInsert"]);
  return true;
}

/** Removes one of the user's entries; false when it is not theirs (or gone). */
export async function removeProfileEntry(db: Database, userId: string, entry: ProfileEntry, id: string) {
  const table = tables[entry];
  const removed = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return removed.length > 0;
}

type EntryValues = {
  position: Omit<typeof profilePositions.$inferInsert, "userId" | "id">;
  education: Omit<typeof profileEducation.$inferInsert, "userId" | "id">;
  language: Omit<typeof profileLanguages.$inferInsert, "userId" | "id">;
};

/** Changes one of the user's entries in place; false when it is not theirs (or gone). */
export async function updateProfileEntry<E extends ProfileEntry>(db: Database, userId: string, entry: E, id: string, values: EntryValues[E]) {
  // One table at a time, so each update is typed by its own columns.
  const run = async (table: (typeof tables)[ProfileEntry], set: EntryValues[ProfileEntry]) =>
    db
      .update(table as typeof profilePositions)
      .set(set as Partial<typeof profilePositions.$inferInsert>)
      .where(and(eq(table.id, id), eq(table.userId, userId)))
      .returning({ id: table.id });
  const updated = await run(tables[entry], values);
  return updated.length > 0;
}

/** Whether the applicant is a reapplicant and an international applicant, as they said (null: not said); unrun, for a batch. */
export function circumstancesQuery(db: Database, userId: string) {
  return db
    .select({ reapplicant: profileCircumstances.reapplicant, international: profileCircumstances.international })
    .from(profileCircumstances)
    .where(eq(profileCircumstances.userId, userId));
}

export const circumstancesOf = (rows: Circumstances[]): Circumstances => rows[0] ?? circumstancesNotSaid;

export async function readCircumstances(db: Database, userId: string): Promise<Circumstances> {
  return circumstancesOf(await circumstancesQuery(db, userId));
}

/** What the applicant says of themselves, kept whole (one row per user). */
export async function saveCircumstances(db: Database, userId: string, said: Circumstances) {
  await db
    .insert(profileCircumstances)
    .values({ userId, ...said })
    .onConflictDoUpdate({ target: profileCircumstances.userId, set: { ...said, updatedAt: new Date() } });
}
