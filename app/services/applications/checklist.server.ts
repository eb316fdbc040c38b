import { and, asc, eq, inArray, ne, sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { applicationItems, catalogueApplicationItems, catalogueSchools, recommenderLetters, userSchools } from "../../../db/schema";
import type { ApplicationItemKind, ChecklistStatus } from "~/domain/applications/checklist-items";
import { CUSTOM_ITEMS_PER_SCHOOL } from "~/domain/applications/checklist-items";
import { isEnglishTest } from "~/domain/applications/test-scores";
import { type ChecklistContext, type ChecklistEntry, type ItemFact, type ItemState, schoolChecklist } from "~/domain/applications/checklist";
import { type LetterStatus, withMissingLetters } from "~/domain/recommenders/letters";
import { lettersAskedQuery } from "./letter-requirements.server";
import { ownSchoolsQuery } from "./own-schools.server";
import { englishScoreQuery, scoresQuery, type TestScoreView } from "./test-scores.server";

// Each school's whole application: what the catalogue says the school asks, where the
// applicant stands on each item, their test scores. Every query takes the user's id: another
// user's item is simply not found.

/** The catalogue's items for the named schools (a list, or a subquery of names). */
function factsQuery(db: Database, schools: string[] | SQLWrapper, detail: boolean) {
  return db
    .select({
      school: catalogueSchools.name,
      kind: catalogueApplicationItems.kind,
      asks: catalogueApplicationItems.asks,
      // The words and sources only where they are shown (the dashboard): the workspace counts.
      detail: detail ? catalogueApplicationItems.detail : sql<string | null>`null`.as("detail"),
      acceptedTests: detail ? catalogueApplicationItems.acceptedTests : sql<null>`null`.as("accepted_tests"),
      source: detail ? catalogueApplicationItems.source : sql<string | null>`null`.as("source"),
      cycle: detail ? catalogueApplicationItems.cycle : sql<string | null>`null`.as("cycle"),
    })
    .from(catalogueApplicationItems)
    .innerJoin(catalogueSchools, eq(catalogueSchools.id, catalogueApplicationItems.schoolId))
    .where(and(ne(catalogueSchools.status, "draft"), inArray(catalogueSchools.name, schools)));
}

const statesQuery = (db: Database, userId: string) =>
  db
    .select({
      id: applicationItems.id,
      school: applicationItems.school,
      kind: applicationItems.kind,
      label: applicationItems.label,
      status: applicationItems.status,
      doneOn: applicationItems.doneOn,
    })
    .from(applicationItems)
    .where(eq(applicationItems.userId, userId))
    .orderBy(asc(applicationItems.createdAt));

/**
 * The reads the workspace adds to its batch (workspaceQueries) so that each school's progress
 * counts its whole application: the catalogue's kinds, the applicant's items and their letters.
 */
export function applicationPartsQueries(db: Database, userId: string, ownSchools: SQLWrapper) {
  return [
    factsQuery(db, ownSchools, false),
    statesQuery(db, userId),
    db.select({ school: recommenderLetters.school, status: recommenderLetters.status }).from(recommenderLetters).where(eq(recommenderLetters.userId, userId)),
    lettersAskedQuery(db, ownSchools),
    englishScoreQuery(db, userId),
  ] as const;
}

type FactRow = ItemFact & { school: string };
type StateRow = ItemState & { school: string };

/** One school's checklist from every school's rows. */
const checklistOf = (school: string, facts: readonly FactRow[], states: readonly StateRow[], context: ChecklistContext) =>
  schoolChecklist(
    facts.filter((row) => row.school === school),
    states.filter((row) => row.school === school),
    context,
  );

export type ApplicationParts = { checklist: ChecklistEntry[]; letters: { status: LetterStatus }[] };

/** Each school's checklist and letters from applicationPartsQueries' rows. */
export function partsBySchool(
  schools: readonly string[],
  [facts, states, letters, asked, english]: readonly [
    FactRow[],
    StateRow[],
    { school: string; status: LetterStatus }[],
    { school: string; letters: number | null }[],
    unknown[],
  ],
) {
  const context = { hasEnglishScore: english.length > 0 };
  return new Map(
    schools.map((school): [string, ApplicationParts] => [
      school,
      {
        checklist: checklistOf(school, facts, states, context),
        // A letter the school asks for that no recommender writes yet counts as not asked.
        letters: withMissingLetters(
          letters.filter((row) => row.school === school),
          asked.find((row) => row.school === school)?.letters,
        ),
      },
    ]),
  );
}

export type Checklists = { bySchool: Record<string, ChecklistEntry[]>; scores: TestScoreView[] };

/**
 * Every school's checklist and the applicant's scores: one batch (joined with the page's other
 * reads). What the catalogue says of each item (its words and source) is read when a checklist is
 * unfolded (readSchoolFacts): fifteen schools' facts were a tenth of a full applicant's dashboard.
 */
export async function readChecklists(db: Database, userId: string): Promise<Checklists> {
  const ownSchools = ownSchoolsQuery(db, userId);
  const [schools, facts, states, scores] = await db.batch([ownSchools, factsQuery(db, ownSchools, false), statesQuery(db, userId), scoresQuery(db, userId)]);
  const context = { hasEnglishScore: scores.some((score) => isEnglishTest(score.test)) };
  return { bySchool: Object.fromEntries(schools.map(({ school }) => [school, checklistOf(school, facts, states, context)])), scores };
}

/** The tests a source lists as accepted by one school, by item (Test score, English test): catalogue facts, no user's row. */
export const acceptedTestsQuery = (db: Database, school: string) =>
  db
    .select({ kind: catalogueApplicationItems.kind, acceptedTests: catalogueApplicationItems.acceptedTests })
    .from(catalogueApplicationItems)
    .innerJoin(catalogueSchools, eq(catalogueSchools.id, catalogueApplicationItems.schoolId))
    .where(and(ne(catalogueSchools.status, "draft"), eq(catalogueSchools.name, school)));

/** The user's row for one school: none when it is not theirs. */
const ownSchoolQuery = (db: Database, userId: string, school: string) =>
  db
    .select({ school: userSchools.school })
    .from(userSchools)
    .where(and(eq(userSchools.userId, userId), eq(userSchools.school, school)));

/** What the catalogue says of a school's items, and the school's own domains its sources are told by. */
export type SchoolFacts = { facts: ItemFact[]; ownDomains: string[] };

/** What the catalogue says of each item of one of the user's schools, with its words and source; null when the school is not theirs. */
export async function readSchoolFacts(db: Database, userId: string, school: string): Promise<SchoolFacts | null> {
  const [owned, facts, domains] = await db.batch([
    ownSchoolQuery(db, userId, school),
    factsQuery(db, [school], true),
    db.select({ ownDomains: catalogueSchools.ownDomains }).from(catalogueSchools).where(eq(catalogueSchools.name, school)),
  ]);
  if (owned.length === 0) return null;
  return { facts: facts.map(({ school: _school, ...fact }) => fact), ownDomains: domains[0]?.ownDomains ?? [] };
}

const ownsSchool = (db: Database, userId: string, school: string) => ownSchoolQuery(db, userId, school).get();

const doneOnFor = (status: ChecklistStatus, today: string) => (status === "done" ? today : null);

/** A catalogue item's status for one of the user's schools (its row made on first change); false when the school is not theirs. */
export async function setItemStatus(db: Database, userId: string, school: string, kind: ApplicationItemKind, status: ChecklistStatus, today: string) {
  if (!(await ownsSchool(db, userId, school))) return false;
  // One row per school and kind (a partial unique index): two first changes at once update one row.
  await db
    .insert(applicationItems)
    .values({ userId, school, kind, status, doneOn: doneOnFor(status, today) })
    .onConflictDoUpdate({
      target: [applicationItems.userId, applicationItems.school, applicationItems.kind],
      targetWhere: sql`kind <> 'custom'`,
      // A done item keeps the day it was first marked done.
      set: { status, doneOn: keptDoneOn(status, today) },
    });
  return true;
}

const keptDoneOn = (status: ChecklistStatus, today: string) => sql`case when ${status} = 'done' then coalesce(${applicationItems.doneOn}, ${today}) end`;

/** An added item's status; null when it is not the user's. */
export async function setCustomStatus(db: Database, userId: string, itemId: string, status: ChecklistStatus, today: string) {
  const [row] = await db
    .update(applicationItems)
    .set({ status, doneOn: keptDoneOn(status, today) })
    .where(and(eq(applicationItems.id, itemId), eq(applicationItems.userId, userId), eq(applicationItems.kind, "custom")))
    .returning({ label: applicationItems.label, school: applicationItems.school });
  return row ?? null;
}

/**
 * An item the applicant adds to one of their schools; the count is checked in the INSERT itself,
 * so two adds at once cannot pass CUSTOM_ITEMS_PER_SCHOOL.
 */
export async function addCustomItem(db: Database, userId: string, school: string, label: string): Promise<"added" | "not_found" | "limit"> {
  if (!(await ownsSchool(db, userId, school))) return "not_found";
  const inserted = await db.run(sql`
    insert into ${applicationItems} (id, user_id, school, kind, label, status)
    select ${crypto.randomUUID()}, ${userId}, ${school}, 'custom', ${label}, 'to_do'
    where (select count(*) from ${applicationItems} where user_id = ${userId} and school = ${school} and kind = 'custom') < ${CUSTOM_ITEMS_PER_SCHOOL}`);
  return inserted.meta.changes === 1 ? "added" : "limit";
}

export async function removeCustomItem(db: Database, userId: string, itemId: string): Promise<boolean> {
  const removed = await db
    .delete(applicationItems)
    .where(and(eq(applicationItems.id, itemId), eq(applicationItems.userId, userId), eq(applicationItems.kind, "custom")))
    .returning({ id: applicationItems.id });
  return removed.length === 1;
}
