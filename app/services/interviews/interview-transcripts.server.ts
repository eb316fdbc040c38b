import { and, asc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../../db/client";
import { mockInterviewTranscripts, mockInterviews } from "../../../db/schema";
import { type TranscriptTurn, transcriptParts } from "~/domain/interviews/transcript";

// Where a mock interview's transcript is kept: in parts of at most TRANSCRIPT_PART_BYTES
// (mock_interview_transcripts), never in one value near D1's 2,000,000-byte limit. The browser
// sends the whole transcript each time; a save replaces every part, in one batch, and only while
// the interview is live and the user's.

/** The query for an interview's transcript parts, in order (for a caller that batches it). */
export function transcriptPartsQuery(db: Database, userId: string, interviewId: string) {
  return db
    .select({ turns: mockInterviewTranscripts.turns })
    .from(mockInterviewTranscripts)
    .where(and(eq(mockInterviewTranscripts.interviewId, interviewId), eq(mockInterviewTranscripts.userId, userId)))
    .orderBy(asc(mockInterviewTranscripts.part));
}

/** The transcript the parts hold, turn after turn. */
export const transcriptOf = (parts: readonly { turns: TranscriptTurn[] }[]): TranscriptTurn[] => parts.flatMap((part) => part.turns);

export async function readTranscript(db: Database, userId: string, interviewId: string): Promise<TranscriptTurn[]> {
  return transcriptOf(await transcriptPartsQuery(db, userId, interviewId));
}

/**
 * Runs `then` in one batch after the statements that replace the interview's transcript with
 * `turns`, and answers what `then` answered. Each statement checks for itself that the interview
 * is the user's and still live, so a save that arrives after the end (which runs its own `then`
 * that ends it, in the same batch) changes nothing.
 */
export async function withTranscriptSaved<T extends BatchItem<"sqlite">>(
  db: Database,
  userId: string,
  interviewId: string,
  turns: readonly TranscriptTurn[],
  then: T,
): Promise<Awaited<T>> {
  const theirsAndLive = and(eq(mockInterviews.id, interviewId), eq(mockInterviews.userId, userId), eq(mockInterviews.status, "live"));
  const live = sql`exists (select 1 from ${mockInterviews} where ${theirsAndLive})`;
  const emptied = db
    .delete(mockInterviewTranscripts)
    .where(and(eq(mockInterviewTranscripts.interviewId, interviewId), eq(mockInterviewTranscripts.userId, userId), live));
  // Each part is inserted from the interview's own row, so only while that row is the user's and live.
  const parts = transcriptParts(turns).map((part, index) =>
    db.insert(mockInterviewTranscripts).select(
      db
        .select({
          interviewId: mockInterviews.id,
          userId: mockInterviews.userId,
          part: sql<number>`${index}`.as("part"),
          turns: sql<string>`${JSON.stringify(part)}`.as("turns"),
        })
        .from(mockInterviews)
        .where(theirsAndLive),
    ),
  );
  const results = await db.batch([emptied, ...parts, then]);
  return results.at(-1) as Awaited<T>;
}

/**
 * What was said so far, saved while the call runs: a session that drops keeps it. Only a live
 * interview of the user's takes it; the browser sends the whole transcript each time, so a repeat
 * is harmless.
 */
export async function saveTranscript(db: Database, userId: string, interviewId: string, transcript: TranscriptTurn[]) {
  const live = await withTranscriptSaved(
    db,
    userId,
    interviewId,
    transcript,
    db
      .select({ id: mockInterviews.id })
      .from(mockInterviews)
      .where(and(eq(mockInterviews.id, interviewId), eq(mockInterviews.userId, userId), eq(mockInterviews.status, "live"))),
  );
  return live.length > 0;
}
