import { describe, expect, it } from "vitest";
import { voiceAllowance } from "./voice-allowance";

const now = new Date("2026-11-22T12:00:00Z");
const check = (overrides: Partial<Parameters<typeof voiceAllowance>[0]>) => ({ subscribed: false, is_trialing: false, subscription_tier: null, subscription_end: null, ...overrides });

describe("voice allowance", () => {
  it("is the trial's 5 minutes while in trial", () => {
    expect(voiceAllowance(check({ is_trialing: true, subscription_tier: "essential", subscription_end: "2026-12-01T00:00:00Z" }), now)).toEqual({ expired: false, lifetimeSeconds: 300, period: null });
  });
  it("is Essential's 5 hours a month for a paying Essential user, from the first of the month", () => {
    expect(voiceAllowance(check({ subscribed: true, subscription_tier: "essential", subscription_end: "2026-12-20T00:00:00Z" }), now)).toEqual({
      expired: false,
      lifetimeSeconds: null,
      period: { since: Date.parse("2026-11-01T00:00:00Z"), seconds: 18_000 },
    });
  });
  it("has no cap on Pro and Legacy, and is nothing without a plan or a trial", () => {
    expect(voiceAllowance(check({ subscribed: true, subscription_tier: "pro", subscription_end: "2026-12-20T00:00:00Z" }), now)).toEqual({ expired: false, lifetimeSeconds: null, period: null });
    expect(voiceAllowance(check({}), now)).toEqual({ expired: true, lifetimeSeconds: 0, period: null });
  });
});
