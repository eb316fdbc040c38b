import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { interviewFormats, interviewSchoolFormats } from "../../../db/schema";
import type { FormatEdit, InterviewFormat, SchoolInterviewFormat } from "~/domain/interviews/formats";
import { type AdminActor, auditQuery } from "../admin/admin-audit.server";

// The interview formats and the schools that use them (#32): read by every applicant, edited by
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

export async function loadInterviewFormats(db: Database): Promise<{ formats: InterviewFormat[]; schools: SchoolInterviewFormat[] }> {
  const [formats, schools] = await db.batch([
    db.select().from(interviewFormats).orderBy(asc(interviewFormats.position)),
    db.select().from(interviewSchoolFormats).orderBy(asc(interviewSchoolFormats.school)),
  ]);
  return { formats: formats.map(formatOfRow), schools };
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
