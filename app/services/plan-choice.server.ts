import type Stripe from "stripe";
import type { Database } from "../../db/client";
import type { PlanId } from "~/domain/plans";
import type { SessionUser } from "~/domain/session-user";
import type { Settings } from "~/settings.server";
import { type CheckoutOutcome, createCheckout } from "./checkout.server";
import { checkSubscription, startLocalTrial } from "./subscription.server";

/** How choosing a plan ended: Stripe's outcomes, plus the two a no-card trial adds. */
export type PlanChoiceOutcome = CheckoutOutcome | { kind: "trial_used" } | { kind: "payments_not_configured" };

/** Starting a plan without Stripe: the 14-day trial, no card (docs/product-rules.md §25). */
export async function chooseWithoutCard(db: Database, user: SessionUser, plan: PlanId): Promise<PlanChoiceOutcome> {
  const check = await checkSubscription(db, user.id);
  if (check.subscribed) return { kind: "already_subscribed" };
  if (check.is_trialing) return { kind: "trial_active" };
  if (!(await startLocalTrial(db, user.id, plan))) return { kind: "trial_used" };
  return { kind: "started", trial: true };
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
