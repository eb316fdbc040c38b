import { type PlanId, findPlan } from "./plans";
import { AI_CALLS_PER_DAY, TRIAL_LIMITS } from "./usage-limits";

// What a user may do, decided in one place from their stored subscription (docs/entitlements.md).
// Every capability that costs money or creates data asks `decide`: Remix routes, the /api routes
// and the user's Durable Object alike. Pure: the caller reads the row (once per request).

/** When the subscription cannot be read, pages show "in trial with 7 days" (docs/product-rules.md §2). */
export const FAIL_OPEN_DAYS = 7;

/** The /api/check-subscription answer (subscribed, is_trialing, tier and end), derived from entitlements. */
export type SubscriptionCheck = {
  subscribed: boolean;
  is_trialing: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
};

export function subscriptionCheckOf(entitlements: Entitlements): SubscriptionCheck {
  const end = entitlements.endsAt ? entitlements.endsAt.toISOString() : null;
  if (entitlements.standing === "trial") return { subscribed: false, is_trialing: true, subscription_tier: entitlements.plan, subscription_end: end };
  if (entitlements.standing === "paid") return { subscribed: true, is_trialing: false, subscription_tier: entitlements.plan, subscription_end: end };
  return { subscribed: false, is_trialing: false, subscription_tier: null, subscription_end: null };
}

/** The stored subscription, as much of it as the decision needs. */
export type SubscriptionState = {
  status: "trialing" | "active" | "past_due" | "canceled" | "incomplete" | "expired";
  tier: PlanId | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
};

/** Where the user stands: never started, on a trial, trial over, paying, or a plan that ended. */
export type Standing = "none" | "trial" | "trial_ended" | "paid" | "plan_ended";

export type Entitlements = {
  standing: Standing;
  plan: PlanId | null;
  /** When the trial or the paid period ends (null: no end known). */
  endsAt: Date | null;
  caps: {
    /** Schools the plan allows (Essential: 3); null: no cap. Trials add schools freely. */
    schools: number | null;
    /** Essays created with the user's own words: the trial's 3; null: no cap. */
    essaysCreated: number | null;
    /** Scout chat messages: the trial's 50; null: no cap. Applied before the model by services/coach/chat-limits.server.ts, tested in tests/integration/coach/chat-limits.test.ts. */
    textMessages: number | null;
    /** Voice time ever, in seconds: the trial's 5 minutes; null: no cap. */
    voiceSeconds: number | null;
    /** Voice time per calendar month (UTC), from the plan (Essential: 5 hours); null: none. */
    voicePerMonth: { since: number; seconds: number } | null;
    /** Model calls per UTC day, whatever asks (chat, feedback, suggestions, voice): never null, so spending always has a cap. */
    aiCallsPerDay: number;
  };
};

export const capabilities = ["add_school", "create_essay", "new_version", "chat", "voice", "feedback"] as const;
export type Capability = (typeof capabilities)[number];

export type Refusal = { allowed: false; code: "plan_required" | "trial_expired" | "usage_limit"; limit?: number };
export type Decision = { allowed: true } | Refusal;

// Nothing may be spent without a plan or a live trial (decide refuses first; the 0 holds should a caller forget).
const NO_CAPS: Entitlements["caps"] = { schools: null, essaysCreated: null, textMessages: null, voiceSeconds: null, voicePerMonth: null, aiCallsPerDay: 0 };
const TRIAL_CAPS: Entitlements["caps"] = {
  schools: null,
  essaysCreated: TRIAL_LIMITS.essaysCreated,
  textMessages: TRIAL_LIMITS.textMessages,
  voiceSeconds: TRIAL_LIMITS.voiceSeconds,
  voicePerMonth: null,
  aiCallsPerDay: AI_CALLS_PER_DAY.trial,
};

/** A paying plan's caps: Essential's 3 schools and 5 hours of voice a month; Pro and Legacy none. */
function planCaps(plan: PlanId | null, now: Date): Entitlements["caps"] {
  const entry = findPlan(plan);
  const perMonth = entry?.sessionSecondsPerMonth;
  return {
    ...NO_CAPS,
    schools: entry?.schoolLimit ?? null,
    voicePerMonth: perMonth ? { since: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1), seconds: perMonth } : null,
    aiCallsPerDay: AI_CALLS_PER_DAY.paid,
  };
}

/** The user's entitlements from their subscription row (undefined: they never started anything). */
export function entitlementsFor(row: SubscriptionState | undefined, now: Date): Entitlements {
  if (!row) return { standing: "none", plan: null, endsAt: null, caps: NO_CAPS };
  if (row.status === "trialing") {
    if (row.trialEnd && row.trialEnd > now) return { standing: "trial", plan: row.tier, endsAt: row.trialEnd, caps: TRIAL_CAPS };
    return { standing: "trial_ended", plan: row.tier, endsAt: row.trialEnd, caps: NO_CAPS };
  }
  const paidUntil = row.currentPeriodEnd !== null && row.currentPeriodEnd > now;
  // past_due keeps access while Stripe retries the card; a cancelled plan runs to its period's end.
  if (row.status === "active" || row.status === "past_due" || (row.status === "canceled" && paidUntil)) {
    return { standing: "paid", plan: row.tier, endsAt: row.currentPeriodEnd, caps: planCaps(row.tier, now) };
  }
  // A trial that Stripe ended (status expired after trialing) is still a trial that ended.
  if (row.status === "expired" && row.trialEnd && !row.currentPeriodEnd)
    return { standing: "trial_ended", plan: row.tier, endsAt: row.trialEnd, caps: NO_CAPS };
  return { standing: "plan_ended", plan: row.tier, endsAt: row.currentPeriodEnd, caps: NO_CAPS };
}

/**
 * When the subscription cannot be read. Reading pages fail open (docs/product-rules.md §2: "in trial with
 * 7 days" in badges and the panel's remaining count); nothing that writes or spends may use this.
 */
export function entitlementsWhenUnreadable(now: Date): Entitlements {
  return { standing: "trial", plan: null, endsAt: new Date(now.getTime() + FAIL_OPEN_DAYS * 86_400_000), caps: TRIAL_CAPS };
}

/** Whether the user may do `capability` now. `schoolsAdded` matters for add_school only. */
export function decide(entitlements: Entitlements, capability: Capability, usage: { schoolsAdded?: number } = {}): Decision {
  if (entitlements.standing === "none" || entitlements.standing === "plan_ended") return { allowed: false, code: "plan_required" };
  if (entitlements.standing === "trial_ended") return { allowed: false, code: "trial_expired" };
  const cap = entitlements.caps.schools;
  if (capability === "add_school" && cap !== null && (usage.schoolsAdded ?? 0) >= cap) return { allowed: false, code: "usage_limit", limit: cap };
  return { allowed: true };
}

/** A paid path's answer to a refusal for want of a plan or a live trial: which of the two it is. */
export const expiredRefusal = (refusal: Refusal) =>
  ({ ok: false, reason: "expired", code: refusal.code === "trial_expired" ? "trial_expired" : "plan_required" }) as const;

/** What a refusal for want of a plan says (never "expired" to someone who never had a trial). */
export const NO_PLAN_TITLE: Record<"plan_required" | "trial_expired", string> = {
  plan_required: "Start your free trial",
  trial_expired: "Your Trial Has Expired",
};

/** The header badge: days left in a trial, or what to do when there is no plan; none when paying. */
export function standingBadge(entitlements: Entitlements, now: Date): string | null {
  switch (entitlements.standing) {
    case "none":
      return NO_PLAN_TITLE.plan_required;
    case "trial_ended":
      return "Trial expired";
    case "plan_ended":
      return "Plan ended";
    case "trial": {
      const days = entitlements.endsAt ? Math.max(0, Math.ceil((entitlements.endsAt.getTime() - now.getTime()) / 86_400_000)) : 0;
      return `${days} ${days === 1 ? "day" : "days"} left in trial`;
    }
    case "paid":
      return null;
  }
}
