import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions, userSchoolPlans, userSchools } from "../../../db/schema";
import { isNotEssay, isWrittenInScout, nextUndatedRound } from "~/domain/catalogue/catalogue";
import type { NavSchool } from "~/domain/schools/workspace";
import { withPlans } from "~/domain/schools/workspace";
import { newestVersions, nextDeadline } from "~/domain/schools/school-progress";
import { assembleCatalogue, catalogueQueries, findSchool } from "../catalogue/catalogue.server";
import type { BatchItem } from "drizzle-orm/batch";
import { measureOwnSchool } from "../essays/essay-progress.server";
import { type PendingCounts, type SavedCounts, type SchoolReadBack, saveEssayAcknowledged, saveEssayText } from "../essays/essay-save.server";
import { type SavedEssay, ownEssay } from "../essays/essays.server";
import { assembleSavedSchool, newestEssaysQuery, savedSchoolQueries, withPendingCounts } from "./saved-school.server";
import { ownSchoolsQuery } from "../applications/own-schools.server";
import { planColumns, readPlans } from "./school-plans.server";
import { aiPoliciesQuery, policyOf } from "../ai-policy/ai-policies.server";
import { applicationPartsQueries, partsBySchool } from "../applications/checklist.server";

// The workspace: the applicant's schools in their order with their essays' progress, rounds and
// plans, read in one round trip (the /app frame, a save's answer, the deadline e-mails).

export type { NavSchool } from "~/domain/schools/workspace";

/**
 * The queries of the user's workspace (listWorkspace), for a caller that sends them in a batch of
 * its own: a save sends them after its UPDATE, in the same round trip (saveEssay).
 */
export function workspaceQueries(db: Database, userId: string) {
  const ownSchools = ownSchoolsQuery(db, userId);
  const [schoolRows, essayRows, deadlineRows] = catalogueQueries(db, ownSchools);
  return [
    db.select().from(userSchools).where(eq(userSchools.userId, userId)).orderBy(asc(userSchools.position)),
    db.select(planColumns).from(userSchoolPlans).where(eq(userSchoolPlans.userId, userId)),
    aiPoliciesQuery(db, ownSchools),
    newestEssaysQuery(db, userId),
    schoolRows,
    essayRows,
    deadlineRows,
    ...applicationPartsQueries(db, userId, ownSchools),
  ] as const;
}

type WorkspaceRows = Awaited<ReturnType<typeof readWorkspaceRows>>;
const readWorkspaceRows = (db: Database, userId: string) => db.batch(workspaceQueries(db, userId));

/**
 * A save's read-back of its school (saved-school.server.ts), read from D1 while the object stores
 * the save: the saved essay's counts are the save's (D1's summary follows the object's write, and
 * may not have it yet). Also the saved essay's row (its school, title and version), when it exists:
 * a save the object took may be into a version D1 already knows a newer one of (a new version is
 * made in D1 before the object retires the one it takes saves into); that save is stored, and its
 * row is read.
 */
async function schoolAfterSave(db: Database, userId: string, saved: SavedCounts, pending?: Promise<PendingCounts[]>) {
  const [[essay, ...rows], held] = await Promise.all([db.batch([savedRow(db, userId, saved.id), ...savedSchoolQueries(db, userId, saved.id)]), pending ?? []]);
  return { essay: essay[0] ?? null, school: assembleSavedSchool(rows, saved, held) };
}

const savedRow = (db: Database, userId: string, id: string) =>
  db
    .select({ id: essaySubmissions.id, school: essaySubmissions.school, essayTitle: essaySubmissions.essayTitle, version: essaySubmissions.version })
    .from(essaySubmissions)
    .where(ownEssay(userId, id));

/** The write, then the reads of its school, as one D1 batch (one round trip, one transaction). */
async function schoolWithWrite(db: Database, userId: string, write: BatchItem<"sqlite">, essayId: string) {
  const [written, ...rows] = await db.batch([write, ...savedSchoolQueries(db, userId, essayId)]);
  const essay = (written as unknown as SavedEssay[])[0];
  if (!essay) return null;
  return { essay, school: assembleSavedSchool(rows) };
}

const schoolReadBack: SchoolReadBack = { withWrite: schoolWithWrite, afterSave: schoolAfterSave };

type SaveArguments = Parameters<typeof saveEssayText> extends [SchoolReadBack, ...infer Rest] ? Rest : never;

/** An essay's save (essays/essay-save.server.ts), answered with what it changed of its school as the workspace shows it. */
export const saveEssay = (...save: SaveArguments) => saveEssayText(schoolReadBack, ...save);

/** The same save, answered as soon as the applicant's object has stored it; its school follows (saveEssayAcknowledged). */
export const saveEssayAcknowledging = (...save: SaveArguments) => saveEssayAcknowledged(schoolReadBack, ...save);

/**
 * The user's schools in their order, each with its newest essay versions (own words against the
 * limit, state, progress), the round they target and its deadline, in one round trip.
 */
export async function listWorkspace(db: Database, userId: string, today = new Date()): Promise<NavSchool[]> {
  return assembleWorkspace(await readWorkspaceRows(db, userId), today);
}

/**
 * The workspace as its applicant sees it (the /app frame: the sidebar, the dashboard, the school
 * pages): D1's, with the counts their object has not handed D1 yet (at most a minute's saves),
 * asked of the object while D1 reads. Readers across users (reminders, the admin) read D1's alone.
 */
export async function listOwnWorkspace(
  db: Database,
  object: { essayTexts: { pending: () => Promise<PendingCounts[]> } },
  userId: string,
  today = new Date(),
): Promise<NavSchool[]> {
  const [rows, pending] = await Promise.all([
    readWorkspaceRows(db, userId),
    // Unreachable, the object costs the frame nothing: D1's counts, at most a minute behind.
    object.essayTexts.pending().catch((error: unknown) => {
      console.error("workspace: the pending counts could not be read; D1's shown", { userId, error: String(error) });
      return [];
    }),
  ]);
  return assembleWorkspace(rows, today, pending);
}

/** The workspace from its queries' rows (workspaceQueries, in their order). */
export function assembleWorkspace(
  [schools, plans, policies, essays, schoolRows, essayRows, deadlineRows, ...partRows]: WorkspaceRows,
  today = new Date(),
  pending: readonly PendingCounts[] = [],
): NavSchool[] {
  const catalogueSchools = assembleCatalogue([schoolRows, essayRows, deadlineRows]);
  const parts = partsBySchool(
    schools.map((row) => row.school),
    partRows,
  );
  const newest = newestVersions(withPendingCounts(essays, pending));
  const workspace = schools.map((row): NavSchool => {
    const catalogue = findSchool(catalogueSchools, row.school);
    const own = newest.filter((essay) => essay.school === row.school);
    const measured = measureOwnSchool(catalogue, own, parts.get(row.school));
    return {
      school: row.school,
      visible: row.visible,
      progress: measured.progress,
      essayCount: own.length,
      nextDeadline: catalogue ? nextDeadline(catalogue.deadlines, today) : null,
      cycle: catalogue?.cycle ?? null,
      rounds: catalogue?.deadlines.map(({ round, date, previousCycleDate }) => ({ round, date, previousCycleDate })) ?? [],
      undated: catalogue ? pickRound(nextUndatedRound(catalogue.deadlines, today)) : null,
      essays: measured.essays,
      // Questions of the school's cycle the user has no essay for: offered as new essays.
      newQuestions:
        catalogue?.essays.filter((essay) => isWrittenInScout(essay) && !own.some((mine) => mine.essayTitle === essay.title)).map((essay) => essay.title) ?? [],
      // What the school asks that is done on its own platform after submitting (a video, a live assessment).
      notEssays: catalogue?.essays.filter(isNotEssay).map(({ title, kind }) => ({ title, kind })) ?? [],
      aiPolicy: policyOf(policies, row.school),
      colour: catalogue?.colour ?? null,
      noLongerOffered: catalogue ? !catalogue.offered : false,
    };
  });
  return withPlans(workspace, readPlans([schools, plans], catalogueSchools, today));
}

const pickRound = (round: { round: string; previousCycleDate: string | null } | null) =>
  round ? { round: round.round, previousCycleDate: round.previousCycleDate } : null;
