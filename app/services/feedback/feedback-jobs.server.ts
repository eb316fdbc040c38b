import { and, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../../db/client";
import { essaySubmissions, feedbackJobs } from "../../../db/schema";
import type { WorkRows } from "../work-rows/work-rows.server";
import type { PromptVersions } from "../prompts/ai-prompts.server";
import type { StoredFeedbackItem } from "~/domain/feedback/feedback-items";

export type FeedbackJob = typeof feedbackJobs.$inferSelect;

// A job still queued or generating after this long is treated as lost, so a new request can start.
const STUCK_AFTER_MS = 5 * 60_000;
const RUNNING = ["queued", "generating"] as const;

/**
 * Opens a feedback job for an essay (or the resume) unless one is already running, in one atomic
 * batch: a lost job is failed first, then the new one is inserted, and the database's partial
 * unique index (one running job per target, db/schema/feedback.ts) turns every concurrent
 * request but one into a no-op. Returns the running job, and whether this request created it.
 */
export async function openFeedbackJob(db: Database, userId: string, target: { essayId: string | null }, contentRevision: number) {
  const sameTarget = and(
    eq(feedbackJobs.userId, userId),
    eq(feedbackJobs.target, target.essayId ? "essay" : "resume"),
    target.essayId ? eq(feedbackJobs.essayId, target.essayId) : isNull(feedbackJobs.essayId),
    inArray(feedbackJobs.status, [...RUNNING]),
  );
  const now = new Date();
  const [, inserted, running] = await db.batch([
    db
      .update(feedbackJobs)
      .set({ status: "failed", error: "The feedback took too long. Please try again.", completedAt: now, updatedAt: now })
      .where(and(sameTarget, lt(feedbackJobs.updatedAt, new Date(now.getTime() - STUCK_AFTER_MS)))),
    db
      .insert(feedbackJobs)
      .values({ userId, target: target.essayId ? "essay" : "resume", essayId: target.essayId, contentRevision })
      .onConflictDoNothing()
      .returning({ id: feedbackJobs.id }),
    db.select({ id: feedbackJobs.id, status: feedbackJobs.status }).from(feedbackJobs).where(sameTarget).orderBy(desc(feedbackJobs.createdAt)).limit(1),
  ]);
  const job = running[0];
  if (!job) throw new Error("A feedback job was neither created nor found running");
  return { job, created: inserted[0]?.id === job.id };
}

/**
 * Takes a job for generation and counts the attempt. Returns null when there is nothing to do:
 * no such job for this user, or it already finished (a duplicate delivery of its message).
 */
export async function claimFeedbackJob(db: Database, jobId: string, userId: string): Promise<FeedbackJob | null> {
  const claimed = await db
    .update(feedbackJobs)
    .set({
      status: "generating",
      attempts: sql`${feedbackJobs.attempts} + 1`,
      startedAt: sql`coalesce(${feedbackJobs.startedAt}, ${Date.now()})`,
      updatedAt: new Date(),
    })
    .where(and(eq(feedbackJobs.id, jobId), eq(feedbackJobs.userId, userId), inArray(feedbackJobs.status, ["queued", "generating"])))
    .returning();
  return claimed[0] ?? null;
}

export async function essayForJob(db: Database, job: FeedbackJob) {
  if (!job.essayId) return null;
  return db
    .select()
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.id, job.essayId), eq(essaySubmissions.userId, job.userId)))
    .get();
}

/** The resume a job is about, from the applicant's object (where it is kept). */
export async function resumeForJob(rows: WorkRows, job: FeedbackJob) {
  return rows.get("resume_data", [job.userId]);
}

/**
 * Stores the resume's items and finishes the job in one atomic batch, with the versions of the AI
 * prompts the run sent (null when no AI was asked).
 */
/** What a run asked of the model: the prompt versions and the model, so any result can be traced (null: no AI asked). */
export type FeedbackRun = { promptVersions: PromptVersions; model: string };

const finishedJob = (db: Database, job: FeedbackJob, run: FeedbackRun | null, now: Date) =>
  db
    .update(feedbackJobs)
    .set({ status: "done", error: null, completedAt: now, updatedAt: now, promptVersions: run?.promptVersions ?? null, model: run?.model ?? null })
    .where(eq(feedbackJobs.id, job.id));

export async function completeResumeFeedbackJob(db: Database, rows: WorkRows, job: FeedbackJob, items: StoredFeedbackItem[], run: FeedbackRun | null = null) {
  const now = new Date();
  // Kept first: a job finished with its items lost would never run again; items kept and the job
  // left running are written again, the same way, by the retry.
  await rows.put("resume_feedback", [{ userId: job.userId, feedbackData: items, createdAt: now, updatedAt: now }]);
  await finishedJob(db, job, run, now);
}

/**
 * Stores the items and the overall note in the applicant's work rows, then finishes the job with
 * what the run asked of the model and its disclosure log entry (one D1 batch).
 */
export async function completeEssayFeedbackJob(
  db: Database,
  rows: WorkRows,
  job: FeedbackJob,
  essayRevision: number,
  { items, overall }: { items: StoredFeedbackItem[]; overall: string | null },
  run: FeedbackRun | null = null,
  /** The disclosure log's entry for the run, written in the same batch. */
  logged: BatchItem<"sqlite"> | null = null,
) {
  if (!job.essayId) throw new Error("An essay feedback job needs an essay");
  const now = new Date();
  const existing = await rows.get("essay_feedback", [job.essayId]);
  await rows.put("essay_feedback", [
    {
      essayId: job.essayId,
      userId: job.userId,
      feedbackData: items,
      overallNote: overall,
      essayRevision,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    },
  ]);
  await db.batch([finishedJob(db, job, run, now), ...(logged ? [logged] : [])]);
}

export async function failFeedbackJob(db: Database, jobId: string, userId: string, message: string) {
  await failFeedbackJobQuery(db, jobId, userId, message);
}

/** The same, as a query for a batch (the dead-letter consumer records the letter with it). */
export function failFeedbackJobQuery(db: Database, jobId: string, userId: string, message: string) {
  return (
    db
      .update(feedbackJobs)
      .set({ status: "failed", error: message, completedAt: new Date(), updatedAt: new Date() })
      // A job that finished stays finished: a late dead letter never turns it into a failure.
      .where(and(eq(feedbackJobs.id, jobId), eq(feedbackJobs.userId, userId), ne(feedbackJobs.status, "done")))
  );
}
