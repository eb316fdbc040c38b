import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { mockInterviews, userSchools } from "../../../db/schema";
import type { Debrief } from "~/domain/interviews/debrief";
import type { TranscriptTurn } from "~/domain/interviews/transcript";
import { ACCOUNT_CAPS } from "~/domain/platform/account-caps";
import { loadInterviewFormat } from "./interview-formats.server";
import type { WorkRows } from "../work-rows/work-rows.server";
import { readTranscript } from "./interview-transcripts.server";

// An applicant's mock interviews: every read and write takes the user's id, and another
// user's interview is not found (a 404 for the routes).

const DAY_MS = 86_400_000;

export type MockInterviewRow = typeof mockInterviews.$inferSelect;
/** An interview with what was said in it (kept apart, in the applicant's object: interview-transcripts.server.ts). */
export type MockInterview = MockInterviewRow & { transcript: TranscriptTurn[] };

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

/** The user's interview by its id (any string: one that is not an id finds nothing). */
export async function getInterview(db: Database, userId: string, interviewId: string): Promise<MockInterviewRow | null> {
  if (!UUID.test(interviewId)) return null;
  const [row] = await db
    .select()
    .from(mockInterviews)
    .where(and(eq(mockInterviews.id, interviewId), eq(mockInterviews.userId, userId)));
  return row ?? null;
}

/** The applicant's interviews' debriefs as their object keeps them (a request names at most 100). */
type DebriefRows = Pick<WorkRows, "getMany">;
export type InterviewRows = Pick<WorkRows, "list" | "getMany">;

/**
 * Each interview with its debrief: the object's, or the one an older release left on the
 * interview's row in D1 (not lifted yet: work-legacy.server.ts), so either store reads the same.
 */
async function withDebriefs<T extends { id: string; debrief: Debrief | null }>(rows: DebriefRows, interviews: T[]): Promise<T[]> {
  if (interviews.length === 0) return interviews;
  const held = await rows.getMany(interviews.map((interview) => ["mock_interview_debriefs", [interview.id]] as const));
  return interviews.map((interview, at) => ({ ...interview, debrief: held[at]?.debrief ?? interview.debrief }));
}

/** The user's interview as its page shows it: D1's row, with the transcript and the debrief from their object. */
export async function readInterview(db: Database, rows: InterviewRows, userId: string, interviewId: string): Promise<MockInterview | null> {
  if (!UUID.test(interviewId)) return null;
  const [row, transcript, held] = await Promise.all([
    getInterview(db, userId, interviewId),
    readTranscript(rows, interviewId),
    rows.getMany([["mock_interview_debriefs", [interviewId]]] as const),
  ]);
  return row ? { ...row, debrief: held[0]?.debrief ?? row.debrief, transcript } : null;
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
export async function listInterviews(db: Database, rows: DebriefRows, userId: string) {
  const interviews = await db
    .select(summaryColumns)
    .from(mockInterviews)
    .where(eq(mockInterviews.userId, userId))
    .orderBy(desc(mockInterviews.createdAt))
    .limit(50);
  return withDebriefs(rows, interviews);
}

/** The applicant's attempts of one format, oldest first, so progress reads left to right. */
export async function attemptsOfFormat(db: Database, rows: DebriefRows, userId: string, formatId: string) {
  const attempts = await db
    .select(summaryColumns)
    .from(mockInterviews)
    .where(and(eq(mockInterviews.userId, userId), eq(mockInterviews.formatId, formatId), eq(mockInterviews.status, "ended")))
    .orderBy(asc(mockInterviews.createdAt))
    .limit(20);
  return withDebriefs(rows, attempts);
}
