import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { FAKE_PORTS } from "../../../fakes/ports";

/** The official SDK pointed at the Stripe fake, to sign webhook payloads and steer the fake. */
export const stripe = new Stripe("sk_test_fake", {
  httpClient: Stripe.createFetchHttpClient(),
  host: "127.0.0.1",
  port: FAKE_PORTS.stripe,
  protocol: "http",
});

/** Changes a subscription inside the fake, as if something happened at Stripe. */
export async function changeAtStripe(subscriptionId: string, patch: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`http://127.0.0.1:${FAKE_PORTS.stripe}/__fake/stripe/subscriptions/${subscriptionId}`, {
    method: "POST",
    body: JSON.stringify(patch),
  });
  if (!response.ok) throw new Error(`fake refused: ${response.status}`);
  return response.json();
}

let eventCounter = 0;

/** A Stripe event as Stripe sends it, signed with the endpoint's secret. */
export async function signedEvent(type: string, object: Record<string, unknown>, options: { created?: number; secret?: string; timestamp?: number } = {}) {
  const event = {
    id: `evt_${Date.now().toString(36)}${(eventCounter++).toString(36)}`,
    object: "event",
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    api_version: "2026-10-28.endive",
  };
  const payload = JSON.stringify(event);
  const header = await stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? env.STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { event, payload, header };
}
