import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stripeEvents, subscriptions } from "../../../../db/schema";
import { db, postForm, request, signUp } from "../../helpers";
import { changeAtStripe, signedEvent } from "./helpers";

const deliver = (payload: string, header?: string) =>
  request("/api/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", ...(header ? { "stripe-signature": header } : {}) },
    body: payload,
  });
const rowOf = (userId: string) => db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();

/** A signed-up user with a Stripe trial, as checkout leaves them. */
async function subscriber() {
  const { cookie, userId } = await signUp();
  await (await postForm("/plans", { intent: "checkout", plan: "pro", paymentMethodId: `pm_${crypto.randomUUID().replaceAll("-", "")}` }, { cookie })).text();
  const row = await rowOf(userId);
  return { userId, subscriptionId: row!.stripeSubscriptionId!, customerId: row!.stripeCustomerId! };
}

describe("the Stripe webhook", () => {
  it("applies a subscription update as Stripe has it now, and records the event", async () => {
    const { userId, subscriptionId } = await subscriber();
    const updated = await changeAtStripe(subscriptionId, { status: "active", trial_end: null });
    const { event, payload, header } = await signedEvent("customer.subscription.updated", updated);
    const response = await deliver(payload, header);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "processed" });
    expect(await rowOf(userId)).toMatchObject({ status: "active", tier: "pro", trialEnd: null });
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).get()).toMatchObject({ type: "customer.subscription.updated" });
  });

  it("marks a failed payment past due and a deleted subscription cancelled", async () => {
    const { userId, subscriptionId } = await subscriber();
    await changeAtStripe(subscriptionId, { status: "past_due" });
    const failed = await signedEvent("invoice.payment_failed", {
      id: "in_1",
      object: "invoice",
      parent: { subscription_details: { subscription: subscriptionId } },
    });
    await (await deliver(failed.payload, failed.header)).text();
    expect((await rowOf(userId))?.status).toBe("past_due");
    const cancelled = await changeAtStripe(subscriptionId, { status: "canceled" });
    const deleted = await signedEvent("customer.subscription.deleted", cancelled);
    await (await deliver(deleted.payload, deleted.header)).text();
    expect((await rowOf(userId))?.status).toBe("canceled");
  });

  it("refuses a missing or bad signature, and a stale timestamp, writing nothing", async () => {
    const { userId, subscriptionId } = await subscriber();
    const updated = await changeAtStripe(subscriptionId, { status: "active" });
    const { event, payload, header } = await signedEvent("customer.subscription.updated", updated);
    const wrongSecret = await signedEvent("customer.subscription.updated", updated, { secret: "whsec_other" });
    const stale = await signedEvent("customer.subscription.updated", updated, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    for (const [body, signature] of [
      [payload, undefined],
      [payload, wrongSecret.header],
      [payload.replace('"active"', '"trialing"'), header],
      [stale.payload, stale.header],
    ] as const) {
      const response = await deliver(body, signature);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_input");
    }
    expect((await rowOf(userId))?.status).toBe("trialing");
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).get()).toBeUndefined();
  });

  it("processes a replayed event once, even when the copies arrive together", async () => {
    const { subscriptionId } = await subscriber();
    const updated = await changeAtStripe(subscriptionId, { status: "active" });
    const { event, payload, header } = await signedEvent("customer.subscription.updated", updated);
    const outcomes = await Promise.all([1, 2, 3].map(async () => ((await (await deliver(payload, header)).json()) as { outcome: string }).outcome));
    expect(outcomes.filter((outcome) => outcome === "processed")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "duplicate")).toHaveLength(2);
    const later = (await (await deliver(payload, header)).json()) as { outcome: string };
    expect(later.outcome).toBe("duplicate");
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).all()).toHaveLength(1);
  });

  it("leaves Stripe's current state when events arrive out of order", async () => {
    const { userId, subscriptionId } = await subscriber();
    const active = await changeAtStripe(subscriptionId, { status: "active" });
    const older = await signedEvent("customer.subscription.updated", active, { created: Math.floor(Date.now() / 1000) - 120 });
    const cancelled = await changeAtStripe(subscriptionId, { status: "canceled" });
    const newer = await signedEvent("customer.subscription.deleted", cancelled);
    await (await deliver(newer.payload, newer.header)).text();
    await (await deliver(older.payload, older.header)).text();
    // The late "active" event re-reads the subscription: Stripe says cancelled.
    expect((await rowOf(userId))?.status).toBe("canceled");
  });

  it("matches a payment-link checkout to the user through client_reference_id", async () => {
    const { userId, subscriptionId } = await subscriber();
    await db().delete(subscriptions).where(eq(subscriptions.userId, userId));
    await changeAtStripe(subscriptionId, { status: "active", metadata: {} });
    const { payload, header } = await signedEvent("checkout.session.completed", {
      id: "cs_test_1",
      object: "checkout.session",
      subscription: subscriptionId,
      client_reference_id: userId,
    });
    expect(((await (await deliver(payload, header)).json()) as { outcome: string }).outcome).toBe("processed");
    expect(await rowOf(userId)).toMatchObject({ status: "active", tier: "pro", stripeSubscriptionId: subscriptionId });
  });

  it("ignores event types it does not handle", async () => {
    const { payload, header } = await signedEvent("customer.created", { id: "cus_x", object: "customer" });
    expect(await (await deliver(payload, header)).json()).toEqual({ received: true, outcome: "ignored" });
  });
});
