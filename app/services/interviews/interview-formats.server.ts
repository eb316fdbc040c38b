import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueSchools, interviewFormats, interviewSchoolFormats } from "../../../db/schema";
import type { CitedSchoolFormat, FormatEdit, InterviewFormat, SchoolMappingEdit } from "~/domain/interviews/formats";
import { type AdminActor, auditQuery } from "../platform/admin-audit.server";

// The interview formats and the schools that use them: read by every applicant, edited by
// operators in /admin/interview-formats. An edit is direct (no draft) and lands in one D1 batch
// with its audit row, which keeps what the format was before.

type FormatRow = typeof interviewFormats.$inferSelect;

const formatOfRow = (row: FormatRow): InterviewFormat => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  summary: row.summary,
  minutes: row.minutes,
  rubric: row.rubric,
  questions: row.questions,
  prepSeconds: row.prepSeconds,
  answerSeconds: row.answerSeconds,
  attempts: row.attempts,
  sources: row.sources,
  checkedOn: row.checkedOn,
});

export type InterviewFormats = {
  formats: InterviewFormat[];
  schools: CitedSchoolFormat[];
  /** Every catalogue school's own web domains: a format's source on one of them is a school's own page. */
  schoolDomains: string[];
};

export async function loadInterviewFormats(db: Database): Promise<InterviewFormats> {
  const [formats, schools, domains] = await db.batch([
    db.select().from(interviewFormats).orderBy(asc(interviewFormats.position)),
    db
      .select({
        school: interviewSchoolFormats.school,
        formatId: interviewSchoolFormats.formatId,
        note: interviewSchoolFormats.note,
        sources: interviewSchoolFormats.sources,
        checkedOn: interviewSchoolFormats.checkedOn,
        ownDomains: catalogueSchools.ownDomains,
      })
      .from(interviewSchoolFormats)
      .leftJoin(catalogueSchools, eq(catalogueSchools.name, interviewSchoolFormats.school))
      .orderBy(asc(interviewSchoolFormats.school)),
    db.select({ ownDomains: catalogueSchools.ownDomains }).from(catalogueSchools),
  ]);
  return {
    formats: formats.map(formatOfRow),
    schools: schools.map((row) => ({ ...row, ownDomains: row.ownDomains ?? [] })),
    schoolDomains: [...new Set(domains.flatMap((row) => row.ownDomains))],
  };
}

export async function loadInterviewFormat(db: Database, formatId: string): Promise<InterviewFormat | null> {
  const row = await db.select().from(interviewFormats).where(eq(interviewFormats.id, formatId)).get();
  return row ? formatOfRow(row) : null;
}

/** An operator's edit, audited as catalogue.interview_format.update with the format before and after. */
export async function updateInterviewFormat(db: Database, actor: AdminActor, requestId: string | null, formatId: string, edit: FormatEdit) {
  const before = await loadInterviewFormat(db, formatId);
  if (!before) return { ok: false as const };
  await db.batch([
    db
      .update(interviewFormats)
      .set({ ...edit, updatedBy: actor.id })
      .where(eq(interviewFormats.id, formatId)),
    auditQuery(
      db,
      actor,
      { action: "catalogue.interview_format.update", targetType: "catalogue", targetId: `interview-format:${formatId}`, before, after: edit },
      requestId,
    ),
  ]);
  return { ok: true as const };
}

/** The schools using a format. */
export function schoolsOfFormat(db: Database, formatId: string) {
  return db.select().from(interviewSchoolFormats).where(eq(interviewSchoolFormats.formatId, formatId)).orderBy(asc(interviewSchoolFormats.school));
}

/** A school mapped to a format (or its note and source replaced), audited. */
export async function mapSchool(db: Database, actor: AdminActor, requestId: string | null, formatId: string, mapping: SchoolMappingEdit) {
  if (!(await loadInterviewFormat(db, formatId))) return { ok: false as const };
  const row = { school: mapping.school, formatId, note: mapping.note, sources: mapping.sources, checkedOn: mapping.checkedOn };
  await db.batch([
    db
      .insert(interviewSchoolFormats)
      .values(row)
      .onConflictDoUpdate({ target: [interviewSchoolFormats.school, interviewSchoolFormats.formatId], set: row }),
    auditQuery(
      db,
      actor,
      { action: "catalogue.interview_school.map", targetType: "catalogue", targetId: `interview-format:${formatId}`, after: row },
      requestId,
    ),
  ]);
  return { ok: true as const };
}

/** A school no longer mapped to a format, audited with the mapping it had. */
export async function unmapSchool(db: Database, actor: AdminActor, requestId: string | null, formatId: string, school: string) {
  const where = and(eq(interviewSchoolFormats.formatId, formatId), eq(interviewSchoolFormats.school, school));
  const before = await db.select().from(interviewSchoolFormats).where(where).get();
  if (!before) return { ok: false as const };
  await db.batch([
    db.delete(interviewSchoolFormats).where(where),
    auditQuery(db, actor, { action: "catalogue.interview_school.unmap", targetType: "catalogue", targetId: `interview-format:${formatId}`, before }, requestId),
  ]);
  return { ok: true as const };
}
