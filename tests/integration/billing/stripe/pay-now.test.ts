import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { essaySubmissions, subscriptions } from "../../../../db/schema";
import { createTrial } from "../../../factories";
import { db, pageAfter, postForm, request, signUp } from "../../helpers";
import { stripe } from "./helpers";

// A trial user can pay now for a plan, and the trial's caps lift once Stripe says it is paid: a
// trial whose card Stripe holds ends its trial at Stripe now (the first month charged at once); a
// trial without a card pays through the same checkout as a paid signup.
const pm = () => `pm_${crypto.randomUUID().replaceAll("-", "")}`;
const rowOf = (userId: string) => db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
const payNow = (cookie: string, plan: string, paymentMethodId?: string) =>
  postForm("/plans", { intent: "pay-now", plan, ...(paymentMethodId ? { paymentMethodId } : {}) }, { cookie });
const save = (cookie: string, id: string, content: string) => postForm(`/app/essays/${id}`, { intent: "save", content, baseRevision: "0" }, { cookie });

/** A trial user with Wharton and Tuck's essays, three of them written: the trial's essay cap reached. */
async function atTheEssayCap(user: { cookie: string; userId: string }) {
  for (const school of ["Wharton", "Tuck"]) await (await postForm("/app/schools", { intent: "add", school }, { cookie: user.cookie })).text();
  const essays = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
  for (const essay of essays.slice(0, 3)) await (await save(user.cookie, essay.id, `My draft of ${essay.essayTitle}`)).text();
  const refused = await save(user.cookie, essays[3]!.id, "A fourth essay");
  expect(refused.status).toBe(402);
  await refused.text();
  return essays[3]!;
}

// Each case signs up, checks out, adds two schools and writes four essays: more than the default 5 s.
describe("paying now during a trial", { timeout: 20_000 }, () => {
  it("ends a Stripe trial now on the chosen plan, and the trial's essay cap no longer applies", async () => {
    const user = await signUp();
    await (await postForm("/plans", { intent: "checkout", plan: "pro", paymentMethodId: pm() }, { cookie: user.cookie })).text();
    const fourth = await atTheEssayCap(user);
    const before = (await rowOf(user.userId))!;
    // The page offers it, and says what it costs, before anything is charged.
    const page = await (await request("/plans", { headers: { cookie: user.cookie } })).text();
    expect(page).toContain("Pay now for Essential");
    expect(page).toContain("Your trial ends now and the card you gave is charged $99 today, then each month until you cancel.");

    const text = await pageAfter(await payNow(user.cookie, "essential"), user.cookie);
    expect(text).toContain("Subscription Started");
    expect(text).toContain("You are on Essential now: the trial's limits no longer apply.");
    const after = (await rowOf(user.userId))!;
    expect(after).toMatchObject({ status: "active", tier: "essential", stripeSubscriptionId: before.stripeSubscriptionId });
    expect(after.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const atStripe = await stripe.subscriptions.retrieve(before.stripeSubscriptionId!);
    expect(atStripe.status).toBe("active");
    expect(atStripe.items.data[0]?.price.id).toBe("price_essential_test");

    const saved = await save(user.cookie, fourth.id, "A fourth essay");
    expect(saved.status).toBe(200);
    await saved.text();
  });

  it("charges a trial without a card through the checkout, with no second trial", async () => {
    const user = await signUp();
    await createTrial(db(), user.userId);
    const fourth = await atTheEssayCap(user);

    const needsCard = await payNow(user.cookie, "pro");
    expect(needsCard.status).toBe(400);
    expect(await needsCard.text()).toContain("Please enter a card to pay now.");

    expect(await pageAfter(await payNow(user.cookie, "pro", pm()), user.cookie)).toContain("You are on Pro now");
    const row = (await rowOf(user.userId))!;
    expect(row).toMatchObject({ status: "active", tier: "pro", trialEnd: null });
    expect(row.stripeSubscriptionId).toMatch(/^sub_/);
    const saved = await save(user.cookie, fourth.id, "A fourth essay");
    expect(saved.status).toBe(200);
    await saved.text();
  });

  it("says the bank's refusal and leaves the trial as it was when the card's charge fails", async () => {
    const user = await signUp();
    await (await postForm("/plans", { intent: "checkout", plan: "pro", paymentMethodId: "pm_card_chargeCustomerFail" }, { cookie: user.cookie })).text();
    const before = (await rowOf(user.userId))!;
    const refused = await payNow(user.cookie, "pro");
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain("Your card was declined.");
    expect(await rowOf(user.userId)).toMatchObject({ status: "trialing", tier: "pro", trialEnd: before.trialEnd });
  });

  it("refuses someone with no running trial, and one who already pays", async () => {
    const none = await signUp();
    const refused = await payNow(none.cookie, "pro", pm());
    expect(refused.status).toBe(409);
    await refused.text();
    expect(await rowOf(none.userId)).toBeUndefined();

    const paying = await signUp();
    await db()
      .insert(subscriptions)
      .values({ userId: paying.userId, status: "active", tier: "pro", currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) });
    expect(await pageAfter(await payNow(paying.cookie, "essential", pm()), paying.cookie)).toContain("Already Subscribed");
    expect(await rowOf(paying.userId)).toMatchObject({ tier: "pro" });
  });
});
