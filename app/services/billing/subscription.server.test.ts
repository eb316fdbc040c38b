import { describe, expect, it } from "vitest";
import { subscriptionCheckFor } from "./subscription.server";

const now = new Date("2026-11-22T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const row = (overrides: Record<string, unknown>) =>
  ({ userId: "u", status: "trialing", tier: null, trialEnd: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, ...overrides }) as never;

describe("the check-subscription answer", () => {
  it("is unsubscribed without a row", () => {
    expect(subscriptionCheckFor(undefined, now)).toEqual({ subscribed: false, is_trialing: false, subscription_tier: null, subscription_end: null });
  });
  it("is trialing until the trial's end, then nothing", () => {
    expect(subscriptionCheckFor(row({ trialEnd: days(3) }), now)).toMatchObject({ is_trialing: true, subscription_end: days(3).toISOString() });
    expect(subscriptionCheckFor(row({ trialEnd: days(-1) }), now)).toMatchObject({ is_trialing: false, subscribed: false });
  });
  it("is subscribed while active or past due, with the period's end", () => {
    expect(subscriptionCheckFor(row({ status: "active", tier: "pro", currentPeriodEnd: days(20) }), now)).toEqual({
      subscribed: true,
      is_trialing: false,
      subscription_tier: "pro",
      subscription_end: days(20).toISOString(),
    });
    expect(subscriptionCheckFor(row({ status: "past_due", tier: "pro", currentPeriodEnd: days(-2) }), now).subscribed).toBe(true);
  });
  it("keeps a cancelled plan until the paid period ends", () => {
    expect(subscriptionCheckFor(row({ status: "canceled", tier: "essential", currentPeriodEnd: days(5) }), now).subscribed).toBe(true);
    expect(subscriptionCheckFor(row({ status: "canceled", tier: "essential", currentPeriodEnd: days(-5) }), now).subscribed).toBe(false);
  });
});
