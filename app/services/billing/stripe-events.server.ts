import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../../db/client";
import { stripeEvents, subscriptions } from "../../../db/schema";
import type { Settings } from "~/settings.server";
import { upsertFromStripe } from "./stripe-sync.server";

export const handledStripeEvents = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

/** `wroteFor`: the event changed this applicant's subscription (their pages' memo is emptied, workers/page-memo.ts). */
type Deps = { db: Database; settings: Settings; stripe: Stripe; wroteFor: (userId: string) => void };
export type EventOutcome = "processed" | "duplicate" | "ignored";

/** The subscription an event is about, and the user when the event itself names them. */
function subjectOf(event: Stripe.Event): { subscriptionId: string | null; userId: string | null } {
  const object = event.data.object as unknown as Record<string, unknown>;
  const id = (value: unknown) => (typeof value === "string" ? value : ((value as { id?: string } | null)?.id ?? null));
  switch (event.type) {
    case "checkout.session.completed":
      return { subscriptionId: id(object.subscription), userId: (object.client_reference_id as string | null) ?? null };
    case "invoice.paid":
    case "invoice.payment_failed": {
      const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null;
      return { subscriptionId: id(parent?.subscription_details?.subscription ?? object.subscription), userId: null };
    }
    default:
      return { subscriptionId: id(object.id), userId: null };
  }
}

/**
 * Applies a verified Stripe event. The subscription is read again from Stripe, so events arriving
 * late or out of order still leave the state Stripe has now; the event id is recorded in the same
 * D1 batch as the change, so a replay (even a concurrent one) changes nothing.
 */
export async function applyStripeEvent({ db, settings, stripe, wroteFor }: Deps, event: Stripe.Event): Promise<EventOutcome> {
  // Each event is recorded with what became of it (processed or ignored), for /admin/work. An
  // ignored event changes nothing, so its replay is answered "ignored" again; the first record stays.
  const record = (outcome: "processed" | "ignored") => db.insert(stripeEvents).values({ id: event.id, type: event.type, created: event.created, outcome });
  if (!(handledStripeEvents as readonly string[]).includes(event.type)) {
    await record("ignored").onConflictDoNothing();
    return "ignored";
  }
  const seen = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)).get();
  if (seen) return "duplicate";
  const subject = subjectOf(event);
  if (!subject.subscriptionId) {
    await record("ignored").onConflictDoNothing();
    return "ignored";
  }
  const readAt = Date.now();
  const subscription = await stripe.subscriptions.retrieve(subject.subscriptionId);
  const customerId = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const userId =
    subscription.metadata?.userId ??
    subject.userId ??
    (await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.stripeCustomerId, customerId)).get())?.userId;
  if (!userId) {
    console.warn("stripe event for an unknown customer", { eventId: event.id, customerId });
    await record("ignored").onConflictDoNothing();
    return "ignored";
  }
  wroteFor(userId);
  try {
    await db.batch([record("processed"), upsertFromStripe(db, settings, userId, subscription, readAt)]);
  } catch (error) {
    // Another delivery of the same event won the race: its batch already applied the change.
    if (String(error).includes("UNIQUE constraint failed: stripe_events.id")) return "duplicate";
    throw error;
  }
  return "processed";
}
