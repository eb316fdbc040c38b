import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { mockInterviews } from "../../../db/schema";
import { REFLECTION_DUE_MS } from "~/domain/interviews/reflection";
import { loadInterviewFormat } from "./interview-formats.server";
import { getInterview } from "./interviews.server";

// The practice reflection after an application-based mock interview: HBS asks for one within 24
// hours of the real interview, so the practice keeps one with the interview it follows, due a day
// after it ended. It is practice: never an essay of the application, never counted in a school's
// progress, and Scout offers no feedback or trim on it (the applicant writes it alone).

export type ReflectionOutcome =
  | { ok: true; revision: number }
  | { ok: false; reason: "not_found" | "not_offered" }
  | { ok: false; reason: "conflict"; current: { text: string; revision: number } };

/** Saves the reflection over the revision it was based on; a newer copy is a conflict, never overwritten. */
export async function saveReflection(db: Database, userId: string, interviewId: string, text: string, baseRevision: number): Promise<ReflectionOutcome> {
  const interview = await getInterview(db, userId, interviewId);
  if (!interview) return { ok: false, reason: "not_found" };
  const format = await loadInterviewFormat(db, interview.formatId);
  if (format?.kind !== "application-based" || interview.status !== "ended" || !interview.endedAt) return { ok: false, reason: "not_offered" };
  const [saved] = await db
    .update(mockInterviews)
    .set({
      reflection: text,
      reflectionRevision: sql`${mockInterviews.reflectionRevision} + 1`,
      reflectionDueAt: interview.reflectionDueAt ?? new Date(interview.endedAt.getTime() + REFLECTION_DUE_MS),
      updatedAt: new Date(),
    })
    .where(and(eq(mockInterviews.id, interviewId), eq(mockInterviews.userId, userId), eq(mockInterviews.reflectionRevision, baseRevision)))
    .returning({ revision: mockInterviews.reflectionRevision });
  if (saved) return { ok: true, revision: saved.revision };
  const current = await getInterview(db, userId, interviewId);
  return { ok: false, reason: "conflict", current: { text: current?.reflection ?? "", revision: current?.reflectionRevision ?? 0 } };
}
