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

/**
 * The end's mark: a part no transcript fills, written with the end's transcript in one step. A
 * save that found the interview live just before it ended must not land over what the end kept,
 * so a save writes nothing once the mark is there (the object checks and writes in one step).
 */
export const ENDED_PART = -1;
const endedMark = (interviewId: string) => [interviewId, ENDED_PART] as const;

/** The transcript the parts hold, turn after turn (the end's mark holds none). */
export const transcriptOf = (parts: readonly { part: number; turns: TranscriptTurn[] }[]): TranscriptTurn[] =>
  [...parts]
    .filter((part) => part.part !== ENDED_PART)
    .sort((a, b) => a.part - b.part)
    .flatMap((part) => part.turns);

export async function readTranscript(rows: Pick<WorkRows, "list">, interviewId: string): Promise<TranscriptTurn[]> {
  return transcriptOf(await rows.list("mock_interview_transcripts", { interviewId }));
}

/**
 * Replaces the interview's transcript with `turns`: every part written, then the parts past its end
 * removed. The end (`ended`) leaves its mark with the parts; a save writes and removes nothing once
 * the mark is there.
 */
export async function keepTranscript(rows: TranscriptRows, userId: string, interviewId: string, turns: readonly TranscriptTurn[], ended = false) {
  const parts = transcriptParts(turns).map((part, index) => ({ interviewId, userId, part: index, turns: part }));
  const mark = { interviewId, userId, part: ENDED_PART, turns: [] };
  const guard = ended ? {} : { unlessHeld: endedMark(interviewId) };
  await rows.put("mock_interview_transcripts", ended ? [...parts, mark] : parts, guard);
  const held = await rows.list("mock_interview_transcripts", { interviewId });
  const surplus = held.filter((row) => row.part >= parts.length).map((row) => [interviewId, row.part] as const);
  if (surplus.length > 0) await rows.remove("mock_interview_transcripts", surplus, guard);
}

/**
 * What was said so far, saved while the call runs: a session that drops keeps it. Only a live
 * interview of the user's takes it (D1 says so, and the end's mark is not there yet); the browser
 * sends the whole transcript each time, so a repeat is harmless.
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
