import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions, mockInterviews } from "../../../db/schema";
import { formatDate } from "~/domain/deadlines/dates";
import { REFLECTION_DUE_MS, reflectionTitle } from "~/domain/interviews/reflection";
import { loadInterviewFormat } from "./interview-formats.server";
import { getInterview } from "./interviews.server";

// The post-interview reflection HBS asks for within 24 hours (#32), written in the essay editor as
// an essay of its own (saves over a revision, versions, the essay's limits), due a day after the
// interview ended. One per interview: a second press opens the same essay.
export async function startReflection(db: Database, userId: string, interviewId: string) {
  const interview = await getInterview(db, userId, interviewId);
  if (!interview || interview.status !== "ended" || !interview.endedAt) return null;
  if (interview.reflectionEssayId) return interview.reflectionEssayId;
  const format = await loadInterviewFormat(db, interview.formatId);
  if (format?.kind !== "application-based") return null;
  const essayId = crypto.randomUUID();
  const school = interview.school ?? "Harvard Business School";
  const [, claimed] = await db.batch([
    db
      .insert(essaySubmissions)
      .values({ id: essayId, userId, school, essayTitle: reflectionTitle(formatDate(interview.endedAt, "dateTime", "UTC")), wordCount: 0, characterCount: 0 })
      .onConflictDoNothing(),
    db
      .update(mockInterviews)
      .set({ reflectionEssayId: essayId, reflectionDueAt: new Date(interview.endedAt.getTime() + REFLECTION_DUE_MS) })
      .where(and(eq(mockInterviews.id, interviewId), eq(mockInterviews.userId, userId), isNull(mockInterviews.reflectionEssayId)))
      .returning({ id: mockInterviews.id }),
  ]);
  if (claimed.length) return essayId;
  // Another press won: drop this one's essay if it was written, and open the winner's.
  await db.delete(essaySubmissions).where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId)));
  return (await getInterview(db, userId, interviewId))?.reflectionEssayId ?? null;
}

/** The interview an essay is the reflection of, with its due time (none for any other essay): for the essay page's batch. */
export function reflectionOfEssayQuery(db: Database, userId: string, essayId: string) {
  return db
    .select({ interviewId: mockInterviews.id, dueAt: mockInterviews.reflectionDueAt })
    .from(mockInterviews)
    .where(and(eq(mockInterviews.reflectionEssayId, essayId), eq(mockInterviews.userId, userId)))
    .limit(1);
}
