import { z } from "zod";
import { type UsageKind, usageKinds } from "../../app/domain/billing/usage-limits";

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

/** The usage counters of one user, as the worker reaches them (client.ts: `userObject(id).usage`). */
export type UsageCapability = {
  read: () => Promise<UsageSnapshot>;
  record: (kind: UsageKind, amount: number, limit: number | null, key?: string) => Promise<RecordUsageResult>;
  /** Gives back what was counted for something that then did not happen (a save that lost its race). */
  release: (kind: UsageKind, amount: number, key?: string) => Promise<UsageSnapshot>;
  /** Sets one counter back to zero (an admin's reset). */
  reset: (kind: UsageKind) => Promise<{ before: UsageSnapshot; after: UsageSnapshot }>;
};
