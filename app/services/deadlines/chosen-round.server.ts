import { and, eq, sql } from "drizzle-orm";
import { catalogueDeadlines, catalogueSchools, userSchoolPlans } from "../../../db/schema";

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
