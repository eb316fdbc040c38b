import { describe, expect, it } from "vitest";
import { type SubscriptionState, entitlementsFor } from "../billing/entitlements";
import { voiceAllowance } from "./voice-allowance";

const now = new Date("2026-11-22T12:00:00Z");
const row = (overrides: Partial<SubscriptionState>): SubscriptionState => ({
  status: "active",
  tier: "pro",
  trialEnd: null,
  currentPeriodEnd: new Date("2026-12-20T00:00:00Z"),
  ...overrides,
});
const allowance = (state: SubscriptionState | undefined) => voiceAllowance(entitlementsFor(state, now));

describe("voice allowance", () => {
  it("is the trial's 5 minutes while in trial", () => {
    expect(allowance(row({ status: "trialing", tier: "essential", trialEnd: new Date("2026-12-01T00:00:00Z"), currentPeriodEnd: null }))).toEqual({
      expired: false,
      lifetimeSeconds: 300,
      period: null,
    });
  });
  it("is Essential's 5 hours a month for a paying Essential user, from the first of the month", () => {
    expect(allowance(row({ tier: "essential" }))).toEqual({
      expired: false,
      lifetimeSeconds: null,
      period: { since: Date.parse("2026-11-01T00:00:00Z"), seconds: 18_000 },
    });
  });
  it("has no cap on Pro and Legacy, and is nothing without a plan or a trial", () => {
    expect(allowance(row({ tier: "pro" }))).toEqual({ expired: false, lifetimeSeconds: null, period: null });
    expect(allowance(row({ tier: "legacy" }))).toEqual({ expired: false, lifetimeSeconds: null, period: null });
    expect(allowance(undefined)).toEqual({ expired: true, lifetimeSeconds: 0, period: null });
  });
});
