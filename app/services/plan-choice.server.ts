import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PlanId } from "~/domain/plans";
import { TRIAL_DAYS } from "~/domain/plans";
import type { Toast } from "~/domain/toast";
import { createCheckout } from "./checkout.server";
import type { SessionUser } from "./session.server";
import { checkSubscription, startLocalTrial } from "./subscription.server";

export type PlanChoiceResult = { status: number; body: { toast: Toast; redirectTo?: string; requiresAction?: string } };

const TRIAL_STARTED: Toast = { title: "Trial Started", description: `Your ${TRIAL_DAYS}-day free trial has been activated successfully` };
const ALREADY_SUBSCRIBED: Toast = { title: "Already Subscribed", description: "You already have an active plan." };
const TRIAL_ACTIVE: Toast = { title: "Trial Already Active", description: "Your free trial is already running." };
const checkoutError = (description: string): Toast => ({ title: "Checkout Error", description, variant: "destructive" });

/** Starting a plan without Stripe: the 14-day trial, no card (docs/product-rules.md §25). */
export async function chooseWithoutCard(context: AppLoadContext, user: SessionUser, plan: PlanId): Promise<PlanChoiceResult> {
  const check = await checkSubscription(context.app.db, user.id);
  if (check.subscribed) return { status: 200, body: { toast: ALREADY_SUBSCRIBED, redirectTo: "/app" } };
  if (check.is_trialing) return { status: 200, body: { toast: TRIAL_ACTIVE, redirectTo: "/app" } };
  if (!(await startLocalTrial(context.app.db, user.id, plan))) {
    return { status: 409, body: { toast: checkoutError("Your free trial has already been used. Please contact support to choose a paid plan.") } };
  }
  return { status: 200, body: { toast: TRIAL_STARTED, redirectTo: "/app" } };
}

/** Starting a plan with the card Stripe.js turned into a payment method. */
export async function chooseWithCard(context: AppLoadContext, user: SessionUser, plan: PlanId, paymentMethodId: string): Promise<PlanChoiceResult> {
  const stripe = context.app.stripe;
  if (!stripe) return { status: 400, body: { toast: checkoutError("Payments are not configured.") } };
  const outcome = await createCheckout({ db: context.app.db, settings: context.app.settings, stripe }, user, plan, paymentMethodId);
  switch (outcome.kind) {
    case "started":
      return {
        status: 200,
        body: { toast: outcome.trial ? TRIAL_STARTED : { title: "Subscription Started", description: "Welcome aboard." }, redirectTo: "/app" },
      };
    case "requires_action":
      return { status: 200, body: { toast: { title: "Confirm your card" }, requiresAction: outcome.clientSecret } };
    case "already_subscribed":
      return { status: 200, body: { toast: ALREADY_SUBSCRIBED, redirectTo: "/app" } };
    case "trial_active":
      return { status: 200, body: { toast: TRIAL_ACTIVE, redirectTo: "/app" } };
    case "failed":
      return { status: 402, body: { toast: checkoutError(outcome.message) } };
  }
}
