import { describe, expect, it } from "vitest";
import {
  type Capability,
  type Entitlements,
  type SubscriptionState,
  capabilities,
  decide,
  entitlementsFor,
  entitlementsWhenUnreadable,
  expiredRefusal,
  standingBadge,
  subscriptionCheckOf,
} from "./entitlements";

const now = new Date("2026-11-22T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const row = (overrides: Partial<SubscriptionState>): SubscriptionState => ({
  status: "active",
  tier: "pro",
  trialEnd: null,
  currentPeriodEnd: days(20),
  ...overrides,
});

// Every state a user can be in, and what each may do. `schoolsAdded` is how many schools the user
// already has when adding one (Essential's cap is 3).
const states: Record<string, SubscriptionState | undefined> = {
  "no plan (never started)": undefined,
  "trial, live": row({ status: "trialing", tier: "pro", trialEnd: days(3), currentPeriodEnd: null }),
  "trial, ended": row({ status: "trialing", tier: "pro", trialEnd: days(-1), currentPeriodEnd: null }),
  "trial, marked expired by the sweep": row({ status: "expired", tier: "pro", trialEnd: days(-2), currentPeriodEnd: null }),
  Essential: row({ tier: "essential" }),
  Pro: row({ tier: "pro" }),
  Legacy: row({ tier: "legacy" }),
  "past_due (Stripe retrying)": row({ status: "past_due", tier: "pro" }),
  "cancelled, in its period": row({ status: "canceled", tier: "pro", currentPeriodEnd: days(5) }),
  "cancelled, period over": row({ status: "canceled", tier: "pro", currentPeriodEnd: days(-5) }),
  "incomplete (first payment failed)": row({ status: "incomplete", tier: "pro", currentPeriodEnd: null }),
};

type Row = { standing: Entitlements["standing"]; allowed: boolean; code?: string; caps: Partial<Entitlements["caps"]>; badge: string | null };
const TRIAL_CAPS = { schools: null, essaysCreated: 3, textMessages: 50, voiceSeconds: 300, voicePerMonth: null, aiCallsPerDay: 60 };
const NO_CAPS = { schools: null, essaysCreated: null, textMessages: null, voiceSeconds: null, voicePerMonth: null, aiCallsPerDay: 0 };
const PAID_CAPS = { ...NO_CAPS, aiCallsPerDay: 300 };
const ESSENTIAL_CAPS = {
  schools: 3,
  essaysCreated: null,
  textMessages: null,
  voiceSeconds: null,
  voicePerMonth: { since: Date.parse("2026-11-01T00:00:00Z"), seconds: 18_000 },
  aiCallsPerDay: 300,
};

const expected: Record<string, Row> = {
  "no plan (never started)": { standing: "none", allowed: false, code: "plan_required", caps: NO_CAPS, badge: "Start your free trial" },
  "trial, live": { standing: "trial", allowed: true, caps: TRIAL_CAPS, badge: "3 days left in trial" },
  "trial, ended": { standing: "trial_ended", allowed: false, code: "trial_expired", caps: NO_CAPS, badge: "Trial expired" },
  "trial, marked expired by the sweep": { standing: "trial_ended", allowed: false, code: "trial_expired", caps: NO_CAPS, badge: "Trial expired" },
  Essential: { standing: "paid", allowed: true, caps: ESSENTIAL_CAPS, badge: null },
  Pro: { standing: "paid", allowed: true, caps: PAID_CAPS, badge: null },
  Legacy: { standing: "paid", allowed: true, caps: PAID_CAPS, badge: null },
  "past_due (Stripe retrying)": { standing: "paid", allowed: true, caps: PAID_CAPS, badge: null },
  "cancelled, in its period": { standing: "paid", allowed: true, caps: PAID_CAPS, badge: null },
  "cancelled, period over": { standing: "plan_ended", allowed: false, code: "plan_required", caps: NO_CAPS, badge: "Plan ended" },
  "incomplete (first payment failed)": { standing: "plan_ended", allowed: false, code: "plan_required", caps: NO_CAPS, badge: "Plan ended" },
};

describe("entitlements: every capability in every state", () => {
  for (const [name, state] of Object.entries(states)) {
    const want = expected[name]!;
    const entitlements = entitlementsFor(state, now);
    it(`${name}: ${want.standing}, ${want.allowed ? "allowed" : `refused (${want.code})`}, its caps and badge`, () => {
      expect(entitlements.standing).toBe(want.standing);
      expect(entitlements.caps).toEqual(want.caps);
      expect(standingBadge(entitlements, now)).toBe(want.badge);
    });
    for (const capability of capabilities) {
      it(`${name}: ${capability}`, () => {
        const decision = decide(entitlements, capability, { schoolsAdded: 0 });
        expect(decision).toEqual(want.allowed ? { allowed: true } : { allowed: false, code: want.code });
      });
    }
  }
});

describe("a paid path's refusal", () => {
  it("says whether the trial ended or there never was a plan; any other refusal reads as wanting a plan", () => {
    expect(expiredRefusal({ allowed: false, code: "trial_expired" })).toEqual({ ok: false, reason: "expired", code: "trial_expired" });
    expect(expiredRefusal({ allowed: false, code: "plan_required" })).toEqual({ ok: false, reason: "expired", code: "plan_required" });
    expect(expiredRefusal({ allowed: false, code: "usage_limit", limit: 3 })).toEqual({ ok: false, reason: "expired", code: "plan_required" });
  });
});

describe("caps at their limits", () => {
  it("Essential adds a third school but not a fourth; a trial and Pro add freely", () => {
    const add = (state: SubscriptionState, schoolsAdded: number) => decide(entitlementsFor(state, now), "add_school", { schoolsAdded });
    expect(add(states.Essential!, 2)).toEqual({ allowed: true });
    expect(add(states.Essential!, 3)).toEqual({ allowed: false, code: "usage_limit", limit: 3 });
    expect(add(states["trial, live"]!, 40)).toEqual({ allowed: true });
    expect(add(states.Pro!, 40)).toEqual({ allowed: true });
  });

  it("the trial's counted caps (essays, messages, voice) are handed to the user's object, which applies them atomically", () => {
    const caps = entitlementsFor(states["trial, live"], now).caps;
    const counted: Capability[] = ["create_essay", "chat", "voice"];
    expect(counted.every((capability) => decide(entitlementsFor(states["trial, live"], now), capability).allowed)).toBe(true);
    expect([caps.essaysCreated, caps.textMessages, caps.voiceSeconds]).toEqual([3, 50, 300]);
  });
});

describe("reading without the database", () => {
  it("fails open for pages only: a 7-day trial with the trial's caps", () => {
    const unreadable = entitlementsWhenUnreadable(now);
    expect(unreadable).toMatchObject({ standing: "trial", caps: TRIAL_CAPS });
    expect(standingBadge(unreadable, now)).toBe("7 days left in trial");
  });

  it("answers in the check-subscription shape", () => {
    expect(subscriptionCheckOf(entitlementsFor(states["trial, live"], now))).toEqual({
      subscribed: false,
      is_trialing: true,
      subscription_tier: "pro",
      subscription_end: days(3).toISOString(),
    });
    expect(subscriptionCheckOf(entitlementsFor(states["cancelled, in its period"], now))).toEqual({
      subscribed: true,
      is_trialing: false,
      subscription_tier: "pro",
      subscription_end: days(5).toISOString(),
    });
    expect(subscriptionCheckOf(entitlementsFor(undefined, now))).toEqual({
      subscribed: false,
      is_trialing: false,
      subscription_tier: null,
      subscription_end: null,
    });
  });
});
