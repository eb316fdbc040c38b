import { plans } from "./plans";
import { type SubscriptionCheck, trialStatusFromCheck, usageCapsApply } from "./trial-status";
import { TRIAL_LIMITS } from "./usage-limits";

export type VoiceAllowance = {
  /** No plan and no trial: no voice calls (they cost money per minute). */
  expired: boolean;
  /** The trial's cap on all voice time ever used (null: none). */
  lifetimeSeconds: number | null;
  /** A plan's monthly cap (DECISIONS 4: Essential's 5 hours), counted from `since` (null: none). */
  period: { since: number; seconds: number } | null;
};

/** How much voice time a user may use, from their subscription (trial: 5 minutes; Essential: 5 hours a month). */
export function voiceAllowance(check: SubscriptionCheck, now: Date): VoiceAllowance {
  const trial = trialStatusFromCheck(check, now);
  if (trial.isTrialExpired) return { expired: true, lifetimeSeconds: 0, period: null };
  if (usageCapsApply(trial)) return { expired: false, lifetimeSeconds: TRIAL_LIMITS.voiceSeconds, period: null };
  const plan = check.subscribed ? plans.find((entry) => entry.id === check.subscription_tier) : undefined;
  if (plan?.sessionSecondsPerMonth) {
    return { expired: false, lifetimeSeconds: null, period: { since: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1), seconds: plan.sessionSecondsPerMonth } };
  }
  return { expired: false, lifetimeSeconds: null, period: null };
}
