import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { goalsData } from "../../../db/schema";
import { type Goals, type GoalsPatch, emptyGoals, goalsFields } from "~/domain/goals/goals";
import { batchedRead } from "../../../db/read-batching";

/** The grid's fields of a goals_data row. */
export function goalsOf(row: typeof goalsData.$inferSelect): Goals {
  return Object.fromEntries(goalsFields.map((field) => [field, row[field]])) as Goals;
}

/** The user's goals grid (empty cells when nothing is saved yet). */
export async function getGoals(db: Database, userId: string): Promise<{ goals: Goals; updatedAt: string | null }> {
  const [row] = await batchedRead(db, db.select().from(goalsData).where(eq(goalsData.userId, userId)));
  if (!row) return { goals: emptyGoals, updatedAt: null };
  return { goals: goalsOf(row), updatedAt: row.updatedAt.toISOString() };
}

/** Saves the changed cells: the first save inserts the row, later saves update it (one statement). */
export async function saveGoals(db: Database, userId: string, patch: GoalsPatch) {
  const now = new Date();
  const [row] = await db
    .insert(goalsData)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: goalsData.userId, set: { ...patch, updatedAt: now } })
    .returning({ updatedAt: goalsData.updatedAt });
  return row!.updatedAt.toISOString();
}
