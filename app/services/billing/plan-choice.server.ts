import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../../db/client";
import { subscriptions } from "../../../db/schema";
import type { PlanId } from "~/domain/billing/plans";
import type { SessionUser } from "~/domain/account/session-user";
import type { Settings } from "~/settings.server";
import { type CheckoutOutcome, createCheckout } from "./checkout.server";
import { priceIdFor } from "./stripe.server";
import { checkSubscription, startLocalTrial, subscriptionCheckFor } from "./subscription.server";

/** How choosing a plan ended: Stripe's outcomes, plus those a trial adds. */
export type PlanChoiceOutcome =
  | CheckoutOutcome
  | { kind: "trial_used" }
  | { kind: "payments_not_configured" }
  | { kind: "trial_plan_changed"; plan: PlanId }
  | { kind: "no_trial" }
  | { kind: "card_needed" };

/** Starting a plan without Stripe: the 14-day trial, no card (docs/product-rules.md §25); during it, the plan it becomes. */
export async function chooseWithoutCard(db: Database, user: SessionUser, plan: PlanId): Promise<PlanChoiceOutcome> {
  const check = await checkSubscription(db, user.id);
  if (check.subscribed) return { kind: "already_subscribed" };
  if (check.is_trialing) return changeTrialPlan({ db, settings: null, stripe: null }, user, plan);
  if (!(await startLocalTrial(db, user.id, plan))) return { kind: "trial_used" };
  return { kind: "started", trial: true };
}

/**
 * Chooses the plan a running trial becomes, keeping its end. A trial Stripe holds has its
 * subscription's price changed at Stripe (no proration: nothing is charged during a trial) before
 * our row is written, so the next webhook agrees; a no-card trial is our row alone.
 */
export async function changeTrialPlan(
  { db, settings, stripe }: { db: Database; settings: Settings | null; stripe: Stripe | null },
  user: SessionUser,
  plan: PlanId,
): Promise<PlanChoiceOutcome> {
  const row = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get();
  if (!row || !subscriptionCheckFor(row, new Date()).is_trialing) return { kind: "no_trial" };
  if (row.stripeSubscriptionId) {
    const price = settings ? priceIdFor(settings, plan) : undefined;
    if (!stripe || !price) return { kind: "payments_not_configured" };
    const subscription = await stripe.subscriptions.retrieve(row.stripeSubscriptionId);
    const item = subscription.items.data[0];
    if (!item) return { kind: "failed", message: "This trial cannot change plan right now. Please contact support." };
    await stripe.subscriptions.update(
      row.stripeSubscriptionId,
      { items: [{ id: item.id, price }], proration_behavior: "none" },
      { idempotencyKey: `trial-plan:${user.id}:${row.stripeSubscriptionId}:${plan}` },
    );
  }
  // Only while it is still the trial read above: a webhook that ended it meanwhile wins.
  await db
    .update(subscriptions)
    .set({ tier: plan })
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, "trialing")));
  return { kind: "trial_plan_changed", plan };
}

/** Starting a plan with the card Stripe.js turned into a payment method. */
export async function chooseWithCard(
  { db, settings, stripe }: { db: Database; settings: Settings; stripe: Stripe | null },
  user: SessionUser,
  plan: PlanId,
  paymentMethodId: string,
): Promise<PlanChoiceOutcome> {
  if (!stripe) return { kind: "payments_not_configured" };
  return createCheckout({ db, settings, stripe }, user, plan, paymentMethodId);
}
