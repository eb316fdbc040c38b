import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions } from "../../../../db/schema";
import { db, postForm, signUp } from "../../helpers";
import { rowsLeftFor } from "../../user-owned-tables";
import { stripe } from "./helpers";

describe("Delete Account with a Stripe subscription", () => {
  it("cancels the subscription at Stripe, then removes everything", async () => {
    const { cookie, userId } = await signUp();
    await (await postForm("/plans", { intent: "checkout", plan: "pro", paymentMethodId: "pm_delete_me" }, { cookie })).text();
    const subscriptionId = (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get())!.stripeSubscriptionId!;

    const response = await postForm("/account/delete", {}, { cookie });
    expect(response.status).toBe(302);
    await response.text();

    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe("canceled");
    expect(Object.values(await rowsLeftFor(userId)).every((n) => n === 0)).toBe(true);
  });
});
