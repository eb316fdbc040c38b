import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { mockInterviews, userSchools } from "../../../db/schema";
import type { TranscriptTurn } from "~/domain/interviews/transcript";
import { ACCOUNT_CAPS } from "~/domain/platform/account-caps";
import { loadInterviewFormat } from "./interview-formats.server";
import { transcriptOf, transcriptPartsQuery } from "./interview-transcripts.server";

// An applicant's mock interviews: every read and write takes the user's id, and another
// user's interview is not found (a 404 for the routes).

/** An interview with what was said in it (kept apart, in parts: interview-transcripts.server.ts). */
const DAY_MS = 86_400_000;

export type MockInterview = typeof mockInterviews.$inferSelect & { transcript: TranscriptTurn[] };

/** The schools the applicant has added, in their order. */
export async function applicantSchools(db: Database, userId: string) {
  const rows = await db.select({ school: userSchools.school }).from(userSchools).where(eq(userSchools.userId, userId)).orderBy(asc(userSchools.position));
  return rows.map((row) => row.school);
}

export type CreateInterviewOutcome = { ok: true; id: string } | { ok: false; reason: "not_found" | "limit" };

/**
 * A new interview of a voice format, for one of the applicant's schools or none; refused past
 * ACCOUNT_CAPS.interviewsPerDay made in the last 24 hours, counted in the statement that makes it.
 */
export async function createInterview(
  db: Database,
  userId: string,
  formatId: string,
  school: string | null,
  now = new Date(),
): Promise<CreateInterviewOutcome> {
  const format = await loadInterviewFormat(db, formatId);
  if (!format || format.kind === "video-essay") return { ok: false, reason: "not_found" };
  const id = crypto.randomUUID();
  const made = await db.all<{ id: string }>(sql`
    INSERT INTO ${mockInterviews} (id, user_id, format_id, school, created_at, updated_at)
    SELECT ${id}, ${userId}, ${formatId}, ${school}, ${now.getTime()}, ${now.getTime()}
    WHERE (SELECT count(*) FROM ${mockInterviews} WHERE user_id = ${userId} AND created_at > ${now.getTime() - DAY_MS}) < ${ACCOUNT_CAPS.interviewsPerDay}
    RETURNING id`);
  return made[0] ? { ok: true, id: made[0].id } : { ok: false, reason: "limit" };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's interview by its id, with its transcript (any string: one that is not an id finds nothing). */
export async function getInterview(db: Database, userId: string, interviewId: string): Promise<MockInterview | null> {
  if (!UUID.test(interviewId)) return null;
  const [rows, parts] = await db.batch([
    db
      .select()
      .from(mockInterviews)
      .where(and(eq(mockInterviews.id, interviewId), eq(mockInterviews.userId, userId))),
    transcriptPartsQuery(db, userId, interviewId),
  ]);
  return rows[0] ? { ...rows[0], transcript: transcriptOf(parts) } : null;
}

const summaryColumns = {
  id: mockInterviews.id,
  formatId: mockInterviews.formatId,
  school: mockInterviews.school,
  status: mockInterviews.status,
  createdAt: mockInterviews.createdAt,
  chargedSeconds: mockInterviews.chargedSeconds,
  delivery: mockInterviews.delivery,
  debriefStatus: mockInterviews.debriefStatus,
  debrief: mockInterviews.debrief,
};

/** The applicant's interviews, newest first (their history). */
export function listInterviews(db: Database, userId: string) {
  return db.select(summaryColumns).from(mockInterviews).where(eq(mockInterviews.userId, userId)).orderBy(desc(mockInterviews.createdAt)).limit(50);
}

/** The applicant's attempts of one format, oldest first, so progress reads left to right. */
export function attemptsOfFormat(db: Database, userId: string, formatId: string) {
  return db
    .select(summaryColumns)
    .from(mockInterviews)
    .where(and(eq(mockInterviews.userId, userId), eq(mockInterviews.formatId, formatId), eq(mockInterviews.status, "ended")))
    .orderBy(asc(mockInterviews.createdAt))
    .limit(20);
}
