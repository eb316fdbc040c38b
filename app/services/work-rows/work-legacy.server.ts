import { and, eq, isNotNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
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

/** One column an older release kept on its parent row, and the table that now holds it. */
interface LegacyColumn {
  /** The parent row's table, its id and its owner. */
  parent: SQLiteTable;
  parentId: AnySQLiteColumn;
  parentUserId: AnySQLiteColumn;
  /** True while the parent row still holds its copy. */
  onRow: SQL;
  /** The table that holds the copy now, keyed by the parent's id and the owner. */
  table: SQLiteTable;
  tableParentId: AnySQLiteColumn;
  tableUserId: AnySQLiteColumn;
  /** The new row's columns, read from the parent row. */
  copied: Record<string, AnySQLiteColumn | SQL.Aliased>;
  /** What the parent row keeps once the table holds its copy. */
  emptied: Record<string, unknown>;
}

const debriefs: LegacyColumn = {
  parent: mockInterviews,
  parentId: mockInterviews.id,
  parentUserId: mockInterviews.userId,
  onRow: isNotNull(mockInterviews.debrief),
  table: mockInterviewDebriefs,
  tableParentId: mockInterviewDebriefs.interviewId,
  tableUserId: mockInterviewDebriefs.userId,
  copied: { interviewId: mockInterviews.id, userId: mockInterviews.userId, debrief: sql<string>`${mockInterviews.debrief}`.as("debrief") },
  emptied: { debrief: null },
};

// A copy still on the row: anything but the marker (a real copy always holds an essay or an answer).
const snapshots: LegacyColumn = {
  parent: schoolSubmissions,
  parentId: schoolSubmissions.id,
  parentUserId: schoolSubmissions.userId,
  onRow: sql`NOT (json_array_length(${schoolSubmissions.snapshot}, '$.essays') = 0 AND json_array_length(${schoolSubmissions.snapshot}, '$.answers') = 0)`,
  table: schoolSubmissionSnapshots,
  tableParentId: schoolSubmissionSnapshots.submissionId,
  tableUserId: schoolSubmissionSnapshots.userId,
  copied: { submissionId: schoolSubmissions.id, userId: schoolSubmissions.userId, snapshot: sql<string>`${schoolSubmissions.snapshot}`.as("snapshot") },
  emptied: { snapshot: SNAPSHOT_KEPT_APART },
};

// A brief's text still on its row: anything but the defaults a job's row starts with. Its job
// state stays, and so does the row's time: it dates the job (a job queued too long ago reads as failed).
const b = recommenderBriefs;
const briefTexts: LegacyColumn = {
  parent: b,
  parentId: b.recommenderId,
  parentUserId: b.userId,
  onRow: or(ne(b.content, ""), isNotNull(b.origin), isNotNull(b.editedAt)) as SQL,
  table: recommenderBriefTexts,
  tableParentId: recommenderBriefTexts.recommenderId,
  tableUserId: recommenderBriefTexts.userId,
  copied: {
    recommenderId: b.recommenderId,
    userId: b.userId,
    content: b.content,
    origin: b.origin,
    promptVersion: b.promptVersion,
    droppedPassages: b.droppedPassages,
    editedAt: b.editedAt,
    updatedAt: b.updatedAt,
  },
  emptied: { content: "", origin: null, promptVersion: null, droppedPassages: 0, editedAt: null, updatedAt: sql`${b.updatedAt}` },
};

/** The two statements that lift one user's copies of one column: insert them into the table, then empty the rows the table now holds. */
function lift(db: Database, userId: string, column: LegacyColumn) {
  const held = and(eq(column.parentUserId, userId), column.onRow);
  const lifted = db.insert(column.table).select(db.select(column.copied).from(column.parent).where(held)).onConflictDoNothing();
  const inTable = sql`EXISTS (SELECT 1 FROM ${column.table} WHERE ${column.tableParentId} = ${column.parentId} AND ${column.tableUserId} = ${userId})`;
  const emptied = db.update(column.parent).set(column.emptied).where(and(held, inTable));
  return [lifted, emptied] as const;
}

/** Lifts the user's debriefs, sent copies and briefs' texts still kept on their parent rows into their tables (atomic: one batch). */
export async function liftLegacyRows(db: Database, userId: string) {
  await db.batch([...lift(db, userId, debriefs), ...lift(db, userId, snapshots), ...lift(db, userId, briefTexts)]);
}

/** Applicants with a debrief, a sent copy or a brief's text still on its parent's row, for the hourly move (a bounded batch of them). */
export async function usersWithLegacyRows(db: Database, limit: number): Promise<string[]> {
  const holders = (column: LegacyColumn) =>
    db
      .selectDistinct({ userId: sql<string>`${column.parentUserId}` })
      .from(column.parent)
      .where(column.onRow)
      .limit(limit);
  const found = await db.batch([holders(debriefs), holders(snapshots), holders(briefTexts)]);
  return [...new Set(found.flat().map((row) => row.userId))].slice(0, limit);
}
