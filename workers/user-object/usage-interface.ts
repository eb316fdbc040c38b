import { z } from "zod";
import { usageKinds } from "../../app/domain/billing/usage-limits";

// The calls the worker makes to a user's object for usage. Validated inside the object too:
// an RPC boundary is a boundary.
export const usageQuerySchema = z.object({ userId: z.string().min(1) });

export const recordUsageSchema = z.object({
  userId: z.string().min(1),
  kind: z.enum(usageKinds),
  amount: z.number().int().positive().max(86_400),
  // The cap that applies to this user now (null: none). The caller decides it from the plan;
  // the object applies it atomically so two tabs cannot both take the last message.
  limit: z.number().int().nonnegative().nullable(),
  // What is counted, when one thing may be asked to count more than once at the same moment (an
  // essay's first save from two tabs): counted once for its key, and given back by it.
  key: z.string().min(1).max(100).optional(),
});

export const resetUsageSchema = z.object({ userId: z.string().min(1), kind: z.enum(usageKinds) });

export type RecordUsageInput = z.input<typeof recordUsageSchema>;

export const usageSnapshotSchema = z.object({
  voiceSeconds: z.number().int(),
  textMessages: z.number().int(),
  essaysCreated: z.number().int(),
  revision: z.number().int(),
});

export type UsageSnapshot = z.infer<typeof usageSnapshotSchema>;

export type RecordUsageResult = { allowed: boolean; usage: UsageSnapshot };
