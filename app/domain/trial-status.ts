// Trial status, case by case as the spec's table says (accounts-and-billing section 4).
export type SubscriptionCheck = {
  subscribed: boolean;
  is_trialing: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
};

export type TrialStatus = {
  isInTrial: boolean;
  trialEndDate: string | null;
  daysRemaining: number;
  isTrialExpired: boolean;
  /** No trial or plan was ever started: "Start your free trial", never "Trial expired". */
  neverStarted: boolean;
};

const DAY_MS = 86_400_000;
export const NO_END_DAYS = 999;
export const FAIL_OPEN_DAYS = 7;
export const START_TRIAL = "Start your free trial";

export const signedOutStatus: TrialStatus = { isInTrial: false, trialEndDate: null, daysRemaining: 0, isTrialExpired: false, neverStarted: false };

/**
 * From a successful subscription check. `hasSubscription` says whether the user ever had a trial
 * or a plan (a stored subscription); the check alone cannot tell "never started" from "ended".
 */
export function trialStatusFromCheck(check: SubscriptionCheck, now: Date, hasSubscription = true): TrialStatus {
  if (check.subscribed || check.is_trialing) {
    if (!check.subscription_end) {
      return { isInTrial: false, trialEndDate: null, daysRemaining: NO_END_DAYS, isTrialExpired: false, neverStarted: false };
    }
    const days = Math.max(0, Math.ceil((Date.parse(check.subscription_end) - now.getTime()) / DAY_MS));
    return { isInTrial: check.is_trialing, trialEndDate: check.subscription_end, daysRemaining: days, isTrialExpired: false, neverStarted: false };
  }
  return { isInTrial: false, trialEndDate: null, daysRemaining: 0, isTrialExpired: true, neverStarted: !hasSubscription };
}

/**
 * When the check fails. This fails open for reading only (never written anywhere): an
 * authentication or session problem, or a thrown call, reads as "in trial with 7 days"; any other
 * error as expired.
 */
export function trialStatusFromFailure(failure: { thrown: true } | { message: string }, now: Date): TrialStatus {
  const failOpen = "thrown" in failure || /Authentication error|Session/.test(failure.message);
  if (!failOpen) return { isInTrial: false, trialEndDate: null, daysRemaining: 0, isTrialExpired: true, neverStarted: false };
  const end = new Date(now.getTime() + FAIL_OPEN_DAYS * DAY_MS).toISOString();
  return { isInTrial: true, trialEndDate: end, daysRemaining: FAIL_OPEN_DAYS, isTrialExpired: false, neverStarted: false };
}

/**
 * The header badge: "N day(s) left in trial", "Trial expired" for a trial that ended, or "Start
 * your free trial" for someone who never had one (a new user must not be told theirs expired);
 * nothing for paid plans.
 */
export function trialBadge(status: TrialStatus): string | null {
  if (status.neverStarted) return START_TRIAL;
  if (status.isTrialExpired) return "Trial expired";
  if (!status.isInTrial) return null;
  return `${status.daysRemaining} ${status.daysRemaining === 1 ? "day" : "days"} left in trial`;
}

/** Usage caps apply only to trial users (daysRemaining above 0 while in trial). */
export function usageCapsApply(status: TrialStatus): boolean {
  return status.isInTrial && status.daysRemaining > 0;
}
