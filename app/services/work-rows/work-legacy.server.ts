import { and, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import {
  mockInterviewDebriefs,
  mockInterviews,
  recommenderBriefTexts,
  recommenderBriefs,
  schoolSubmissionSnapshots,
  schoolSubmissions,
} from "../../../db/schema";
import { SNAPSHOT_KEPT_APART } from "~/domain/submissions/snapshot";

// Work rows an older release kept in a column of another D1 row: a mock interview's debrief, in
// mock_interviews.debrief, what a school was sent, in school_submissions.snapshot, and a
// recommender's brief's text, on recommender_briefs (whose job state stays there). Before a
// move reads the work tables, one D1 batch lifts the user's into their own tables
// (mock_interview_debriefs, school_submission_snapshots, recommender_brief_texts) and empties the
// columns where that table now holds the row's copy (a debrief to null; a snapshot, whose column
// is NOT NULL for the release before this one, to the empty marker; a brief's text to its
// defaults, its job state and time kept), so the move (work-move.server.ts) takes them as
// any row: copied, read back, compared, only then deleted. Until then readers fall back to the
// column (interviews.server.ts, sent-copies.server.ts, brief-texts.server.ts).

const debriefHeld = (userId: string) => and(eq(mockInterviews.userId, userId), isNotNull(mockInterviews.debrief));

// A copy still on the row: anything but the marker (a real copy always holds an essay or an answer).
const snapshotOnRow = sql`NOT (json_array_length(${schoolSubmissions.snapshot}, '$.essays') = 0 AND json_array_length(${schoolSubmissions.snapshot}, '$.answers') = 0)`;
const snapshotHeld = (userId: string) => and(eq(schoolSubmissions.userId, userId), snapshotOnRow);

function debriefLift(db: Database, userId: string) {
  const debriefs = mockInterviewDebriefs;
  const lifted = db
    .insert(debriefs)
    .select(
      db
        .select({ interviewId: mockInterviews.id, userId: mockInterviews.userId, debrief: sql<string>`${mockInterviews.debrief}`.as("debrief") })
        .from(mockInterviews)
        .where(debriefHeld(userId)),
    )
    .onConflictDoNothing();
  const inTable = sql`EXISTS (SELECT 1 FROM ${debriefs} WHERE ${debriefs.interviewId} = ${mockInterviews.id} AND ${debriefs.userId} = ${userId})`;
  const emptied = db
    .update(mockInterviews)
    .set({ debrief: null })
    .where(and(debriefHeld(userId), inTable));
  return [lifted, emptied] as const;
}

function snapshotLift(db: Database, userId: string) {
  const kept = schoolSubmissionSnapshots;
  const lifted = db
    .insert(kept)
    .select(
      db
        .select({ submissionId: schoolSubmissions.id, userId: schoolSubmissions.userId, snapshot: sql<string>`${schoolSubmissions.snapshot}`.as("snapshot") })
        .from(schoolSubmissions)
        .where(snapshotHeld(userId)),
    )
    .onConflictDoNothing();
  const inTable = sql`EXISTS (SELECT 1 FROM ${kept} WHERE ${kept.submissionId} = ${schoolSubmissions.id} AND ${kept.userId} = ${userId})`;
  const emptied = db
    .update(schoolSubmissions)
    .set({ snapshot: SNAPSHOT_KEPT_APART })
    .where(and(snapshotHeld(userId), inTable));
  return [lifted, emptied] as const;
}

// A brief's text still on its row: anything but the defaults a job's row starts with.
const briefOnRow = or(ne(recommenderBriefs.content, ""), isNotNull(recommenderBriefs.origin), isNotNull(recommenderBriefs.editedAt));
const briefHeld = (userId: string) => and(eq(recommenderBriefs.userId, userId), briefOnRow);

function briefLift(db: Database, userId: string) {
  const texts = recommenderBriefTexts;
  const b = recommenderBriefs;
  const lifted = db
    .insert(texts)
    .select(
      db
        .select({
          recommenderId: b.recommenderId,
          userId: b.userId,
          content: b.content,
          origin: b.origin,
          promptVersion: b.promptVersion,
          droppedPassages: b.droppedPassages,
          editedAt: b.editedAt,
          updatedAt: b.updatedAt,
        })
        .from(b)
        .where(briefHeld(userId)),
    )
    .onConflictDoNothing();
  const inTable = sql`EXISTS (SELECT 1 FROM ${texts} WHERE ${texts.recommenderId} = ${b.recommenderId} AND ${texts.userId} = ${userId})`;
  // The row's time stays: it dates the job (a job queued too long ago reads as failed).
  const emptied = db
    .update(b)
    .set({ content: "", origin: null, promptVersion: null, droppedPassages: 0, editedAt: null, updatedAt: sql`${b.updatedAt}` })
    .where(and(briefHeld(userId), inTable));
  return [lifted, emptied] as const;
}

/** Lifts the user's debriefs, sent copies and briefs' texts still kept on their parent rows into their tables (atomic: one batch). */
export async function liftLegacyRows(db: Database, userId: string) {
  await db.batch([...debriefLift(db, userId), ...snapshotLift(db, userId), ...briefLift(db, userId)]);
}

/** Applicants with a debrief, a sent copy or a brief's text still on its parent's row, for the hourly move (a bounded batch of them). */
export async function usersWithLegacyRows(db: Database, limit: number): Promise<string[]> {
  const [debriefs, snapshots, briefs] = await db.batch([
    db.selectDistinct({ userId: mockInterviews.userId }).from(mockInterviews).where(isNotNull(mockInterviews.debrief)).limit(limit),
    db.selectDistinct({ userId: schoolSubmissions.userId }).from(schoolSubmissions).where(snapshotOnRow).limit(limit),
    db.selectDistinct({ userId: recommenderBriefs.userId }).from(recommenderBriefs).where(briefOnRow).limit(limit),
  ]);
  return [...new Set([...debriefs, ...snapshots, ...briefs].map((row) => row.userId))].slice(0, limit);
}
