import { and, asc, eq, inArray, notExists, sql, type SQLWrapper } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { Database } from "../../../db/client";
import { essaySubmissions, userSchools } from "../../../db/schema";
import { LEGACY_DRAFT_MARK } from "~/domain/catalogue/catalogue";
import type { SavedSchool } from "~/domain/schools/workspace";
import { newestVersions } from "~/domain/schools/school-progress";
import { assembleCatalogue, catalogueQueries, findSchool } from "../catalogue/catalogue.server";
import { measureOwnSchool } from "../essays/essay-progress.server";
import type { PendingCounts, SavedCounts } from "../essays/essay-save.server";
import { ownEssay } from "../essays/essays.server";
import { newerVersionOf } from "../essays/newer-version.server";
import { applicationPartsQueries, partsBySchool } from "../applications/checklist.server";

// What a save answers of its school: only what the text changes (its essays' words, states and
// progress, and the school's), read for that one school. The rest of the workspace (rounds,
// plans, policies, the other schools) is not the text's, and the editor's page already has it.

/** Each essay's newest version as the workspace measures it, of the user's schools (or of `schools`, a subquery of names). */
export function newestEssaysQuery(db: Database, userId: string, schools?: SQLWrapper) {
  return (
    db
      .select({
        id: essaySubmissions.id,
        school: essaySubmissions.school,
        essayTitle: essaySubmissions.essayTitle,
        status: essaySubmissions.status,
        version: essaySubmissions.version,
        createdAt: essaySubmissions.createdAt,
        wordCount: essaySubmissions.wordCount,
        characterCount: essaySubmissions.characterCount,
        // The text only where the stored counts cannot say it all: a row not counted yet, or one
        // that may still be the prompt it was created with (isUntouchedDraft: that text always
        // holds "\n\nWord limit: "). Every other essay is measured by its stored counts.
        textToCount: sql<string | null>`case when ${essaySubmissions.wordCount} is null or ${essaySubmissions.characterCount} is null
          or instr(${essaySubmissions.essayContent}, ${LEGACY_DRAFT_MARK}) > 0 then ${essaySubmissions.essayContent} end`.as("text_to_count"),
      })
      .from(essaySubmissions)
      // Only the newest version of each school-and-title.
      .where(and(eq(essaySubmissions.userId, userId), schools ? inArray(essaySubmissions.school, schools) : undefined, notExists(newerVersionOf(db))))
      .orderBy(asc(essaySubmissions.createdAt))
  );
}

type NewestEssayRow = Awaited<ReturnType<typeof newestEssaysQuery>>[number];

/**
 * D1's newest essays with the counts the applicant's object has not handed D1 yet put in (it hands
 * them at most once a minute): what the applicant's own pages show is never behind their last save.
 * Only for the applicant's own pages; readers across users read D1's, up to a minute behind.
 */
export function withPendingCounts(rows: NewestEssayRow[], pending: readonly PendingCounts[]): NewestEssayRow[] {
  if (pending.length === 0) return rows;
  const held = new Map(pending.map((counts) => [counts.id, counts]));
  return rows.map((row) => {
    const counts = held.get(row.id);
    // The object holds only texts it counted itself: D1's copy of the text is not read to count.
    return counts ? { ...row, wordCount: counts.wordCount, characterCount: counts.characterCount, textToCount: null } : row;
  });
}

/** The essay's school, as a subquery of one name: none when the essay is not the user's, or its school is not one of theirs. */
const schoolOfEssay = (db: Database, userId: string, essayId: string) =>
  db
    .select({ school: userSchools.school })
    .from(userSchools)
    .where(
      and(
        eq(userSchools.userId, userId),
        inArray(userSchools.school, db.select({ school: essaySubmissions.school }).from(essaySubmissions).where(ownEssay(userId, essayId))),
      ),
    );

/**
 * The reads of a saved essay's school, for one D1 batch (after the save's write when D1 takes the
 * save): the school's newest essays, its catalogue entry and essays, and its application's parts.
 */
export function savedSchoolQueries(db: Database, userId: string, essayId: string) {
  const school = schoolOfEssay(db, userId, essayId);
  const [schoolRows, essayRows] = catalogueQueries(db, school);
  return [newestEssaysQuery(db, userId, school), schoolRows, essayRows, ...applicationPartsQueries(db, userId, school)] as const;
}

type SavedSchoolRows = BatchResponse<ReturnType<typeof savedSchoolQueries>>;

/**
 * The school of the saved essay as the workspace measures it (measureOwnSchool, as listWorkspace
 * does for every school), with the save's counts put in where D1's row may not have them yet;
 * null when the essay's school is not one of the user's (the workspace does not show it).
 */
export function assembleSavedSchool(
  [essays, schoolRows, essayRows, ...partRows]: SavedSchoolRows,
  saved?: SavedCounts,
  pending: readonly PendingCounts[] = [],
): SavedSchool | null {
  const held = withPendingCounts(essays, pending);
  const counted = saved ? held.map((row) => (row.id === saved.id ? { ...row, ...saved } : row)) : held;
  // The saved essay (or its newest version) is one of its school's: none, and the school is not the user's.
  const name = counted[0]?.school;
  if (name === undefined) return null;
  // Its rounds are not the text's: no deadlines are read.
  const catalogue = findSchool(assembleCatalogue([schoolRows, essayRows, []]), name);
  const own = newestVersions(counted);
  const measured = measureOwnSchool(catalogue, own, partsBySchool([name], partRows).get(name));
  return { school: name, progress: measured.progress, essayCount: own.length, essays: measured.essays };
}
