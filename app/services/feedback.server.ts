import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { essayFeedback, essaySubmissions, feedbackJobs, resumeData, resumeFeedback } from "../../db/schema";
import { decide } from "~/domain/entitlements";
import type { StoredFeedbackItem } from "~/domain/feedback-items";
import { entitlementsToSpend } from "./entitlements.server";
import { getEssay } from "./essays.server";
import { batchedRead } from "../../db/read-batching";

export type { StoredFeedbackItem };

// A job still queued or generating after this long is treated as lost, so a new request can start.
const STUCK_AFTER_MS = 5 * 60_000;

export type FeedbackTarget = { kind: "essay"; essayId: string } | { kind: "resume" };
export type FeedbackRequestOutcome =
  | { ok: true; jobId: string; status: string }
  | { ok: false; reason: "not_found" | "empty" }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

/**
 * Records a feedback job and queues a message with ids only. While a job for the same essay (or
 * resume) is still running, that job is returned instead of starting a duplicate.
 */
export async function requestFeedback(db: Database, queue: Queue, userId: string, target: FeedbackTarget): Promise<FeedbackRequestOutcome> {
  // Feedback runs the model: a plan or a live trial is needed (a failed read refuses).
  const decision = decide(await entitlementsToSpend(db, userId), "feedback");
  let revision = 0;
  if (target.kind === "essay") {
    const essay = await getEssay(db, userId, target.essayId);
    if (!essay) return { ok: false, reason: "not_found" };
    if (!decision.allowed) return { ok: false, reason: "expired", code: decision.code === "trial_expired" ? "trial_expired" : "plan_required" };
    if (!essay.essayContent.trim()) return { ok: false, reason: "empty" };
    revision = essay.revision;
  } else {
    if (!decision.allowed) return { ok: false, reason: "expired", code: decision.code === "trial_expired" ? "trial_expired" : "plan_required" };
    const resume = await db.select().from(resumeData).where(eq(resumeData.userId, userId)).get();
    if (!resume?.content.trim()) return { ok: false, reason: "empty" };
    revision = resume.updatedAt.getTime();
  }
  const running = await db
    .select({ id: feedbackJobs.id, status: feedbackJobs.status })
    .from(feedbackJobs)
    .where(
      and(
        eq(feedbackJobs.userId, userId),
        eq(feedbackJobs.target, target.kind),
        target.kind === "essay" ? eq(feedbackJobs.essayId, target.essayId) : undefined,
        inArray(feedbackJobs.status, ["queued", "generating"]),
        gt(feedbackJobs.updatedAt, new Date(Date.now() - STUCK_AFTER_MS)),
      ),
    )
    .orderBy(desc(feedbackJobs.createdAt))
    .get();
  if (running) return { ok: true, jobId: running.id, status: running.status };
  const [job] = await db
    .insert(feedbackJobs)
    .values({ userId, target: target.kind, essayId: target.kind === "essay" ? target.essayId : null, contentRevision: revision })
    .returning({ id: feedbackJobs.id, status: feedbackJobs.status });
  await queue.send({ jobId: job!.id, userId });
  return { ok: true, jobId: job!.id, status: job!.status };
}

/** A job of the user's, with its result once done. Null for anyone else's. */
export async function jobStatus(db: Database, userId: string, jobId: string) {
  const job = await db
    .select()
    .from(feedbackJobs)
    .where(and(eq(feedbackJobs.id, jobId), eq(feedbackJobs.userId, userId)))
    .get();
  if (!job) return null;
  const items =
    job.status !== "done"
      ? null
      : job.essayId
        ? ((await essayFeedbackFor(db, userId, job.essayId))?.items ?? [])
        : ((await resumeFeedbackFor(db, userId)) ?? []);
  const timing = {
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    completedAt: job.completedAt?.toISOString() ?? null,
  };
  return { id: job.id, status: job.status, error: job.error, items, timing };
}

/** The query for the feedback on one of the user's essays (for a caller that batches it). */
export function essayFeedbackQuery(db: Database, userId: string, essayId: string) {
  return db
    .select()
    .from(essayFeedback)
    .where(and(eq(essayFeedback.essayId, essayId), eq(essayFeedback.userId, userId)));
}

/** The feedback essayFeedbackQuery found, or null. */
export function essayFeedbackOf(row: typeof essayFeedback.$inferSelect | undefined) {
  return row ? { items: row.feedbackData as StoredFeedbackItem[], overall: row.overallNote, essayRevision: row.essayRevision } : null;
}

export async function essayFeedbackFor(db: Database, userId: string, essayId: string) {
  const [row] = await batchedRead(db, essayFeedbackQuery(db, userId, essayId));
  return essayFeedbackOf(row);
}

export async function resumeFeedbackFor(db: Database, userId: string) {
  const [row] = await batchedRead(db, db.select().from(resumeFeedback).where(eq(resumeFeedback.userId, userId)));
  return row ? (row.feedbackData as StoredFeedbackItem[]) : null;
}

/** Removes one item (Resolve). False when there is no such feedback for this user. */
export function resolveItem(db: Database, userId: string, target: FeedbackTarget, itemId: string): Promise<boolean> {
  return resolveItems(db, userId, target, [itemId]);
}

/** Removes the items (Resolve, or fixes applied and now saved). False when there is no such feedback for this user. */
export async function resolveItems(db: Database, userId: string, target: FeedbackTarget, itemIds: readonly string[]): Promise<boolean> {
  const items = target.kind === "essay" ? (await essayFeedbackFor(db, userId, target.essayId))?.items : await resumeFeedbackFor(db, userId);
  if (!items) return false;
  const gone = new Set(itemIds);
  const left = items.filter((item) => !gone.has(item.id));
  if (target.kind === "essay") {
    await db
      .update(essayFeedback)
      .set({ feedbackData: left, updatedAt: new Date() })
      .where(and(eq(essayFeedback.essayId, target.essayId), eq(essayFeedback.userId, userId)));
  } else {
    await db.update(resumeFeedback).set({ feedbackData: left, updatedAt: new Date() }).where(eq(resumeFeedback.userId, userId));
  }
  return true;
}

/** Deletes all feedback (Clear). False when the essay is not the user's (the route answers 404). */
export async function clearFeedback(db: Database, userId: string, target: FeedbackTarget): Promise<boolean> {
  if (target.kind === "resume") {
    await db.delete(resumeFeedback).where(eq(resumeFeedback.userId, userId));
    return true;
  }
  const [essay] = await db.batch([
    db
      .select({ id: essaySubmissions.id })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.id, target.essayId), eq(essaySubmissions.userId, userId))),
    db.delete(essayFeedback).where(and(eq(essayFeedback.essayId, target.essayId), eq(essayFeedback.userId, userId))),
  ]);
  return essay.length === 1;
}
