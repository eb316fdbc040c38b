import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { testScores } from "../../../db/schema";
import { englishTests, type ScoreTest, type SectionScores } from "~/domain/applications/test-scores";

// The applicant's test scores (docs/applications.md, "Test scores"): one per test, the one they
// send, each total on its test's scale with the section scores they chose to give; shown on every
// school's checklist. Every query takes the user's id.

export type TestScoreView = { test: ScoreTest; score: number; sections: SectionScores | null; takenOn: string };

/** The user's scores, oldest taken first. */
export const scoresQuery = (db: Database, userId: string) =>
  db
    .select({ test: testScores.test, score: testScores.score, sections: testScores.sections, takenOn: testScores.takenOn })
    .from(testScores)
    .where(eq(testScores.userId, userId))
    .orderBy(asc(testScores.takenOn));

/** One row when the user has an English test score (the checklist then lists every school's English test). */
export const englishScoreQuery = (db: Database, userId: string) =>
  db
    .select({ test: testScores.test })
    .from(testScores)
    .where(and(eq(testScores.userId, userId), inArray(testScores.test, englishTests)))
    .limit(1);

/** The applicant's score for a test (one per test: the one they send), replaced when entered again. */
export async function saveTestScore(db: Database, userId: string, { test, score, sections, takenOn }: TestScoreView) {
  await db
    .insert(testScores)
    .values({ userId, test, score, sections, takenOn })
    .onConflictDoUpdate({ target: [testScores.userId, testScores.test], set: { score, sections, takenOn } });
}

export async function removeTestScore(db: Database, userId: string, test: ScoreTest): Promise<boolean> {
  const removed = await db
    .delete(testScores)
    .where(and(eq(testScores.userId, userId), eq(testScores.test, test)))
    .returning({ id: testScores.id });
  return removed.length === 1;
}
