import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions, userRoles } from "../../../../db/schema";
import { db, postForm, signUp } from "../../helpers";
import { stripe } from "./helpers";

describe("/admin extends a trial Stripe holds", () => {
  it("moves the trial end at Stripe and writes Stripe's answer, so the next webhook agrees", async () => {
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const alice = await signUp();
    await (
      await postForm("/plans", { intent: "checkout", plan: "pro", paymentMethodId: `pm_${crypto.randomUUID().replaceAll("-", "")}` }, { cookie: alice.cookie })
    ).text();
    const before = (await db().select().from(subscriptions).where(eq(subscriptions.userId, alice.userId)).get())!;

    const response = await postForm(`/admin/users/${alice.userId}`, { intent: "extend-trial", days: "5" }, { cookie: admin.cookie });
    expect(await response.text()).toContain("Trial Extended");
    const atStripe = await stripe.subscriptions.retrieve(before.stripeSubscriptionId!);
    const expected = Math.floor((before.trialEnd!.getTime() + 5 * 86_400_000) / 1000);
    expect(atStripe.trial_end).toBe(expected);
    const after = (await db().select().from(subscriptions).where(eq(subscriptions.userId, alice.userId)).get())!;
    expect(after.trialEnd?.getTime()).toBe(expected * 1000);
    expect(after.status).toBe("trialing");
  });
});
