import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../../db/client";
import { subscriptions } from "../../../db/schema";
import type { Settings } from "~/settings.server";
import { type PlanId, TRIAL_DAYS } from "~/domain/billing/plans";
import { subscriptionCheckFor } from "./subscription.server";
import { priceIdFor } from "./stripe.server";
import { upsertFromStripe } from "./stripe-sync.server";

export type CheckoutOutcome =
  | { kind: "started"; trial: boolean }
  | { kind: "requires_action"; clientSecret: string }
  | { kind: "already_subscribed" }
  | { kind: "trial_active" }
  | { kind: "failed"; message: string };

type Deps = { db: Database; settings: Settings; stripe: Stripe };

/**
 * create-checkout: reuse or create the Stripe customer, attach the card, and create the
 * subscription (with the 14-day trial for someone who has never had one). Every call to Stripe
 * carries an idempotency key, so a retried request never makes a second customer or subscription.
 */
export async function createCheckout(
  { db, settings, stripe }: Deps,
  user: { id: string; email: string },
  plan: PlanId,
  paymentMethodId: string,
  /** A running trial with no card paying now instead of waiting for its end (app/services/billing/pay-now.server.ts). */
  { endingTrial = false }: { endingTrial?: boolean } = {},
): Promise<CheckoutOutcome> {
  const price = priceIdFor(settings, plan);
  if (!price) return { kind: "failed", message: "This plan is not available right now." };
  const row = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get();
  const check = subscriptionCheckFor(row, new Date());
  if (check.subscribed) return { kind: "already_subscribed" };
  if (check.is_trialing && !endingTrial) return { kind: "trial_active" };
  try {
    const customer =
      row?.stripeCustomerId ??
      (await stripe.customers.create({ email: user.email, metadata: { userId: user.id } }, { idempotencyKey: `customer:${user.id}` })).id;
    await stripe.paymentMethods.attach(paymentMethodId, { customer }, { idempotencyKey: `attach:${user.id}:${paymentMethodId}` });
    await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethodId } });
    // One free trial per person: someone whose trial already ran pays from the start.
    const trial = !row;
    const subscription = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price }],
        default_payment_method: paymentMethodId,
        ...(trial ? { trial_period_days: TRIAL_DAYS } : { payment_behavior: "error_if_incomplete" as const }),
        metadata: { userId: user.id, plan },
        expand: ["pending_setup_intent"],
      },
      { idempotencyKey: `subscription:${user.id}:${plan}:${paymentMethodId}` },
    );
    await upsertFromStripe(db, settings, user.id, subscription, Date.now());
    const setup = subscription.pending_setup_intent;
    if (setup && typeof setup !== "string" && setup.status === "requires_action" && setup.client_secret) {
      return { kind: "requires_action", clientSecret: setup.client_secret };
    }
    return { kind: "started", trial };
  } catch (error) {
    console.error("checkout failed", { userId: user.id, error: String(error) });
    const message = (error as { type?: string; message?: string }).type?.startsWith("Stripe") ? (error as Error).message : "Failed to start checkout";
    return { kind: "failed", message };
  }
}

/** The customer portal, for the user's own Stripe customer. Null when they have none. */
export async function customerPortalUrl({ db, stripe }: Omit<Deps, "settings">, userId: string, returnUrl: string) {
  const row = await db.select({ customer: subscriptions.stripeCustomerId }).from(subscriptions).where(eq(subscriptions.userId, userId)).get();
  if (!row?.customer) return null;
  const session = await stripe.billingPortal.sessions.create({ customer: row.customer, return_url: returnUrl });
  return session.url;
}
