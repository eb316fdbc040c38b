import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { essaySubmissions, schoolSubmissions } from "../../db/schema";
import { withSentCopies } from "../../app/services/work-rows/sent-copies.server";
import type { WorkRows } from "../../app/services/work-rows/work-rows.server";
import { userObjectClient } from "../../workers/user-object/client";
import { db } from "./helpers";

// An applicant's work rows (feedback, the writing checks' state) as the product reads and writes
// them: through their object, wherever the rows are kept (docs/scale.md step 3).
export const workRowsOf = (userId: string): WorkRows => userObjectClient(env.USER_OBJECT, userId).workRows;

/** The essay's stored feedback row, or null. */
export const essayFeedbackRow = (userId: string, essayId: string) => workRowsOf(userId).get("essay_feedback", [essayId]);

/** The essay's stored feedback row, its owner found from the essay (D1 keeps every essay's row). */
export async function feedbackOfEssay(essayId: string) {
  const essay = await db().select({ userId: essaySubmissions.userId }).from(essaySubmissions).where(eq(essaySubmissions.id, essayId)).get();
  return essay ? essayFeedbackRow(essay.userId, essayId) : null;
}

/** Feedback stored for an essay as a finished run stores it (tests that start from feedback already there). */
export async function storeEssayFeedback(
  userId: string,
  essayId: string,
  feedbackData: unknown[],
  fields: { essayRevision?: number; overallNote?: string | null } = {},
) {
  await workRowsOf(userId).put("essay_feedback", [{ essayId, userId, feedbackData, ...fields }]);
}

/** What a school was sent, as the product reads it: the object's copy, else the one on D1's row (before the move). */
export async function sentCopyOf(userId: string, submissionId: string) {
  const rows = await db()
    .select()
    .from(schoolSubmissions)
    .where(and(eq(schoolSubmissions.userId, userId), eq(schoolSubmissions.id, submissionId)));
  const [row] = await withSentCopies(workRowsOf(userId), rows);
  return row?.snapshot ?? null;
}
