import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueSchools, catalogueSeasonFacts } from "../../../db/schema";
import type { FactTopic, SeasonFact } from "~/domain/offers/offer-types";

// The catalogue's facts about a school's waitlist, deposits, cost and awards (seeded from
// db/catalogue/after-submit.json, kept by operators in /admin/season-facts), each with its owner
// and cycle, and the school's own page to link where Scout has nothing.

export type SchoolFacts = { school: string; cycle: string; page: string | null; facts: SeasonFact[] };

type FactRow = typeof catalogueSeasonFacts.$inferSelect;

export const toSeasonFact = (row: FactRow): SeasonFact => ({
  id: row.id,
  topic: row.topic,
  value: row.value,
  sourceUrl: row.sourceUrl,
  sourceOwner: row.sourceOwner,
  cycle: row.cycle,
  pageDate: row.pageDate,
  note: row.note,
  amountMinor: row.amountMinor,
  currency: row.currency,
  acceptsUpdates: row.acceptsUpdates,
  wordLimit: row.wordLimit,
  updatesWhen: row.updatesWhen,
  cadenceDays: row.cadenceDays,
  refundable: row.refundable,
  binding: row.binding,
});

/** Facts of these schools (by the product's name), per topic asked; schools the catalogue lacks come back with none. */
export async function seasonFactsOf(db: Database, schools: string[], topics: readonly FactTopic[]): Promise<Map<string, SchoolFacts>> {
  const out = new Map<string, SchoolFacts>();
  if (schools.length === 0) return out;
  const rows = await db
    .select({
      fact: catalogueSeasonFacts,
      name: catalogueSchools.name,
      cycle: catalogueSchools.cycle,
      deadlinesUrl: catalogueSchools.deadlinesUrl,
      sources: catalogueSchools.sources,
    })
    .from(catalogueSchools)
    .leftJoin(catalogueSeasonFacts, and(eq(catalogueSeasonFacts.schoolId, catalogueSchools.id), inArray(catalogueSeasonFacts.topic, [...topics])))
    .where(inArray(catalogueSchools.name, schools))
    .orderBy(asc(catalogueSeasonFacts.id));
  for (const school of schools) out.set(school, { school, cycle: "", page: null, facts: [] });
  for (const row of rows) {
    const entry = out.get(row.name)!;
    entry.cycle = row.cycle;
    entry.page = row.deadlinesUrl ?? row.sources?.[0] ?? null;
    if (row.fact) entry.facts.push(toSeasonFact(row.fact));
  }
  return out;
}
