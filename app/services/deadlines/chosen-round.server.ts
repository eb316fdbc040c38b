import { and, between, eq, sql } from "drizzle-orm";
import { catalogueDeadlines, catalogueSchools, userSchoolPlans } from "../../../db/schema";
import { UNKNOWN_CYCLE } from "~/domain/schools/school-plan";

/**
 * How a plan's chosen round finds its catalogue round, for the sweeps that read plans in SQL (the
 * deadline and the letter reminders): the school's current cycle, published, and the round named
 * as the plan names it, with its intake where it has one ("January 2028 intake · Round 1", as
 * roundChoice writes it). A join by the round's name alone finds nothing for a school with intakes.
 */
export function chosenCatalogueRound() {
  return and(
    eq(catalogueDeadlines.schoolId, catalogueSchools.id),
    eq(catalogueDeadlines.cycle, catalogueSchools.cycle),
    eq(sql`coalesce(${catalogueDeadlines.intake} || ' · ', '') || ${catalogueDeadlines.round}`, userSchoolPlans.round),
    eq(catalogueDeadlines.status, "published"),
  );
}

const DAY_MS = 86_400_000;
const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * A plan of the school's current cycle whose deadline date (the applicant's, else the school's as
 * Scout has it, through chosenCatalogueRound) is near enough for a reminder: from two days ago to
 * sixteen ahead, a window wide enough for any time zone around the furthest reminder (14 days).
 */
export function planDeadlineNear(now: Date) {
  const date = sql`coalesce(${userSchoolPlans.enteredDate}, ${catalogueDeadlines.date})`;
  return and(
    eq(userSchoolPlans.cycle, sql`coalesce(${catalogueSchools.cycle}, ${UNKNOWN_CYCLE})`),
    between(date, isoDate(now.getTime() - 2 * DAY_MS), isoDate(now.getTime() + 16 * DAY_MS)),
  );
}
