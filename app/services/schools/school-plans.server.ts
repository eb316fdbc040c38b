import { and, asc, eq, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../db/client";
import { userSchoolPlans, userSchools } from "../../../db/schema";
import type { Deadline } from "~/domain/deadlines/deadlines";
import { type PlanCatalogueSchool, type SchoolPlanView, type StoredPlan, planView, UNKNOWN_CYCLE } from "~/domain/schools/school-plan";
import { assembleCatalogue, catalogueQueries } from "../catalogue/catalogue.server";

// The applicant's round and entered date per school, always scoped to the signed-in user: a
// school that is not in their list is "not_found", whoever else has it.

export const planColumns = {
  school: userSchoolPlans.school,
  cycle: userSchoolPlans.cycle,
  round: userSchoolPlans.round,
  enteredDate: userSchoolPlans.enteredDate,
  enteredTime: userSchoolPlans.enteredTime,
  enteredTimeZone: userSchoolPlans.enteredTimeZone,
};

/** The user's schools (in their order) and their plans, for a caller that batches them with its own queries; read with readPlans. */
export function planQueries(db: Database, userId: string) {
  return [
    db.select({ school: userSchools.school }).from(userSchools).where(eq(userSchools.userId, userId)).orderBy(asc(userSchools.position)),
    db.select(planColumns).from(userSchoolPlans).where(eq(userSchoolPlans.userId, userId)),
  ] as const;
}

/** One school of the user (no row when it is not in their list) and its plan, as planQueries reads them all. */
export function schoolPlanQueries(db: Database, userId: string, school: string) {
  return [
    db
      .select({ school: userSchools.school })
      .from(userSchools)
      .where(and(eq(userSchools.userId, userId), eq(userSchools.school, school))),
    db
      .select(planColumns)
      .from(userSchoolPlans)
      .where(and(eq(userSchoolPlans.userId, userId), eq(userSchoolPlans.school, school))),
  ] as const;
}

type PlanRows = readonly [{ school: string }[], (StoredPlan & { school: string })[]];

/** Each of the user's schools (in their order) with its plan as this cycle's catalogue reads it at `now`. */
export function readPlans([schools, plans]: PlanRows, catalogue: readonly PlanCatalogueSchool[], now = new Date()): SchoolPlanView[] {
  return schools.map(({ school }) => {
    const entry = catalogue.find((candidate) => candidate.name === school);
    const cycle = entry?.cycle ?? UNKNOWN_CYCLE;
    return planView(
      school,
      entry,
      plans.find((plan) => plan.school === school && plan.cycle === cycle),
      now,
    );
  });
}

/** Every school of the user with its plan, in one round trip (the catalogue of their schools included). */
export async function listPlans(db: Database, userId: string): Promise<SchoolPlanView[]> {
  const [schools, plans, ...catalogue] = await db.batch([...planQueries(db, userId), ...catalogueQueries(db)]);
  return readPlans([schools, plans], assembleCatalogue(catalogue));
}

/** One school's plan and catalogue entry, or null when the school is not in the user's list. */
async function planOf(db: Database, userId: string, school: string) {
  const [owned, plans, ...catalogue] = await db.batch([...schoolPlanQueries(db, userId, school), ...catalogueQueries(db, [school])]);
  if (owned.length === 0) return null;
  const entry = assembleCatalogue(catalogue)[0] ?? null;
  return { catalogue: entry, view: readPlans([owned, plans], entry ? [entry] : [])[0]! };
}

export type PlanOutcome = { ok: true } | { ok: false; reason: "not_found" | "unknown_round" | "no_round" | "school_has_date" };

const keepOrClear = (column: AnySQLiteColumn) => sql`CASE WHEN ${userSchoolPlans.round} IS excluded.round THEN ${column} ELSE NULL END`;

/**
 * Sets the round the applicant targets (null: not decided). A different round drops the date they
 * entered, which was for the old one; picking the same round again keeps it.
 */
export async function setRound(db: Database, userId: string, school: string, round: string | null): Promise<PlanOutcome> {
  const plan = await planOf(db, userId, school);
  if (!plan) return { ok: false, reason: "not_found" };
  if (round !== null && !plan.view.rounds.some((entry) => entry.round === round)) return { ok: false, reason: "unknown_round" };
  await db
    .insert(userSchoolPlans)
    .values({ userId, school, cycle: plan.view.cycle, round })
    .onConflictDoUpdate({
      target: [userSchoolPlans.userId, userSchoolPlans.school, userSchoolPlans.cycle],
      set: {
        round: sql`excluded.round`,
        enteredDate: keepOrClear(userSchoolPlans.enteredDate),
        enteredTime: keepOrClear(userSchoolPlans.enteredTime),
        enteredTimeZone: keepOrClear(userSchoolPlans.enteredTimeZone),
        updatedAt: new Date(),
      },
    });
  return { ok: true };
}

/** Records the date the applicant copied from the school's page, for a chosen round the catalogue has no date for this cycle. */
export async function enterDeadline(db: Database, userId: string, school: string, deadline: Deadline): Promise<PlanOutcome> {
  const plan = await planOf(db, userId, school);
  if (!plan) return { ok: false, reason: "not_found" };
  if (!plan.view.round) return { ok: false, reason: "no_round" };
  if (plan.view.schoolDeadline) return { ok: false, reason: "school_has_date" };
  await db
    .update(userSchoolPlans)
    .set({ enteredDate: deadline.date, enteredTime: deadline.time, enteredTimeZone: deadline.timeZone, updatedAt: new Date() })
    .where(
      and(
        eq(userSchoolPlans.userId, userId),
        eq(userSchoolPlans.school, school),
        eq(userSchoolPlans.cycle, plan.view.cycle),
        eq(userSchoolPlans.round, plan.view.round),
      ),
    );
  return { ok: true };
}

/** Drops the date the applicant entered: once Scout has the school's date, that is taking the school's (their consent). */
export async function clearEnteredDeadline(db: Database, userId: string, school: string): Promise<PlanOutcome> {
  const plan = await planOf(db, userId, school);
  if (!plan) return { ok: false, reason: "not_found" };
  await db
    .update(userSchoolPlans)
    .set({ enteredDate: null, enteredTime: null, enteredTimeZone: null, updatedAt: new Date() })
    .where(and(eq(userSchoolPlans.userId, userId), eq(userSchoolPlans.school, school), eq(userSchoolPlans.cycle, plan.view.cycle)));
  return { ok: true };
}
