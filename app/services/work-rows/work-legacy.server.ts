import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { mockInterviewDebriefs, mockInterviews } from "../../../db/schema";

// Work rows an older release kept in a column of another D1 row: a mock interview's debrief, in
// mock_interviews.debrief. Before a move reads the work tables, one D1 batch lifts the user's into
// their own table (mock_interview_debriefs) and empties the column where that table now holds the
// interview's debrief, so the move (work-move.server.ts) takes them as any row: copied, read back,
// compared, only then deleted. Until then readers fall back to the column (interviews.server.ts).

const held = (userId: string) => and(eq(mockInterviews.userId, userId), isNotNull(mockInterviews.debrief));

/** Lifts the user's debriefs still kept on their interviews' rows into their table (atomic: one batch). */
export async function liftLegacyRows(db: Database, userId: string) {
  const debriefs = mockInterviewDebriefs;
  const lifted = db
    .insert(debriefs)
    .select(
      db
        .select({ interviewId: mockInterviews.id, userId: mockInterviews.userId, debrief: sql<string>`${mockInterviews.debrief}`.as("debrief") })
        .from(mockInterviews)
        .where(held(userId)),
    )
    .onConflictDoNothing();
  const inTable = sql`EXISTS (SELECT 1 FROM ${debriefs} WHERE ${debriefs.interviewId} = ${mockInterviews.id} AND ${debriefs.userId} = ${userId})`;
  const emptied = db
    .update(mockInterviews)
    .set({ debrief: null })
    .where(and(held(userId), inTable));
  await db.batch([lifted, emptied]);
}

/** Applicants with a debrief still on an interview's row, for the hourly move (a bounded batch of them). */
export async function usersWithLegacyRows(db: Database, limit: number): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: mockInterviews.userId }).from(mockInterviews).where(isNotNull(mockInterviews.debrief)).limit(limit);
  return rows.map((row) => row.userId);
}
