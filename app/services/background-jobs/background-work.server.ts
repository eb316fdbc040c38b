import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { deadLetters, feedbackJobStatuses, feedbackJobs, stripeEventFailures, stripeEvents, trialSweepRuns } from "../../../db/schema";
import { type BackgroundWorkReport, type DeadLetterSubject, type FeedbackJobStatus, percentiles } from "~/domain/platform/background-work";

// What /admin/work reads, and the records the background work writes for it (the trial sweep's
// runs, the Stripe events that could not be applied). See docs/operations.md, "Background work".

const DAY_MS = 86_400_000;
const RECENT = 20;
const DEAD_LETTERS_SHOWN = 50;
// The latency figures read one row per job of the last day; past this many they cover the newest.
const LATENCY_ROWS = 10_000;
const ERROR_LENGTH = 500;

/** Everything the page shows, read in one D1 round trip. */
export async function backgroundWorkReport(db: Database, now: Date): Promise<BackgroundWorkReport> {
  const since = new Date(now.getTime() - DAY_MS);
  const lastDay = gte(feedbackJobs.createdAt, since);
  const [counts, timings, failures, letters, sweeps, events, eventFailures] = await db.batch([
    db.select({ status: feedbackJobs.status, jobs: count() }).from(feedbackJobs).where(lastDay).groupBy(feedbackJobs.status),
    db
      .select({ createdAt: feedbackJobs.createdAt, startedAt: feedbackJobs.startedAt, completedAt: feedbackJobs.completedAt, status: feedbackJobs.status })
      .from(feedbackJobs)
      .where(and(lastDay, isNotNull(feedbackJobs.startedAt)))
      .orderBy(desc(feedbackJobs.createdAt))
      .limit(LATENCY_ROWS),
    db
      .select({ id: feedbackJobs.id, target: feedbackJobs.target, error: feedbackJobs.error, attempts: feedbackJobs.attempts, at: feedbackJobs.updatedAt })
      .from(feedbackJobs)
      .where(and(lastDay, eq(feedbackJobs.status, "failed")))
      .orderBy(desc(feedbackJobs.updatedAt))
      .limit(RECENT),
    db
      // The job's columns are renamed: D1 returns rows keyed by column name, and both tables have a status.
      .select({
        letter: deadLetters,
        target: sql<string | null>`${feedbackJobs.target}`.as("job_target"),
        jobStatus: sql<string | null>`${feedbackJobs.status}`.as("job_status"),
      })
      .from(deadLetters)
      .leftJoin(feedbackJobs, and(eq(deadLetters.queue, "scout-feedback"), eq(feedbackJobs.id, sql`json_extract(${deadLetters.body}, '$.jobId')`)))
      // Waiting first (what needs a decision), then the handled ones; newest first within each.
      .orderBy(sql`${deadLetters.status} <> 'waiting'`, desc(deadLetters.createdAt))
      .limit(DEAD_LETTERS_SHOWN),
    db.select().from(trialSweepRuns).orderBy(desc(trialSweepRuns.createdAt)).limit(RECENT),
    db
      .select({ id: stripeEvents.id, type: stripeEvents.type, outcome: stripeEvents.outcome, at: stripeEvents.processedAt })
      .from(stripeEvents)
      .orderBy(desc(stripeEvents.processedAt))
      .limit(RECENT),
    db.select().from(stripeEventFailures).orderBy(desc(stripeEventFailures.createdAt)).limit(RECENT),
  ]);

  const byStatus = Object.fromEntries(feedbackJobStatuses.map((status) => [status, 0])) as Record<FeedbackJobStatus, number>;
  for (const row of counts) byStatus[row.status] = row.jobs;
  const waits = timings.map((row) => row.startedAt!.getTime() - row.createdAt.getTime());
  const totals = timings.filter((row) => row.status === "done" && row.completedAt).map((row) => row.completedAt!.getTime() - row.createdAt.getTime());

  return {
    since: since.toISOString(),
    feedback: {
      counts: byStatus,
      queueWait: percentiles(waits),
      total: percentiles(totals),
      failures: failures.map((row) => ({ ...row, at: row.at.toISOString() })),
    },
    deadLetters: letters.map(({ letter, target, jobStatus }) => ({
      id: letter.id,
      queue: letter.queue,
      subject: subjectOf(letter.queue, letter.body, target, jobStatus),
      attempts: letter.attempts,
      status: letter.status,
      createdAt: letter.createdAt.toISOString(),
      handledBy: letter.handledBy,
      handledAt: letter.handledAt?.toISOString() ?? null,
    })),
    sweeps: sweeps.map((run) => ({
      id: run.id,
      cron: run.cron,
      scheduledAt: run.scheduledAt.toISOString(),
      expired: run.expired,
      reminders: run.reminders,
      expiryNotices: run.expiryNotices,
      durationMs: run.durationMs,
      error: run.error,
    })),
    stripe: {
      events: events.map((row) => ({ ...row, at: row.at.toISOString() })),
      failures: eventFailures.map((row) => ({ id: row.id, eventId: row.eventId, type: row.type, error: row.error, at: row.createdAt.toISOString() })),
    },
  };
}

function subjectOf(queue: string, body: unknown, target: string | null, jobStatus: string | null): DeadLetterSubject {
  const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (queue === "scout-feedback" && typeof fields.jobId === "string") return { kind: "feedback", jobId: fields.jobId, target, jobStatus };
  if (queue === "scout-email" && typeof fields.kind === "string") return { kind: "email", mail: fields.kind };
  return { kind: "unknown" };
}

/** An error as stored for operators: its message, cut short (never a request's payload). */
export function errorSummary(error: unknown) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_LENGTH);
}

export type SweepRun = { cron: string; scheduledAt: Date; expired: number; reminders: number; expiryNotices: number; durationMs: number; error: string | null };

/** One run of the trial sweep, as the cron handler saw it. */
export async function recordTrialSweepRun(db: Database, run: SweepRun) {
  await db.insert(trialSweepRuns).values(run);
}

/** A Stripe event that could not be applied (Stripe delivers it again). */
export async function recordStripeEventFailure(db: Database, failure: { eventId: string; type: string; error: unknown }) {
  await db.insert(stripeEventFailures).values({ eventId: failure.eventId, type: failure.type, error: errorSummary(failure.error) });
}
