import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema";
import { type PlanId, TRIAL_DAYS } from "~/domain/plans";
import {
  type SubscriptionCheck,
  type TrialStatus,
  trialStatusFromCheck,
  trialStatusFromFailure,
} from "~/domain/trial-status";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The check-subscription answer for a stored subscription row (or none). */
export function subscriptionCheckFor(row: SubscriptionRow | undefined, now: Date): SubscriptionCheck {
  const none = { subscribed: false, is_trialing: false, subscription_tier: null, subscription_end: null };
  if (!row) return none;
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  if (row.status === "trialing" && row.trialEnd && row.trialEnd > now) {
    return { subscribed: false, is_trialing: true, subscription_tier: row.tier, subscription_end: iso(row.trialEnd) };
  }
  const paidUntil = row.currentPeriodEnd && row.currentPeriodEnd > now;
  const paying = row.status === "active" || row.status === "past_due" || (row.status === "canceled" && paidUntil);
  if (paying) return { subscribed: true, is_trialing: false, subscription_tier: row.tier, subscription_end: iso(row.currentPeriodEnd) };
  return none;
}

export async function checkSubscription(db: Database, userId: string, now = new Date()): Promise<SubscriptionCheck> {
  const row = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
  return subscriptionCheckFor(row, now);
}

/** Trial status from a stored subscription row (or none: the user never started a trial). */
export function trialStatusForRow(row: SubscriptionRow | undefined, now: Date): TrialStatus {
  return trialStatusFromCheck(subscriptionCheckFor(row, now), now, row !== undefined);
}

/** Trial status for pages. A failed read fails open (read path only; nothing is written). */
export async function trialStatusFor(db: Database, userId: string, now = new Date()): Promise<TrialStatus> {
  try {
    const row = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
    return trialStatusForRow(row, now);
  } catch (error) {
    console.error("subscription check failed", { userId, error: String(error) });
    return trialStatusFromFailure({ thrown: true }, now);
  }
}

/** Starts the 14-day trial with no card (when Stripe is not configured). Refuses a second trial. */
export async function startLocalTrial(db: Database, userId: string, tier: PlanId, now = new Date()) {
  const inserted = await db
    .insert(subscriptions)
    .values({ userId, status: "trialing", tier, trialEnd: new Date(now.getTime() + TRIAL_DAYS * 86_400_000) })
    .onConflictDoNothing()
    .returning({ userId: subscriptions.userId });
  return inserted.length === 1;
}
