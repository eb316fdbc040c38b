import { type SQL, and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { deadLetters, feedbackJobs, subscriptions, user } from "../../../db/schema";
import { emailMessageSchema } from "~/domain/platform/email-message";
import { type AdminActor, auditQuery } from "../platform/admin-audit.server";
import { reclaimDeadlineReminderQuery, releaseDeadlineReminderQuery } from "../deadlines/deadline-reminder-sweep.server";
import { letterClaimQuery, releaseLetterClaimQuery } from "../recommenders/letter-reminder-sweep.server";
import { releaseSeasonReminderQuery, seasonReminderClaimQuery } from "../offers/season-reminders.server";

// The messages every try of which failed (written by the dead-letter consumers), and what an
// admin does with them in /admin/work: retry (sent again to its queue, once) or discard.

/** The queues whose dead letters are kept, by the name of the queue the message failed on. */
export const retryableQueues = ["scout-feedback", "scout-email"] as const;
export type RetryableQueue = (typeof retryableQueues)[number];
export type RetryQueues = Record<RetryableQueue, Queue>;

/**
 * The row a dead-letter consumer writes, as a query for the same batch as what the consumer
 * already does (fail the job, release the e-mail's claim). A user deleted since is kept as null.
 */
export function deadLetterQuery(db: Database, letter: { queue: RetryableQueue; body: unknown; attempts: number | SQL; userId: string }) {
  return db.insert(deadLetters).values({
    queue: letter.queue,
    body: letter.body,
    attempts: letter.attempts,
    userId: sql`(select ${user.id} from ${user} where ${user.id} = ${letter.userId})`,
  });
}

const feedbackBodySchema = z.object({ jobId: z.string().min(1), userId: z.string().min(1) });

export type DeadLetterOutcome = { ok: true; queue: RetryableQueue; sent: boolean } | { ok: false; reason: "not_found" | "already_handled" | "not_sent" };

type Deps = { db: Database; queues: RetryQueues };

/**
 * Sends a dead letter to its queue again, exactly once however many clicks arrive together: the
 * status change is the claim (see claimQuery), and only the request whose batch applied it
 * sends. In that same batch a feedback job is put back to queued, so the user's page shows it
 * running and the consumer takes it again; an e-mail's sweep claim is taken back (a deadline
 * reminder's row is inserted again under its own id), so the hourly sweep does not send it a
 * second time. When that preparation finds nothing to do (the job finished or was deleted; the
 * sweep already queued the e-mail again), nothing is sent.
 */
export async function retryDeadLetter({ db, queues }: Deps, actor: AdminActor, id: string, requestId: string | null): Promise<DeadLetterOutcome> {
  const letter = await db.select().from(deadLetters).where(eq(deadLetters.id, id)).get();
  if (!letter || !isRetryableQueue(letter.queue)) return { ok: false, reason: "not_found" };
  if (letter.status !== "waiting") return { ok: false, reason: "already_handled" };
  const queue = letter.queue;
  const now = new Date();
  const audit = auditQuery(db, actor, auditEntry("retry", id, queue, letter.body), requestId);
  let prepared: boolean;
  try {
    const [claimed, ready] = await db.batch([claimQuery(db, id, "retried", actor, now), prepareQuery(db, queue, letter.body, now), audit]);
    if (claimed.length === 0) return { ok: false, reason: "not_found" };
    prepared = ready.length > 0;
  } catch (error) {
    if (lostClaim(error)) return { ok: false, reason: "already_handled" };
    throw error;
  }
  if (!prepared) return { ok: true, queue, sent: false };
  try {
    await queues[queue].send(letter.body);
  } catch (error) {
    // Not sent: the letter waits again, and what the batch prepared is undone.
    console.error("dead letter retry not sent", { id, queue, error: String(error) });
    await db.batch([
      db
        .update(deadLetters)
        .set({ status: "waiting", handledBy: null, handledAt: null })
        .where(and(eq(deadLetters.id, id), eq(deadLetters.status, "retried"))),
      undoQuery(db, queue, letter.body),
      auditQuery(db, actor, { ...auditEntry("retry", id, queue, letter.body), action: "dead_letter.retry_undone", after: { status: "waiting" } }, requestId),
    ]);
    return { ok: false, reason: "not_sent" };
  }
  return { ok: true, queue, sent: true };
}

/** Marks a dead letter discarded: it stays listed, and is never sent again from here. */
export async function discardDeadLetter(db: Database, actor: AdminActor, id: string, requestId: string | null): Promise<DeadLetterOutcome> {
  const letter = await db.select().from(deadLetters).where(eq(deadLetters.id, id)).get();
  if (!letter || !isRetryableQueue(letter.queue)) return { ok: false, reason: "not_found" };
  if (letter.status !== "waiting") return { ok: false, reason: "already_handled" };
  try {
    const [claimed] = await db.batch([
      claimQuery(db, id, "discarded", actor, new Date()),
      auditQuery(db, actor, auditEntry("discard", id, letter.queue, letter.body), requestId),
    ]);
    if (claimed.length === 0) return { ok: false, reason: "not_found" };
  } catch (error) {
    if (lostClaim(error)) return { ok: false, reason: "already_handled" };
    throw error;
  }
  return { ok: true, queue: letter.queue, sent: false };
}

const isRetryableQueue = (queue: string): queue is RetryableQueue => (retryableQueues as readonly string[]).includes(queue);

/**
 * The claim: a waiting letter becomes `status`. Any other status makes the CASE null, which the
 * NOT NULL column refuses, and that refusal rolls back the whole batch (the audit row and the
 * job's reset with it): of two clicks at once, one batch applies and the other changes nothing.
 */
function claimQuery(db: Database, id: string, status: "retried" | "discarded", actor: AdminActor, now: Date) {
  return db
    .update(deadLetters)
    .set({
      status: sql<"retried" | "discarded">`case when ${deadLetters.status} = 'waiting' then ${status} end`,
      handledBy: actor.email,
      handledAt: now,
    })
    .where(eq(deadLetters.id, id))
    .returning({ id: deadLetters.id });
}

function lostClaim(error: unknown) {
  let text = "";
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) text += ` ${String(cause)}`;
  return text.includes("NOT NULL constraint failed: dead_letters.status");
}

// A body that fits neither shape matches no row: the preparation finds nothing and nothing is sent.
const NO_ROW = { jobId: "", userId: "" };

/** Puts back what the message is about, so that its consumer acts on it again. */
function prepareQuery(db: Database, queue: RetryableQueue, body: unknown, now: Date) {
  if (queue === "scout-feedback") {
    const { jobId, userId } = feedbackBodySchema.safeParse(body).data ?? NO_ROW;
    return db
      .update(feedbackJobs)
      .set({ status: "queued", error: null, completedAt: null, updatedAt: now })
      .where(and(eq(feedbackJobs.id, jobId), eq(feedbackJobs.userId, userId), inArray(feedbackJobs.status, ["failed", "queued", "generating"])))
      .returning({ id: feedbackJobs.id });
  }
  const mail = emailMessageSchema.safeParse(body).data;
  if (mail?.kind === "deadline_reminder") return reclaimDeadlineReminderQuery(db, mail);
  // A letter reminder or nudge gave its claim back to the next sweep when it was dead-lettered:
  // sent again only while that claim is still there (the sweep has not taken it since).
  if (mail?.kind === "letter_reminder" || mail?.kind === "recommender_nudge") return letterClaimQuery(db, mail);
  if (mail?.kind === "season_reminder") return seasonReminderClaimQuery(db, mail);
  const column = mail?.kind === "trial_expired" ? "trialExpiredNoticeSentAt" : "trialReminderSentAt";
  return db
    .update(subscriptions)
    .set({ [column]: now })
    .where(and(eq(subscriptions.userId, mail?.userId ?? ""), isNull(subscriptions[column])))
    .returning({ id: subscriptions.userId });
}

function undoQuery(db: Database, queue: RetryableQueue, body: unknown) {
  if (queue === "scout-feedback") {
    const { jobId, userId } = feedbackBodySchema.safeParse(body).data ?? NO_ROW;
    return db
      .update(feedbackJobs)
      .set({ status: "failed", error: "The feedback could not be queued again. Please try again.", completedAt: new Date() })
      .where(and(eq(feedbackJobs.id, jobId), eq(feedbackJobs.userId, userId), eq(feedbackJobs.status, "queued")));
  }
  const mail = emailMessageSchema.safeParse(body).data;
  if (mail?.kind === "deadline_reminder") return releaseDeadlineReminderQuery(db, mail);
  if (mail?.kind === "letter_reminder" || mail?.kind === "recommender_nudge") return releaseLetterClaimQuery(db, mail);
  if (mail?.kind === "season_reminder") return releaseSeasonReminderQuery(db, mail);
  const column = mail?.kind === "trial_expired" ? "trialExpiredNoticeSentAt" : "trialReminderSentAt";
  return db
    .update(subscriptions)
    .set({ [column]: null })
    .where(eq(subscriptions.userId, mail?.userId ?? ""));
}

function auditEntry(verb: "retry" | "discard", id: string, queue: RetryableQueue, body: unknown) {
  return {
    action: `dead_letter.${verb}`,
    targetType: "dead_letter" as const,
    targetId: id,
    before: { status: "waiting", queue, body },
    after: { status: verb === "retry" ? "retried" : "discarded" },
  };
}
