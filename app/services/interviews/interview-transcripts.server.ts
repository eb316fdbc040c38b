import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { mockInterviews } from "../../../db/schema";
import { type TranscriptTurn, transcriptParts } from "~/domain/interviews/transcript";
import type { WorkRows } from "../work-rows/work-rows.server";

// Where a mock interview's transcript is kept: with the applicant's other work, in their object's
// work rows (docs/scale.md step 3), in parts of at most TRANSCRIPT_PART_BYTES
// (mock_interview_transcripts' rows, as D1 kept them before the move). The browser sends the
// whole transcript each time; a save replaces every part, and only while the interview (whose
// row D1 keeps) is live and the user's.

/** The applicant's transcripts, as their object keeps them. */
export type TranscriptRows = Pick<WorkRows, "list" | "put" | "remove">;

/** The transcript the parts hold, turn after turn. */
export const transcriptOf = (parts: readonly { part: number; turns: TranscriptTurn[] }[]): TranscriptTurn[] =>
  [...parts].sort((a, b) => a.part - b.part).flatMap((part) => part.turns);

export async function readTranscript(rows: Pick<WorkRows, "list">, interviewId: string): Promise<TranscriptTurn[]> {
  return transcriptOf(await rows.list("mock_interview_transcripts", { interviewId }));
}

/** Replaces the interview's transcript with `turns`: every part written, then the parts past its end removed. */
export async function keepTranscript(rows: TranscriptRows, userId: string, interviewId: string, turns: readonly TranscriptTurn[]) {
  const parts = transcriptParts(turns);
  await rows.put(
    "mock_interview_transcripts",
    parts.map((part, index) => ({ interviewId, userId, part: index, turns: part })),
  );
  const held = await rows.list("mock_interview_transcripts", { interviewId });
  const surplus = held.filter((row) => row.part >= parts.length).map((row) => [interviewId, row.part] as const);
  if (surplus.length > 0) await rows.remove("mock_interview_transcripts", surplus);
}

/**
 * What was said so far, saved while the call runs: a session that drops keeps it. Only a live
 * interview of the user's takes it (D1 says so); the browser sends the whole transcript each time,
 * so a repeat is harmless.
 */
export async function saveTranscript(db: Database, rows: TranscriptRows, userId: string, interviewId: string, transcript: TranscriptTurn[]) {
  const live = await db
    .select({ id: mockInterviews.id })
    .from(mockInterviews)
    .where(and(eq(mockInterviews.id, interviewId), eq(mockInterviews.userId, userId), eq(mockInterviews.status, "live")));
  if (live.length === 0) return false;
  await keepTranscript(rows, userId, interviewId, transcript);
  return true;
}
