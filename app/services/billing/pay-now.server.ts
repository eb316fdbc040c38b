import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../../db/client";
import { subscriptions } from "../../../db/schema";
import type { PlanId } from "~/domain/billing/plans";
import type { SessionUser } from "~/domain/account/session-user";
import type { Settings } from "~/settings.server";
import { createCheckout } from "./checkout.server";
import type { PlanChoiceOutcome } from "./plan-choice.server";
import { priceIdFor } from "./stripe.server";
import { upsertFromStripe } from "./stripe-sync.server";
import { subscriptionCheckFor } from "./subscription.server";

type Deps = { db: Database; settings: Settings; stripe: Stripe | null };

/**
 * A trial user paying now for a plan, so the trial's caps lift today rather than when it ends
 * (docs/entitlements.md, "Paying before the trial ends"). A trial Stripe holds already has the
 * card: its subscription ends its trial now on the chosen price, and Stripe charges the first
 * month at once (refused, nothing changed, when the card is declined). A trial with no card pays
 * through the same checkout as a paid signup, with the card typed now, and no second trial.
 * Our row is written from Stripe's answer, so the plan is paid as soon as Stripe says so.
 */
export async function payNow({ db, settings, stripe }: Deps, user: SessionUser, plan: PlanId, paymentMethodId: string | undefined): Promise<PlanChoiceOutcome> {
  const price = priceIdFor(settings, plan);
  if (!stripe || !price) return { kind: "payments_not_configured" };
  const row = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get();
  const check = subscriptionCheckFor(row, new Date());
  if (check.subscribed) return { kind: "already_subscribed" };
  if (!row || !check.is_trialing) return { kind: "no_trial" };
  if (!row.stripeSubscriptionId) {
    if (!paymentMethodId) return { kind: "card_needed" };
    return createCheckout({ db, settings, stripe }, user, plan, paymentMethodId, { endingTrial: true });
  }
  try {
    const subscription = await stripe.subscriptions.retrieve(row.stripeSubscriptionId);
    const item = subscription.items.data[0];
    if (!item) return { kind: "failed", message: "This trial cannot be paid for right now. Please contact support." };
    const paid = await stripe.subscriptions.update(
      row.stripeSubscriptionId,
      { trial_end: "now", items: [{ id: item.id, price }], proration_behavior: "none", payment_behavior: "error_if_incomplete" },
      // A second click in the same minute is the same payment; a try after a declined card is a new one.
      { idempotencyKey: `pay-now:${user.id}:${row.stripeSubscriptionId}:${plan}:${Math.floor(Date.now() / 60_000)}` },
    );
    await upsertFromStripe(db, settings, user.id, paid, Date.now());
    return { kind: "started", trial: false };
  } catch (error) {
    console.error("paying a trial now failed", { userId: user.id, error: String(error) });
    const message = (error as { type?: string; message?: string }).type?.startsWith("Stripe") ? (error as Error).message : "The payment did not go through.";
    return { kind: "failed", message };
  }
}
