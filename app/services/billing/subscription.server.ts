import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { subscriptions } from "../../../db/schema";
import { type PlanId, TRIAL_DAYS } from "~/domain/billing/plans";
import { type SubscriptionCheck, entitlementsFor, subscriptionCheckOf } from "~/domain/billing/entitlements";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The check-subscription answer for a stored subscription row (or none). */
export function subscriptionCheckFor(row: SubscriptionRow | undefined, now: Date): SubscriptionCheck {
  return subscriptionCheckOf(entitlementsFor(row, now));
}

export async function checkSubscription(db: Database, userId: string, now = new Date()): Promise<SubscriptionCheck> {
  const row = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
  return subscriptionCheckFor(row, now);
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
