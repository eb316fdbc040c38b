import { and, eq, gt, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { subscriptions } from "../../../db/schema";
import type { EmailMessage, TrialEmailMessage } from "~/domain/platform/email-message";
import { queueClaimed } from "../platform/queued-claim.server";

const DAY_MS = 86_400_000;
const REMINDER_DAYS = 3;
// Claimed and queued a page at a time: within D1's 100 bound parameters and a queue's batch of 100.
const PAGE = 50;
const MAX_PAGES = 20;

export type SweepResult = { expired: number; reminders: number; expiryNotices: number };

/**
 * The hourly trial sweep (docs/product-rules.md §5). Marks ended local trials expired (Stripe decides about
 * its own trials through webhooks; a user who has paid is never touched), then queues each
 * reminder e-mail exactly once: a row is claimed by setting its sent-at column before the message
 * is queued, so running the sweep twice, or two sweeps at once, changes nothing more.
 */
export async function sweepTrials(db: Database, queue: Queue, now: Date, pagesChanged: (userId: string) => Promise<void>): Promise<SweepResult> {
  const expired = await db
    .update(subscriptions)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(subscriptions.status, "trialing"), lte(subscriptions.trialEnd, now), isNull(subscriptions.stripeSubscriptionId)))
    .returning({ userId: subscriptions.userId });
  // An expired trial shows on the applicant's pages: their memo is emptied (workers/page-memo.ts).
  await Promise.all(
    expired.map(({ userId }) => pagesChanged(userId).catch((error: unknown) => console.error("page memo: not emptied after a trial ended", String(error)))),
  );

  const reminders = await claimAndQueue(db, queue, "trial_reminder", now, (claim) =>
    and(
      eq(subscriptions.status, "trialing"),
      gt(subscriptions.trialEnd, now),
      lte(subscriptions.trialEnd, new Date(now.getTime() + REMINDER_DAYS * DAY_MS)),
      isNull(subscriptions.trialReminderSentAt),
      claim,
    ),
  );
  const expiryNotices = await claimAndQueue(db, queue, "trial_expired", now, (claim) =>
    and(eq(subscriptions.status, "expired"), isNotNull(subscriptions.trialEnd), isNull(subscriptions.trialExpiredNoticeSentAt), claim),
  );
  return { expired: expired.length, reminders, expiryNotices };
}

type Condition = ReturnType<typeof and>;

async function claimAndQueue(db: Database, queue: Queue, kind: TrialEmailMessage["kind"], now: Date, due: (claim?: Condition) => Condition): Promise<number> {
  const column = kind === "trial_reminder" ? "trialReminderSentAt" : "trialExpiredNoticeSentAt";
  let queued = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const candidates = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(due()).limit(PAGE);
    if (candidates.length === 0) break;
    // The claim re-checks that the row is still due, so a concurrent sweep cannot claim it too.
    const ids = candidates.map((row) => row.userId);
    const claimed = await db
      .update(subscriptions)
      .set({ [column]: now })
      .where(due(inArray(subscriptions.userId, ids)))
      .returning({ userId: subscriptions.userId });
    if (claimed.length === 0) continue;
    await queueClaimed(
      () => queue.sendBatch(claimed.map(({ userId }) => ({ body: { kind, userId } satisfies EmailMessage }))),
      () =>
        db
          .update(subscriptions)
          .set({ [column]: null })
          .where(
            inArray(
              subscriptions.userId,
              claimed.map((row) => row.userId),
            ),
          ),
    );
    queued += claimed.length;
    if (candidates.length < PAGE) break;
  }
  return queued;
}

/**
 * An e-mail that reached its dead-letter queue was never sent: release its claim, so that the next
 * sweep queues it again while it is still due (a reminder only within its window). A query for the
 * dead-letter consumer's batch, which records the letter with it.
 */
export function releaseTrialEmailClaimQuery(db: Database, message: TrialEmailMessage) {
  const key = message.kind === "trial_reminder" ? "trialReminderSentAt" : "trialExpiredNoticeSentAt";
  return db
    .update(subscriptions)
    .set({ [key]: null })
    .where(and(eq(subscriptions.userId, message.userId), isNotNull(subscriptions[key])));
}
