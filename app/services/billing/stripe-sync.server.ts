import { sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../../db/client";
import { subscriptions, subscriptionStatuses } from "../../../db/schema";
import type { Settings } from "~/settings.server";
import { planForPrice } from "./stripe.server";

type Status = (typeof subscriptionStatuses)[number];

// Stripe's subscription statuses in ours.
const statusMap: Record<Stripe.Subscription.Status, Status> = {
  trialing: "trialing",
  active: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  paused: "canceled",
  incomplete: "incomplete",
  incomplete_expired: "expired",
};

const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Our subscription row for a Stripe subscription, as Stripe has it now. */
export function subscriptionValues(settings: Settings, subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  return {
    status: statusMap[subscription.status] ?? "incomplete",
    tier: planForPrice(settings, item?.price.id),
    trialEnd: fromSeconds(subscription.trial_end),
    currentPeriodEnd: fromSeconds(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    stripeCustomerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    stripeSubscriptionId: subscription.id,
  };
}

/**
 * The statement that writes Stripe's state for a user. `stateAt` is when that state was read from
 * Stripe (ms): a state read earlier never overwrites one read later, whatever order webhooks and
 * checkouts finish in.
 */
export function upsertFromStripe(db: Database, settings: Settings, userId: string, subscription: Stripe.Subscription, stateAt: number) {
  const values = { ...subscriptionValues(settings, subscription), stripeEventCreated: stateAt, updatedAt: new Date() };
  return db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: values,
      setWhere: sql`${subscriptions.stripeEventCreated} IS NULL OR ${subscriptions.stripeEventCreated} <= ${stateAt}`,
    });
}
