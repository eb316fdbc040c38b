import Stripe from "stripe";
import type { Settings } from "~/settings.server";
import { type PlanId, planIds } from "~/domain/billing/plans";

/** Where the browser loads Stripe.js from (the CSP allows it when Stripe is configured). */
export const STRIPE_JS_URL = "https://js.stripe.com/v3";

/** The Stripe client for this request, or null when Stripe is not configured. */
export function createStripe(settings: Settings): Stripe | null {
  if (!settings.STRIPE_SECRET_KEY) return null;
  const base = settings.STRIPE_BASE_URL ? new URL(settings.STRIPE_BASE_URL) : null;
  return new Stripe(settings.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === "https:" ? 443 : 80), protocol: base.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });
}

const priceSetting = { essential: "STRIPE_PRICE_ESSENTIAL", pro: "STRIPE_PRICE_PRO", legacy: "STRIPE_PRICE_LEGACY" } as const;
const linkSetting = {
  essential: "STRIPE_PAYMENT_LINK_ESSENTIAL",
  pro: "STRIPE_PAYMENT_LINK_PRO",
  legacy: "STRIPE_PAYMENT_LINK_LEGACY",
} as const;

/** The Stripe price id of a plan, from configuration (never from code). */
export function priceIdFor(settings: Settings, plan: PlanId): string | undefined {
  return settings[priceSetting[plan]];
}

/** The plan a Stripe price id belongs to. */
export function planForPrice(settings: Settings, priceId: string | undefined | null): PlanId | null {
  return planIds.find((plan) => priceId && priceIdFor(settings, plan) === priceId) ?? null;
}

/** A plan's pre-built payment link, tagged with the user so its checkout can be matched to them. */
export function paymentLinkFor(settings: Settings, plan: PlanId, userId: string): string | null {
  const link = settings[linkSetting[plan]];
  if (!link) return null;
  const url = new URL(link);
  url.searchParams.set("client_reference_id", userId);
  return url.toString();
}
