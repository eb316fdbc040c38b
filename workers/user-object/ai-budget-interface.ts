import { z } from "zod";
import { type AiPurpose, aiPurposes } from "../../app/domain/billing/usage-limits";
import type { AiSpendResult } from "./ai-budget-store";

// The calls the worker makes to a user's object for the daily AI budget; validated inside the
// object too (an RPC boundary is a boundary).
const inFlightKey = z.string().min(1).max(200).optional();

export const spendAiSchema = z.object({
  userId: z.string().min(1),
  purpose: z.enum(aiPurposes),
  // The day's cap that applies to this user now: the caller decides it from the plan.
  limit: z.number().int().nonnegative(),
  key: inFlightKey,
});

export const finishAiSchema = z.object({
  userId: z.string().min(1),
  purpose: z.enum(aiPurposes),
  // The UTC day the call was counted on: a call given back after midnight is given back to its own day.
  day: z.number().int().nonnegative(),
  giveBack: z.boolean(),
  key: inFlightKey,
});

export type SpendAiInput = z.input<typeof spendAiSchema>;
export type FinishAiInput = z.input<typeof finishAiSchema>;

/** The daily AI budget of one user, as the worker reaches it (client.ts: `userObject(id).aiBudget`). */
export type AiBudgetCapability = {
  /** Counts one model call against today's budget; with `key`, refused while another call for it runs. */
  spend: (purpose: AiPurpose, limit: number, key?: string) => Promise<AiSpendResult>;
  /** A model call is over: frees its key, and gives the count back when the model was never reached. */
  finish: (purpose: AiPurpose, day: number, giveBack: boolean, key?: string) => Promise<void>;
  /** Model calls counted today (UTC), for support and tests. */
  today: () => Promise<number>;
};
