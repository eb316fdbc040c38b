import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stripeEventFailures, stripeEvents, subscriptions } from "../../../../db/schema";
import { db, postForm, request, signUp } from "../../helpers";
import { changeAtStripe, signedEvent } from "./helpers";

// What /admin/work reads about Stripe's webhooks: each event with its outcome, and the events
// that could not be applied.
const deliver = (payload: string, header: string) =>
  request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload });
const eventRow = (id: string) => db().select().from(stripeEvents).where(eq(stripeEvents.id, id)).get();

describe("the Stripe events recorded for operators", () => {
  it("records an event type it does not handle as ignored", async () => {
    const { event, payload, header } = await signedEvent("customer.created", { id: "cus_x", object: "customer" });
    expect(await (await deliver(payload, header)).json()).toEqual({ received: true, outcome: "ignored" });
    expect(await eventRow(event.id)).toMatchObject({ type: "customer.created", outcome: "ignored" });
    // Delivered again: still ignored, recorded once.
    expect(await (await deliver(payload, header)).json()).toEqual({ received: true, outcome: "ignored" });
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).all()).toHaveLength(1);
  });

  it("records an applied event as processed, and one about no subscription as ignored", async () => {
    const { cookie, userId } = await signUp();
    await (await postForm("/plans", { intent: "checkout", plan: "pro", paymentMethodId: `pm_${crypto.randomUUID().replaceAll("-", "")}` }, { cookie })).text();
    const subscriptionId = (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get())!.stripeSubscriptionId!;
    const updated = await changeAtStripe(subscriptionId, { status: "active" });
    const applied = await signedEvent("customer.subscription.updated", updated);
    await (await deliver(applied.payload, applied.header)).text();
    expect(await eventRow(applied.event.id)).toMatchObject({ outcome: "processed" });
    const oneOff = await signedEvent("checkout.session.completed", { id: "cs_one_off", object: "checkout.session", subscription: null });
    expect(await (await deliver(oneOff.payload, oneOff.header)).json()).toEqual({ received: true, outcome: "ignored" });
    expect(await eventRow(oneOff.event.id)).toMatchObject({ outcome: "ignored" });
  });

  it("records an event that could not be applied, without its payload, and answers 500 so Stripe retries", async () => {
    const marker = `payload-${crypto.randomUUID()}`;
    const { event, payload, header } = await signedEvent("customer.subscription.updated", {
      id: "sub_missing_at_stripe",
      object: "subscription",
      metadata: { note: marker },
    });
    const response = await deliver(payload, header);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("internal");
    const failures = await db().select().from(stripeEventFailures).where(eq(stripeEventFailures.eventId, event.id)).all();
    expect(failures).toEqual([expect.objectContaining({ type: "customer.subscription.updated", error: expect.stringContaining("No such subscription") })]);
    expect(failures[0]!.error).not.toContain(marker);
    // Not recorded as seen: Stripe's next delivery is applied.
    expect(await eventRow(event.id)).toBeUndefined();
  });
});
