import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions } from "../../../../db/schema";
import { createTrial } from "../../../factories";
import { db, pageAfter, postForm, request, signUp } from "../../helpers";
import { stripe } from "./helpers";

const checkout = (cookie: string, plan: string, paymentMethodId = `pm_${crypto.randomUUID().replaceAll("-", "")}`) =>
  postForm("/plans", { intent: "checkout", plan, paymentMethodId }, { cookie });
const rowOf = (userId: string) => db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();

describe("create-checkout with Stripe configured", () => {
  it("creates the customer and a subscription with the 14-day trial, and says Trial Started", async () => {
    const { cookie, userId, email } = await signUp();
    // The plan started: the action moves on to the workspace, which shows the toast.
    expect(await pageAfter(await checkout(cookie, "pro"), cookie)).toContain("Trial Started");
    const row = await rowOf(userId);
    expect(row).toMatchObject({ status: "trialing", tier: "pro" });
    expect(row?.stripeSubscriptionId).toMatch(/^sub_/);
    const customer = (await stripe.customers.retrieve(row!.stripeCustomerId!)) as unknown as { email: string; metadata: { userId: string } };
    expect(customer).toMatchObject({ email, metadata: { userId } });
    const subscription = await stripe.subscriptions.retrieve(row!.stripeSubscriptionId!);
    expect(subscription.items.data[0]?.price.id).toBe("price_pro_test");
    expect((subscription.trial_end! - Date.now() / 1000) / 86_400).toBeCloseTo(14, 0);
  });

  it("makes no second subscription when the same checkout is sent twice", async () => {
    const { cookie, userId } = await signUp();
    const pm = "pm_retry_twice";
    await (await checkout(cookie, "essential", pm)).text();
    const first = (await rowOf(userId))?.stripeSubscriptionId;
    const again = await checkout(cookie, "essential", pm);
    expect(await pageAfter(again, cookie)).toContain("Trial Already Active");
    expect((await rowOf(userId))?.stripeSubscriptionId).toBe(first);
  });

  it("says Already Subscribed to a paying user", async () => {
    const { cookie, userId } = await signUp();
    await db()
      .insert(subscriptions)
      .values({ userId, status: "active", tier: "pro", currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) });
    expect(await pageAfter(await checkout(cookie, "legacy"), cookie)).toContain("Already Subscribed");
  });

  it("says Trial Already Active during a trial", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    expect(await pageAfter(await checkout(cookie, "pro"), cookie)).toContain("Trial Already Active");
  });

  it("moves on with Trial Started once the bank's check passed in the browser, and not while no plan runs", async () => {
    const { cookie, userId } = await signUp();
    const early = await postForm("/plans", { intent: "card-confirmed" }, { cookie });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain("Your plan has not started");
    await createTrial(db(), userId);
    expect(await pageAfter(await postForm("/plans", { intent: "card-confirmed" }, { cookie }), cookie)).toContain("Trial Started");
  });

  it("gives no second trial after one has run: the plan starts paid", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId, { endsAt: new Date(Date.now() - 86_400_000) });
    await (await checkout(cookie, "essential")).text();
    expect(await rowOf(userId)).toMatchObject({ status: "active", tier: "essential", trialEnd: null });
  });

  it("shows the provider's message when the card is declined, and stores nothing", async () => {
    const { cookie, userId } = await signUp();
    const response = await checkout(cookie, "pro", "pm_card_chargeDeclined");
    expect(response.status).toBe(402);
    const html = await response.text();
    expect(html).toContain("Checkout Error");
    expect(html).toContain("Your card was declined.");
    expect(await rowOf(userId)).toBeUndefined();
  });

  it("refuses a malformed payment method id and an unknown plan", async () => {
    const { cookie } = await signUp();
    expect((await postForm("/plans", { intent: "checkout", plan: "pro", paymentMethodId: "<script>" }, { cookie })).status).toBe(400);
    expect((await checkout(cookie, "diamond")).status).toBe(400);
  });

  it("does not start a no-card trial when Stripe is configured", async () => {
    const { cookie, userId } = await signUp();
    const response = await postForm("/plans", { intent: "start-trial", plan: "pro" }, { cookie });
    expect(response.status).toBe(400);
    await response.text();
    expect(await rowOf(userId)).toBeUndefined();
  });

  it("allows Stripe.js and its card frame in the page's policy", async () => {
    const response = await request("/plans");
    await response.text();
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("https://js.stripe.com");
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
  });
});

describe("the customer portal", () => {
  it("opens a portal session for the user's own customer", async () => {
    const { cookie } = await signUp();
    await (await checkout(cookie, "pro")).text();
    const response = await postForm("/account", { intent: "portal" }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("https://billing.stripe.test/p/session/");
  });

  it("says there is nothing to manage for a user without a Stripe customer", async () => {
    const { cookie } = await signUp();
    const response = await postForm("/account", { intent: "portal" }, { cookie });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("You have no paid subscription to manage yet.");
  });
});

describe("choosing the plan a trial becomes", () => {
  it("changes the plan a Stripe trial becomes, at Stripe and in our row, keeping the trial's end", async () => {
    const { cookie, userId } = await signUp();
    await (await checkout(cookie, "pro")).text();
    const before = await rowOf(userId);
    const response = await postForm("/plans", { intent: "trial-plan", plan: "essential" }, { cookie });
    expect(await pageAfter(response, cookie)).toContain("Your trial continues on Essential");
    const after = await rowOf(userId);
    expect(after).toMatchObject({ status: "trialing", tier: "essential", stripeSubscriptionId: before!.stripeSubscriptionId });
    expect(after!.trialEnd?.getTime()).toBe(before!.trialEnd?.getTime());
    const subscription = await stripe.subscriptions.retrieve(after!.stripeSubscriptionId!);
    expect(subscription.items.data[0]?.price.id).toBe("price_essential_test");
  });

  it("refuses to change the plan of a trial that is not running", async () => {
    const { cookie } = await signUp();
    const response = await postForm("/plans", { intent: "trial-plan", plan: "essential" }, { cookie });
    expect(response.status).toBe(409);
    await response.text();
  });
});
