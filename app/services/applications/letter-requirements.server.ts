import { and, eq, inArray, isNotNull, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueRecommendations, catalogueSchools } from "../../../db/schema";
import type { LetterRequirements } from "~/domain/recommenders/requirements";

// What each school asks of recommenders: the published catalogue row of the school's
// current cycle, by the product's school name; a school with none is simply absent ("not found").

/** The catalogue's letter requirements of the named schools (a list, or a subquery of names). */
export function requirementsQuery(db: Database, schools: string[] | SQLWrapper) {
  return db
    .select({ school: catalogueSchools.name, ownDomains: catalogueSchools.ownDomains, row: catalogueRecommendations })
    .from(catalogueRecommendations)
    .innerJoin(catalogueSchools, and(eq(catalogueSchools.id, catalogueRecommendations.schoolId), eq(catalogueSchools.cycle, catalogueRecommendations.cycle)))
    .where(
      and(inArray(catalogueSchools.name, Array.isArray(schools) && schools.length === 0 ? [""] : schools), eq(catalogueRecommendations.status, "published")),
    );
}

/** How many letters each of the named schools asks for, where the catalogue knows (a list, or a subquery of names). */
export function lettersAskedQuery(db: Database, schools: SQLWrapper) {
  return db
    .select({ school: catalogueSchools.name, letters: catalogueRecommendations.letters })
    .from(catalogueRecommendations)
    .innerJoin(catalogueSchools, and(eq(catalogueSchools.id, catalogueRecommendations.schoolId), eq(catalogueSchools.cycle, catalogueRecommendations.cycle)))
    .where(and(inArray(catalogueSchools.name, schools), eq(catalogueRecommendations.status, "published"), isNotNull(catalogueRecommendations.letters)));
}

export function requirementsOf(rows: Awaited<ReturnType<typeof requirementsQuery>>): Record<string, LetterRequirements> {
  return Object.fromEntries(
    rows.map(({ school, ownDomains, row }) => [
      school,
      {
        school,
        cycle: row.cycle,
        letters: row.letters,
        lettersNote: row.lettersNote,
        questions: row.questions,
        questionsCycle: row.questionsCycle,
        previousQuestions: row.previousQuestions,
        previousQuestionsCycle: row.previousQuestionsCycle,
        usesGmacCommonLor: row.usesGmacCommonLor,
        sources: row.sources,
        note: row.note,
        ownDomains,
      } satisfies LetterRequirements,
    ]),
  );
}
