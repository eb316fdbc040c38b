import type { Database } from "../../db/client";
import { findPlan } from "~/domain/plans";
import { type TrialStatus, usageCapsApply } from "~/domain/trial-status";
import { TRIAL_LIMITS } from "~/domain/usage-limits";
import { checkSubscription, trialStatusFor } from "./subscription.server";

// The one place that decides whether a user may create something (CONVENTIONS: one way to do
// each thing). Expired trials cannot create schools or essays; Essential's school cap and the
// trial's essay cap are enforced here, on the server.
export type Refusal = { refused: "expired" } | { refused: "school_limit"; limit: number } | { refused: "essay_limit"; limit: number };

export async function mayCreate(db: Database, userId: string): Promise<{ status: TrialStatus; refusal: Refusal | null }> {
  const status = await trialStatusFor(db, userId);
  return { status, refusal: status.isTrialExpired ? { refused: "expired" } : null };
}

/** How many schools the user's plan allows (null: no cap). Trials may add schools freely (DECISIONS 3). */
export async function schoolLimit(db: Database, userId: string): Promise<number | null> {
  const check = await checkSubscription(db, userId);
  if (!check.subscribed) return null;
  return findPlan(check.subscription_tier)?.schoolLimit ?? null;
}

/** The cap on essays created that applies now (null: none): the trial's three. */
export function essayLimit(status: TrialStatus): number | null {
  return usageCapsApply(status) ? TRIAL_LIMITS.essaysCreated : null;
}
