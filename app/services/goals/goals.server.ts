import type { goalsData } from "../../../db/schema";
import { type Goals, type GoalsPatch, emptyGoals, goalsFields } from "~/domain/goals/goals";
import type { WorkRows } from "../work-rows/work-rows.server";

// The goals grid and the resume's text grow with the applicant's work: they are kept with it, in
// their object's work rows (docs/scale.md step 3), and read from there by every service.

/** The grid's fields of a goals_data row. */
export function goalsOf(row: typeof goalsData.$inferSelect): Goals {
  return Object.fromEntries(goalsFields.map((field) => [field, row[field]])) as Goals;
}

/** What the coach, the checks and the briefs read of the applicant's own material: goals and resume, in one call. */
export type MaterialReader = Pick<WorkRows, "getMany">;

export type ApplicantMaterial = { goals: Goals | null; resume: string };

export async function readMaterial(rows: MaterialReader, userId: string): Promise<ApplicantMaterial> {
  const [goals, resume] = await rows.getMany([
    ["goals_data", [userId]],
    ["resume_data", [userId]],
  ] as const);
  return { goals: goals ? goalsOf(goals) : null, resume: resume?.content ?? "" };
}

/** The user's goals grid (empty cells when nothing is saved yet). */
export async function getGoals(rows: WorkRows, userId: string): Promise<{ goals: Goals; updatedAt: string | null }> {
  const row = await rows.get("goals_data", [userId]);
  if (!row) return { goals: emptyGoals, updatedAt: null };
  return { goals: goalsOf(row), updatedAt: row.updatedAt.toISOString() };
}

/** Saves the changed cells: the first save makes the row, later saves change it. */
export async function saveGoals(rows: WorkRows, userId: string, patch: GoalsPatch) {
  const changed = await rows.update("goals_data", [userId], patch);
  if (changed) return changed.updatedAt.toISOString();
  // The first save (or one racing it from another tab: kept as it is, and this one written over it).
  await rows.put("goals_data", [{ userId, ...patch }], { keepExisting: true });
  const row = await rows.update("goals_data", [userId], patch);
  return row!.updatedAt.toISOString();
}
