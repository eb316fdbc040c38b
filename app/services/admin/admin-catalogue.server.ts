import { asc, count, eq, max, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueAiPolicies, catalogueDeadlines, catalogueEssays, catalogueSchools } from "../../../db/schema";
import { type CatalogueItemKind, cyclesOf, editableItems } from "~/domain/catalogue/catalogue-edit";
import { type AdminActor, auditEntries, auditQuery } from "../platform/admin-audit.server";

// The operators' side of the catalogue (docs/operations.md, "School catalogue"): the overview, a
// school as it is edited, and the cycle applicants see. A draft's life is catalogue-drafts.server.ts.
// Every change is audited in the same D1 batch as the change itself; applicants read only
// published rows (catalogue.server.ts), so a draft is invisible to them until it is published.

const tables = { essay: catalogueEssays, deadline: catalogueDeadlines, policy: catalogueAiPolicies } as const;

export type Actor = { db: Database; actor: AdminActor; requestId: string | null; now: Date };

/** What the operators' fact pages (round dates, season facts) show of a school. */
const factPageSchool = { id: catalogueSchools.id, name: catalogueSchools.name, cycle: catalogueSchools.cycle, ownDomains: catalogueSchools.ownDomains };

/** The schools applicants can have (drafts left out), in catalogue order: the rows the operators' fact pages list. For one batch. */
export const offeredSchoolsQuery = (db: Database) =>
  db.select(factPageSchool).from(catalogueSchools).where(ne(catalogueSchools.status, "draft")).orderBy(asc(catalogueSchools.position));

/** The school one fact page edits. For one batch. */
export const factPageSchoolQuery = (db: Database, schoolId: string) =>
  db.select(factPageSchool).from(catalogueSchools).where(eq(catalogueSchools.id, schoolId));

/** Every school with what it holds in the cycle applicants see: questions, rounds with a date, drafts waiting, the last check. */
export async function catalogueOverview(db: Database) {
  const [schools, essays, deadlines] = await db.batch([
    db.select().from(catalogueSchools).orderBy(asc(catalogueSchools.position)),
    countsQuery(db, "essay"),
    countsQuery(db, "deadline"),
  ]);
  const of = (rows: typeof essays, schoolId: string, cycle: string, status: string) =>
    rows.filter((row) => row.schoolId === schoolId && row.cycle === cycle && row.status === status);
  return schools.map((school) => {
    const publishedDeadlines = of(deadlines, school.id, school.cycle, "published");
    return {
      id: school.id,
      name: school.name,
      status: school.status,
      cycle: school.cycle,
      essays: of(essays, school.id, school.cycle, "published").reduce((sum, row) => sum + row.rows, 0),
      rounds: publishedDeadlines.reduce((sum, row) => sum + row.rows, 0),
      dated: publishedDeadlines.reduce((sum, row) => sum + row.dated, 0),
      drafts: [...of(essays, school.id, school.cycle, "draft"), ...of(deadlines, school.id, school.cycle, "draft")].reduce((sum, row) => sum + row.rows, 0),
      lastVerified: [...essays, ...deadlines]
        .filter((row) => row.schoolId === school.id && row.cycle === school.cycle && row.status === "published")
        .map((row) => row.lastVerified)
        .reduce<string | null>((latest, day) => (day && (!latest || day > latest) ? day : latest), null),
    };
  });
}

function countsQuery(db: Database, kind: CatalogueItemKind) {
  const table = tables[kind];
  const dated = kind === "deadline" ? sql<number>`sum(${catalogueDeadlines.date} IS NOT NULL)` : sql<number>`0`;
  return db
    .select({
      schoolId: table.schoolId,
      cycle: table.cycle,
      status: table.status,
      rows: count(),
      dated: dated.mapWith(Number),
      lastVerified: max(table.verifiedOn),
    })
    .from(table)
    .groupBy(table.schoolId, table.cycle, table.status);
}

/** One school for editing: its row, every essay and round of the cycle shown (drafts beside what they replace), and its audit history. */
export async function schoolForEditing(db: Database, schoolId: string, cycle: string | null) {
  const [school, essays, deadlines, policies, history] = await db.batch([
    db.select().from(catalogueSchools).where(eq(catalogueSchools.id, schoolId)),
    db.select().from(catalogueEssays).where(eq(catalogueEssays.schoolId, schoolId)),
    db.select().from(catalogueDeadlines).where(eq(catalogueDeadlines.schoolId, schoolId)),
    db.select().from(catalogueAiPolicies).where(eq(catalogueAiPolicies.schoolId, schoolId)),
    auditEntries(db, { targetType: "catalogue", targetId: schoolId }),
  ]);
  const row = school[0];
  if (!row) return null;
  const cycles = cyclesOf([...essays, ...deadlines], row.cycle);
  const shown = cycle && cycles.all.includes(cycle) ? cycle : row.cycle;
  return {
    school: row,
    cycles,
    cycle: shown,
    essays: editableItems(essays, shown),
    deadlines: editableItems(deadlines, shown),
    policies: editableItems(policies, shown),
    history,
  };
}

export type CatalogueOutcome = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string };

export const gone = (what: string): CatalogueOutcome => ({ ok: false, status: 404, message: `That ${what} is not in this school's catalogue.` });

/** Moves the school to the cycle applicants plan for (and says what is known of it, and where its deadlines page is), at once. */
export async function setSchoolCycle(
  { db, actor, requestId, now }: Actor,
  schoolId: string,
  input: { cycle: string; cycleNote: string | null; deadlinesUrl: string | null },
): Promise<CatalogueOutcome> {
  const editing = await schoolForEditing(db, schoolId, null);
  if (!editing) return gone("school");
  if (!editing.cycles.withRows.includes(input.cycle))
    return { ok: false, status: 409, message: `There is nothing for ${input.cycle} yet: add its questions and rounds first.` };
  const before = { cycle: editing.school.cycle, cycleNote: editing.school.cycleNote, deadlinesUrl: editing.school.deadlinesUrl };
  const change = { cycle: input.cycle, cycleNote: input.cycleNote, deadlinesUrl: input.deadlinesUrl };
  await db.batch([
    db
      .update(catalogueSchools)
      .set({ ...change, updatedAt: now })
      .where(eq(catalogueSchools.id, schoolId)),
    auditQuery(db, actor, { action: "catalogue.school.cycle", targetType: "catalogue", targetId: schoolId, before, after: change }, requestId),
  ]);
  return { ok: true, message: `Applicants now see the ${input.cycle} cycle for this school.` };
}
