import { and, asc, eq, isNotNull, or } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../db/client";
import {
  catalogueAiPolicies,
  catalogueApplicationItems,
  catalogueDeadlines,
  catalogueEssays,
  catalogueRecommendations,
  catalogueRoundDates,
  catalogueSchools,
  interviewFormats,
  interviewSchoolFormats,
} from "../../../db/schema";
import { applicationItemLabels } from "~/domain/applications/checklist-items";
import { roundChoice, shortCycle } from "~/domain/catalogue/catalogue";
import { roundDateKindLabels } from "~/domain/catalogue/round-dates";
import { type SchoolSourceReport, type SourcedFact, sourceReport } from "~/domain/catalogue/source-report";
import { offeredSchoolsQuery } from "./admin-catalogue.server";

// Every fact applicants read, as /admin/sources checks it against each school's own domains: the
// checklist items a source states, the published AI policy, questions and rounds of the school's
// cycle, what it asks of recommenders and its interview. Read only; operators fix a fact on the
// page that edits it. One batch.

/** The row is published for the school's current cycle (what applicants read). */
const current = (table: { schoolId: AnySQLiteColumn; cycle: AnySQLiteColumn; status: AnySQLiteColumn }) =>
  and(eq(catalogueSchools.id, table.schoolId), eq(catalogueSchools.cycle, table.cycle), eq(table.status, "published"));

/** The report's reads, one query per kind of sourced fact, for one batch. */
function sourceReportQueries(db: Database) {
  return [
    offeredSchoolsQuery(db),
    db
      .select({
        schoolId: catalogueApplicationItems.schoolId,
        kind: catalogueApplicationItems.kind,
        source: catalogueApplicationItems.source,
        cycle: catalogueApplicationItems.cycle,
      })
      .from(catalogueApplicationItems)
      // "Not verified" is said as such; only a stated yes or no is a fact.
      .where(isNotNull(catalogueApplicationItems.asks)),
    db
      .select({ schoolId: catalogueAiPolicies.schoolId, sources: catalogueAiPolicies.sources, verifiedOn: catalogueAiPolicies.verifiedOn })
      .from(catalogueAiPolicies)
      .innerJoin(catalogueSchools, current(catalogueAiPolicies)),
    db
      .select({ schoolId: catalogueEssays.schoolId, title: catalogueEssays.title, sources: catalogueEssays.sources, textCycle: catalogueEssays.textCycle })
      .from(catalogueEssays)
      .innerJoin(catalogueSchools, current(catalogueEssays))
      .orderBy(asc(catalogueEssays.position)),
    db
      .select({
        schoolId: catalogueDeadlines.schoolId,
        round: catalogueDeadlines.round,
        intake: catalogueDeadlines.intake,
        sources: catalogueDeadlines.sources,
        verifiedOn: catalogueDeadlines.verifiedOn,
      })
      .from(catalogueDeadlines)
      .innerJoin(catalogueSchools, current(catalogueDeadlines))
      // A round with no date this cycle or last states nothing applicants read as a date.
      .where(or(isNotNull(catalogueDeadlines.date), isNotNull(catalogueDeadlines.previousCycleDate)))
      .orderBy(asc(catalogueDeadlines.position)),
    db
      .select({
        schoolId: catalogueRecommendations.schoolId,
        sources: catalogueRecommendations.sources,
        questionsCycle: catalogueRecommendations.questionsCycle,
      })
      .from(catalogueRecommendations)
      .innerJoin(catalogueSchools, current(catalogueRecommendations)),
    db
      .select({
        schoolId: catalogueSchools.id,
        formatId: interviewSchoolFormats.formatId,
        format: interviewFormats.name,
        sources: interviewSchoolFormats.sources,
        checkedOn: interviewSchoolFormats.checkedOn,
      })
      .from(interviewSchoolFormats)
      .innerJoin(catalogueSchools, eq(catalogueSchools.name, interviewSchoolFormats.school))
      .innerJoin(interviewFormats, eq(interviewFormats.id, interviewSchoolFormats.formatId)),
    // Every cycle's interview and decision dates: an older one is shown to applicants as that year's.
    db
      .select({
        schoolId: catalogueRoundDates.schoolId,
        cycle: catalogueRoundDates.cycle,
        round: catalogueRoundDates.round,
        kind: catalogueRoundDates.kind,
        sources: catalogueRoundDates.sources,
        pageDate: catalogueRoundDates.pageDate,
      })
      .from(catalogueRoundDates)
      .orderBy(asc(catalogueRoundDates.cycle), asc(catalogueRoundDates.round)),
  ] as const;
}

export async function readSourceReport(db: Database): Promise<SchoolSourceReport[]> {
  const [schools, items, policies, essays, deadlines, letters, interviews, roundDates] = await db.batch(sourceReportQueries(db));
  const items$ = (id: string) => `/admin/application-items/${id}`;
  const catalogue$ = (id: string) => `/admin/catalogue/${id}`;
  const facts: SourcedFact[] = [
    ...items.map((row) => ({
      schoolId: row.schoolId,
      area: "Application item" as const,
      label: applicationItemLabels[row.kind],
      sources: row.source ? [row.source] : [],
      age: row.cycle,
      editPath: items$(row.schoolId),
    })),
    ...policies.map((row) => ({
      schoolId: row.schoolId,
      area: "AI policy" as const,
      label: "AI policy",
      sources: row.sources,
      age: row.verifiedOn,
      editPath: catalogue$(row.schoolId),
    })),
    ...essays.map((row) => ({
      schoolId: row.schoolId,
      area: "Essay question" as const,
      label: row.title,
      sources: row.sources,
      age: row.textCycle,
      editPath: catalogue$(row.schoolId),
    })),
    ...deadlines.map((row) => ({
      schoolId: row.schoolId,
      area: "Deadline" as const,
      label: roundChoice(row.intake, row.round),
      sources: row.sources,
      age: row.verifiedOn,
      editPath: catalogue$(row.schoolId),
    })),
    ...letters.map((row) => ({
      schoolId: row.schoolId,
      area: "Letters" as const,
      label: "What recommenders are asked",
      sources: row.sources,
      age: row.questionsCycle,
      editPath: items$(row.schoolId),
    })),
    ...interviews.map((row) => ({
      schoolId: row.schoolId,
      area: "Interview" as const,
      label: row.format,
      sources: row.sources,
      age: row.checkedOn ? `checked ${row.checkedOn}` : null,
      editPath: `/admin/interview-formats/${row.formatId}`,
    })),
    ...roundDates.map((row) => ({
      schoolId: row.schoolId,
      area: "Interview and decision dates" as const,
      label: `${row.round} ${roundDateKindLabels[row.kind].toLowerCase()}, ${shortCycle(row.cycle)}`,
      sources: row.sources,
      age: row.pageDate ? `${row.cycle}, page dated ${row.pageDate}` : row.cycle,
      editPath: `/admin/round-dates/${row.schoolId}`,
    })),
  ];
  return sourceReport(schools, facts, missingRoundDates(schools, roundDates));
}

/** Per school, what applicants read as "Scout does not have this year's date": no date of the school's cycle. */
function missingRoundDates(schools: { id: string; cycle: string }[], dates: { schoolId: string; cycle: string; kind: string }[]) {
  const missing = new Map<string, string[]>();
  for (const school of schools) {
    const current = dates.filter((date) => date.schoolId === school.id && date.cycle === school.cycle);
    const lacks = (["interview_invite", "decision"] as const).filter((kind) => !current.some((date) => date.kind === kind));
    if (lacks.length)
      missing.set(
        school.id,
        lacks.map((kind) => `${roundDateKindLabels[kind]}, ${shortCycle(school.cycle)}`),
      );
  }
  return missing;
}
