import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueRoundDates, catalogueSchools } from "../../../db/schema";
import type { RoundDate } from "~/domain/catalogue/round-dates";

// The catalogue's interview-invitation and decision dates, as applicants and operators read them.

const columns = {
  id: catalogueRoundDates.id,
  schoolId: catalogueRoundDates.schoolId,
  cycle: catalogueRoundDates.cycle,
  round: catalogueRoundDates.round,
  kind: catalogueRoundDates.kind,
  date: catalogueRoundDates.date,
  approx: catalogueRoundDates.approx,
  sources: catalogueRoundDates.sources,
  pageDate: catalogueRoundDates.pageDate,
  note: catalogueRoundDates.note,
};

export type SchoolRoundDates = {
  school: string;
  schoolId: string;
  cycle: string;
  ownDomains: string[];
  /** The school's own admissions page for its dates, linked where Scout has none. */
  schoolPage: string | null;
  dates: RoundDate[];
};

/** The catalogue's facts for the named schools (the product's names); a school not in the catalogue is left out. */
export async function readRoundDates(db: Database, schools: string[]): Promise<Map<string, SchoolRoundDates>> {
  if (schools.length === 0) return new Map();
  const rows = await db
    .select({
      school: catalogueSchools.name,
      schoolId: catalogueSchools.id,
      cycle: catalogueSchools.cycle,
      ownDomains: catalogueSchools.ownDomains,
      schoolPage: catalogueSchools.deadlinesUrl,
      date: columns,
    })
    .from(catalogueSchools)
    .leftJoin(catalogueRoundDates, eq(catalogueRoundDates.schoolId, catalogueSchools.id))
    .where(and(inArray(catalogueSchools.name, schools.slice(0, 90))))
    .orderBy(asc(catalogueRoundDates.cycle), asc(catalogueRoundDates.round));
  const bySchool = new Map<string, SchoolRoundDates>();
  for (const row of rows) {
    const entry = bySchool.get(row.school) ?? {
      school: row.school,
      schoolId: row.schoolId,
      cycle: row.cycle,
      ownDomains: row.ownDomains,
      schoolPage: row.schoolPage,
      dates: [],
    };
    if (row.date?.id) entry.dates.push(row.date as RoundDate);
    bySchool.set(row.school, entry);
  }
  return bySchool;
}
