// The trial's caps (docs/product-rules.md §3). Paid plans have no such caps.
export const TRIAL_LIMITS = {
  voiceSeconds: 5 * 60,
  textMessages: 50,
  essaysCreated: 3,
} as const;

export const usageKinds = ["voiceSeconds", "textMessages", "essaysCreated"] as const;
export type UsageKind = (typeof usageKinds)[number];

export type UsageCounts = Record<UsageKind, number>;

export const NO_USAGE: UsageCounts = { voiceSeconds: 0, textMessages: 0, essaysCreated: 0 };

/** Remaining = limit minus used, never below 0. */
export function remaining(limit: number, used: number): number {
  return Math.max(0, limit - used);
}

/** Whether `amount` more of a counter fits under `limit` (null: no cap). */
export function fitsUnderLimit(used: number, amount: number, limit: number | null): boolean {
  return limit === null || used + amount <= limit;
}

/** The trial's remaining allowance, with voice shown in whole minutes as the product does. */
export function trialRemaining(usage: UsageCounts) {
  return {
    voiceMinutes: Math.floor(remaining(TRIAL_LIMITS.voiceSeconds, usage.voiceSeconds) / 60),
    textMessages: remaining(TRIAL_LIMITS.textMessages, usage.textMessages),
    essays: remaining(TRIAL_LIMITS.essaysCreated, usage.essaysCreated),
  };
}

/**
 * The counters a service may take and give back, kept exact by the user's Durable Object
 * (workers/user-object/client.ts implements it; the service never knows it is an object).
 */
export type UsageCounter = {
  recordUsage: (kind: UsageKind, amount: number, limit: number | null) => Promise<{ allowed: boolean }>;
  releaseUsage: (kind: UsageKind, amount: number) => Promise<unknown>;
};

/** Reading the counters, for pages that show what is left (the same object keeps them). */
export type UsageReader = { usage: () => Promise<UsageCounts> };
