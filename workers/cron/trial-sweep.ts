import { and, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema";

/**
 * Marks trials whose end has passed as expired. Trials backed by a Stripe subscription are left
 * to Stripe's webhooks (Stripe decides whether the trial converts); only the local no-card
 * trials expire here. Returns how many were marked.
 */
export async function sweepExpiredTrials(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(subscriptions)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(subscriptions.status, "trialing"),
        lte(subscriptions.trialEnd, now),
        isNull(subscriptions.stripeSubscriptionId),
      ),
    )
    .returning({ userId: subscriptions.userId });
  return expired.length;
}
