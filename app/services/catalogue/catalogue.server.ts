import { type SQLWrapper, and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueDeadlines, catalogueEssays, catalogueSchools, essaySubmissions } from "../../../db/schema";
import {
  type CatalogueDeadline,
  type CatalogueEssay,
  type CatalogueSchool,
  type EssayKind,
  isUnconfirmedWording,
  roundChoice,
} from "~/domain/catalogue/catalogue";
import type { SchoolWordBook } from "~/domain/checks/wrong-school";
import { schoolProfileOf } from "~/domain/catalogue/school-profile";

export type { CatalogueDeadline, CatalogueEssay, CatalogueSchool } from "~/domain/catalogue/catalogue";

// The catalogue applicants see: each school's published essays and deadlines of the cycle the
// school is in (operators' drafts and retired rows are never read here). The three selects are
// returned unrun so a loader can put them in its own db.batch, one round trip with the rest.

/**
 * The selects of the catalogue: put them in a db.batch, then assembleCatalogue. `schools` limits
 * them to these schools by product name: a list, or a subquery of names (the user's schools).
 * An operator's draft school is never read here; a retired one is, marked not offered.
 */
export function catalogueQueries(db: Database, schools?: string[] | SQLWrapper) {
  const ofSchools = and(
    ne(catalogueSchools.status, "draft"),
    schools ? inArray(catalogueSchools.name, Array.isArray(schools) && schools.length === 0 ? [""] : schools) : undefined,
  );
  return [
    db.select().from(catalogueSchools).where(ofSchools).orderBy(asc(catalogueSchools.position)),
    db
      .select({ row: catalogueEssays })
      .from(catalogueEssays)
      .innerJoin(catalogueSchools, and(eq(catalogueSchools.id, catalogueEssays.schoolId), eq(catalogueSchools.cycle, catalogueEssays.cycle)))
      .where(and(eq(catalogueEssays.status, "published"), ofSchools))
      .orderBy(asc(catalogueEssays.position)),
    db
      .select({ row: catalogueDeadlines })
      .from(catalogueDeadlines)
      .innerJoin(catalogueSchools, and(eq(catalogueSchools.id, catalogueDeadlines.schoolId), eq(catalogueSchools.cycle, catalogueDeadlines.cycle)))
      .where(and(eq(catalogueDeadlines.status, "published"), ofSchools))
      .orderBy(asc(catalogueDeadlines.position)),
  ] as const;
}

type SchoolRow = typeof catalogueSchools.$inferSelect;
type EssayRow = { row: typeof catalogueEssays.$inferSelect };
type DeadlineRow = { row: typeof catalogueDeadlines.$inferSelect };

/** A school's profile as applicants read it: all an operator edits but the wrong-school check's words and the profile's sources. */
function profileShownToApplicants(school: SchoolRow) {
  const { words: _words, sources: _sources, ...shown } = schoolProfileOf(school);
  return shown;
}

/** The catalogue from catalogueQueries' results, schools in their order. */
export function assembleCatalogue([schools, essays, deadlines]: readonly [SchoolRow[], EssayRow[], DeadlineRow[]]): CatalogueSchool[] {
  return schools.map((school) => ({
    id: school.id,
    ...profileShownToApplicants(school),
    cycle: school.cycle,
    cycleNote: school.cycleNote,
    looksFor: school.looksFor ?? [],
    deadlinesUrl: school.deadlinesUrl ?? null,
    offered: school.status === "published",
    essays: essays.filter(({ row }) => row.schoolId === school.id).map(({ row }) => essayOfRow(row, school.cycle)),
    // Applicants pick a round by its intake and name; a dated round the school gave no zone for is
    // read in the school's own zone, not the catalogue's US default, and says so.
    deadlines: deadlines
      .filter(({ row }) => row.schoolId === school.id)
      .map(({ row }) => {
        const deadline = deadlineOfRow(row);
        const zoneAssumed = !deadline.timeZone && Boolean(row.date && school.timeZone);
        return { ...deadline, round: roundChoice(row.intake, row.round), timeZone: deadline.timeZone ?? (row.date ? school.timeZone : null), zoneAssumed };
      }),
  }));
}

/** A round as applicants (and the operators' forms) read it. */
export function deadlineOfRow(row: DeadlineRow["row"]): CatalogueDeadline {
  return {
    id: row.id,
    round: row.round,
    intake: row.intake,
    date: row.date,
    time: row.time,
    timeZone: row.timeZone,
    previousCycleDate: row.previousCycleDate,
    note: row.note,
    sources: row.sources,
    verifiedOn: row.verifiedOn,
  };
}

/** A question as applicants (and the operators' forms) read it, its wording judged against the school's cycle. */
export function essayOfRow(row: EssayRow["row"], schoolCycle: string): CatalogueEssay {
  return {
    id: row.id,
    title: row.title,
    prompt: row.prompt,
    limit: row.limit,
    hardLimit: row.hardLimit,
    kind: row.kind as EssayKind,
    required: row.required,
    chooseOneGroup: row.chooseOneGroup,
    askedIn: row.askedIn,
    audience: row.audience,
    cycle: row.cycle,
    textCycle: row.textCycle,
    unconfirmed: isUnconfirmedWording(row.textCycle, schoolCycle, row.paraphrase, row.prompt),
    sources: row.sources,
    note: row.note,
    verifiedOn: row.verifiedOn,
  };
}

/**
 * The catalogue prompt one of the user's essays answers: its school's published question of the
 * same title in the school's cycle; failing that, the question it was written for, which the school
 * no longer asks (retired by an operator, or only in an earlier cycle), so the essay keeps its
 * wording. One select, for a batch with the essay itself; read with essayPromptOf.
 */
export function essayPromptQuery(db: Database, userId: string, essayId: string) {
  const current = sql`${catalogueEssays.cycle} = ${catalogueSchools.cycle} and ${catalogueEssays.status} = 'published'`;
  return (
    db
      // Aliased: D1 answers a batch with rows keyed by column name, and "cycle" is in both tables.
      .select({
        row: catalogueEssays,
        schoolCycle: sql<string>`${catalogueSchools.cycle}`.as("school_cycle"),
        ownDomains: catalogueSchools.ownDomains,
        current: sql<number>`${current}`.as("is_current"),
      })
      .from(catalogueEssays)
      .innerJoin(catalogueSchools, eq(catalogueSchools.id, catalogueEssays.schoolId))
      .innerJoin(essaySubmissions, and(eq(essaySubmissions.school, catalogueSchools.name), eq(essaySubmissions.essayTitle, catalogueEssays.title)))
      .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId), inArray(catalogueEssays.status, ["published", "retired"])))
      .orderBy(desc(current), desc(catalogueEssays.cycle), desc(catalogueEssays.updatedAt), asc(catalogueEssays.position))
      .limit(1)
  );
}

/** The prompt essayPromptQuery found; `noLongerAsked` when it is not a question of the school's cycle any more. */
export function essayPromptOf(
  rows: { row: EssayRow["row"]; schoolCycle: string; current: number; ownDomains: string[] }[],
): (CatalogueEssay & { noLongerAsked: boolean; ownDomains: string[] }) | null {
  const found = rows[0];
  return found ? { ...essayOfRow(found.row, found.schoolCycle), noLongerAsked: !found.current, ownDomains: found.ownDomains } : null;
}

/** The whole catalogue (or these schools'), in one round trip. */
export async function loadCatalogue(db: Database, schoolNames?: string[]): Promise<CatalogueSchool[]> {
  const [schools, essays, deadlines] = catalogueQueries(db, schoolNames);
  return assembleCatalogue(await db.batch([schools, essays, deadlines]));
}

/** A school by its product name ("Harvard Business School", "Booth"). */
export function findSchool(catalogue: readonly CatalogueSchool[], name: string): CatalogueSchool | undefined {
  return catalogue.find((school) => school.name === name);
}

/** The words the wrong-school check looks for, by catalogue id: every school applicants can have (drafts are not theirs yet). */
export async function loadSchoolWords(db: Database): Promise<SchoolWordBook> {
  const rows = await db
    .select({ id: catalogueSchools.id, name: catalogueSchools.name, words: catalogueSchools.words })
    .from(catalogueSchools)
    .where(ne(catalogueSchools.status, "draft"));
  return Object.fromEntries(rows.map((row) => [row.id, { name: row.name, words: row.words ?? [] }]));
}

/** The schools applicants can add (published, in catalogue order), as the Manage Schools picker lists them. */
export async function pickerSchools(db: Database) {
  return db
    .select({
      name: catalogueSchools.name,
      shortName: catalogueSchools.shortName,
      fullName: catalogueSchools.fullName,
      country: catalogueSchools.country,
      region: catalogueSchools.region,
      colour: catalogueSchools.colour,
      programme: catalogueSchools.programme,
    })
    .from(catalogueSchools)
    .where(eq(catalogueSchools.status, "published"))
    .orderBy(asc(catalogueSchools.position), asc(catalogueSchools.name));
}
