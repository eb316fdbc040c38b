import { Hono } from "hono";
import Stripe from "stripe";
import { applyStripeEvent } from "../../app/services/billing/stripe-events.server";
import { errorSummary, recordStripeEventFailure } from "../../app/services/background-jobs/background-work.server";
import { errorResponse } from "../api-error";
import type { ApiEnv } from "../context";
import { readBodyWithin } from "../request-body";

const STRIPE_EVENT_MAX_BYTES = 1024 * 1024;

export const stripeWebhook = new Hono<ApiEnv>();

// Stripe's webhooks: the signature is checked on the raw body (a missing or bad signature, or a
// timestamp older than five minutes, is a 400 and writes nothing).
stripeWebhook.post("/", async (c) => {
  const app = c.get("app");
  const stripe = app.stripe;
  const secret = app.settings.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) return errorResponse(c, "not_configured", "Stripe webhooks are not configured.");
  const signature = c.req.header("stripe-signature");
  if (!signature) return errorResponse(c, "invalid_input", "Missing Stripe-Signature header.");
  // Read within a limit, like every body: Stripe's events are a few KB; nobody else may make us read megabytes.
  const bytes = await readBodyWithin(c.req.raw, STRIPE_EVENT_MAX_BYTES);
  if (bytes === "too_large") return errorResponse(c, "payload_too_large", "The request body is too large.");
  const payload = new TextDecoder().decode(bytes);
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, Stripe.createSubtleCryptoProvider());
  } catch {
    return errorResponse(c, "invalid_input", "Invalid Stripe signature.");
  }
  try {
    const outcome = await applyStripeEvent({ db: app.db, settings: app.settings, stripe, wroteFor: (userId) => app.pageMemo.wroteFor(userId) }, event);
    return c.json({ received: true, outcome });
  } catch (error) {
    // Recorded for /admin/work (the event's id, type and the error: never the payload), then a
    // 500 so that Stripe delivers the event again later.
    console.error("stripe event not applied", { eventId: event.id, type: event.type, error: errorSummary(error) });
    await recordStripeEventFailure(app.db, { eventId: event.id, type: event.type, error }).catch((recordError: unknown) =>
      console.error("stripe event failure not recorded", { eventId: event.id, error: String(recordError) }),
    );
    return errorResponse(c, "internal", "The event could not be applied. Stripe will deliver it again.");
  }
});
