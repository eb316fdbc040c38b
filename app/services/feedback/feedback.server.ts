import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions, feedbackJobs } from "../../../db/schema";
import { decide, expiredRefusal } from "~/domain/billing/entitlements";
import type { StoredFeedbackItem } from "~/domain/feedback/feedback-items";
import { AI_UNAVAILABLE_MESSAGE, type AiBudgetCounter, aiBudgetMessage } from "~/domain/billing/usage-limits";
import { startAiCall } from "../billing/ai-budget.server";
import { entitlementsToSpend } from "../billing/entitlements.server";
import { getEssay } from "../essays/essays.server";
import { type VersionBodyReader, withVersionBody } from "../essays/version-bodies.server";
import { failFeedbackJob, openFeedbackJob } from "./feedback-jobs.server";
import type { WorkRows } from "../work-rows/work-rows.server";
import type { WorkRow } from "../work-rows/work-tables.server";

export type FeedbackTarget = { kind: "essay"; essayId: string } | { kind: "resume" };
export type FeedbackRequestOutcome =
  | { ok: true; jobId: string; status: string }
  | { ok: false; reason: "not_found" | "empty" | "ai_unavailable" }
  | { ok: false; reason: "ai_budget"; limit: number }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

// Asking for feedback, here; the run itself is the queue's job, off the request:
// background-jobs/feedback-runs.server.ts (the model), checks/essay-checks.server.ts (the writing,
// wrong-school and cross-school checks run with it).

/**
 * Records a feedback job and queues a message with ids only. While a job for the same essay (or
 * resume) is still running, that job is returned instead of starting a duplicate (the database
 * holds one running job per target). A new job is one model call from today's AI budget.
 */
export async function requestFeedback(
  db: Database,
  queue: Queue,
  budget: AiBudgetCounter,
  object: { versionBodies: VersionBodyReader; workRows: WorkRows },
  userId: string,
  target: FeedbackTarget,
  /** Where this request's D1 session stands (past the job's row): the run reads from there. */
  bookmark: () => string | null = () => null,
): Promise<FeedbackRequestOutcome> {
  // Feedback runs the model: a plan or a live trial is needed (a failed read refuses).
  const entitlements = await entitlementsToSpend(db, userId);
  const decision = decide(entitlements, "feedback");
  let revision = 0;
  if (target.kind === "essay") {
    const found = await getEssay(db, userId, target.essayId);
    if (!found) return { ok: false, reason: "not_found" };
    if (!decision.allowed) return expiredRefusal(decision);
    // The newest version's text and revision are in the user's object (docs/scale.md step 3).
    const essay = (await withVersionBody(object.versionBodies, found, "essayContent"))!;
    if (!essay.essayContent.trim()) return { ok: false, reason: "empty" };
    revision = essay.revision;
  } else {
    if (!decision.allowed) return expiredRefusal(decision);
    // The resume is kept with the applicant's work, in their object.
    const resume = await object.workRows.get("resume_data", [userId]);
    if (!resume?.content.trim()) return { ok: false, reason: "empty" };
    revision = resume.updatedAt.getTime();
  }
  const { job, created } = await openFeedbackJob(db, userId, { essayId: target.kind === "essay" ? target.essayId : null }, revision);
  if (!created) return { ok: true, jobId: job.id, status: job.status };
  // Counted once the job is ours, so the requests that found it running spend nothing. A job
  // refused here is failed before its message is sent: nothing ever asks the model for it.
  const started = await startAiCall(budget, entitlements, "feedback");
  if (!started.ok) {
    const refusal = started.reason === "ai_budget" ? aiBudgetMessage(started.limit) : AI_UNAVAILABLE_MESSAGE;
    await failFeedbackJob(db, job.id, userId, refusal);
    return started.reason === "ai_budget" ? { ok: false, reason: "ai_budget", limit: started.limit } : { ok: false, reason: "ai_unavailable" };
  }
  try {
    const at = bookmark();
    await queue.send({ jobId: job.id, userId, ...(at ? { bookmark: at } : {}) });
  } catch (error) {
    await started.call.finish("not_asked");
    await failFeedbackJob(db, job.id, userId, AI_UNAVAILABLE_MESSAGE);
    throw error;
  }
  return { ok: true, jobId: job.id, status: job.status };
}

/** A job of the user's, with its result once done. Null for anyone else's. */
export async function jobStatus(db: Database, rows: WorkRows, userId: string, jobId: string) {
  const job = await db
    .select()
    .from(feedbackJobs)
    .where(and(eq(feedbackJobs.id, jobId), eq(feedbackJobs.userId, userId)))
    .get();
  if (!job) return null;
  const items =
    job.status !== "done" ? null : job.essayId ? ((await essayFeedbackFor(rows, job.essayId))?.items ?? []) : ((await resumeFeedbackFor(rows, userId)) ?? []);
  const timing = {
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    completedAt: job.completedAt?.toISOString() ?? null,
  };
  return { id: job.id, status: job.status, error: job.error, items, timing };
}

/** The feedback on one of the user's essays (their work rows: `rows` is always the user's own), or null. */
export async function essayFeedbackFor(rows: WorkRows, essayId: string) {
  return essayFeedbackOf(await rows.get("essay_feedback", [essayId]));
}

/** An essay's stored feedback as the editor shows it (for a caller that read the row with others). */
export const essayFeedbackOf = (row: WorkRow<"essay_feedback"> | null) =>
  row ? { items: row.feedbackData as StoredFeedbackItem[], overall: row.overallNote, essayRevision: row.essayRevision } : null;

export async function resumeFeedbackFor(rows: WorkRows, userId: string) {
  return resumeFeedbackOf(await rows.get("resume_feedback", [userId]));
}

export const resumeFeedbackOf = (row: WorkRow<"resume_feedback"> | null) => (row ? (row.feedbackData as StoredFeedbackItem[]) : null);

/** Writes a target's items in place of those it had (nothing when it has no feedback). */
export function writeFeedbackItems(rows: WorkRows, userId: string, target: FeedbackTarget, items: StoredFeedbackItem[]) {
  return target.kind === "essay"
    ? rows.update("essay_feedback", [target.essayId], { feedbackData: items })
    : rows.update("resume_feedback", [userId], { feedbackData: items });
}

/** Removes one item (Resolve). False when there is no such feedback for this user. */
export function resolveItem(rows: WorkRows, userId: string, target: FeedbackTarget, itemId: string): Promise<boolean> {
  return resolveItems(rows, userId, target, [itemId]);
}

/** Removes the items (Resolve, or fixes applied and now saved). False when there is no such feedback for this user. */
export async function resolveItems(rows: WorkRows, userId: string, target: FeedbackTarget, itemIds: readonly string[]): Promise<boolean> {
  const items = target.kind === "essay" ? (await essayFeedbackFor(rows, target.essayId))?.items : await resumeFeedbackFor(rows, userId);
  if (!items) return false;
  const gone = new Set(itemIds);
  await writeFeedbackItems(
    rows,
    userId,
    target,
    items.filter((item) => !gone.has(item.id)),
  );
  return true;
}

/** Deletes all feedback (Clear). False when the essay is not the user's (the route answers 404). */
export async function clearFeedback(db: Database, rows: WorkRows, userId: string, target: FeedbackTarget): Promise<boolean> {
  if (target.kind === "resume") {
    await rows.remove("resume_feedback", [[userId]]);
    return true;
  }
  const essay = await db
    .select({ id: essaySubmissions.id })
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.id, target.essayId), eq(essaySubmissions.userId, userId)))
    .get();
  if (!essay) return false;
  await rows.remove("essay_feedback", [[target.essayId]]);
  return true;
}
