import type { z } from "zod";
import { fitsUnderLimit } from "../../app/domain/billing/usage-limits";
import type { ObjectCore } from "./object-core";
import { type RecordUsageInput, type RecordUsageResult, type UsageSnapshot, recordUsageSchema, resetUsageSchema, usageQuerySchema } from "./usage-interface";
import type { UsageStore } from "./usage-store";

// The usage counters' calls, as the object answers them: each input is checked against its schema
// and its owner before the store is touched. A check and its write have no await between them, so
// two tabs cannot both take the last unit of a cap.
export class UsageCalls {
  constructor(
    private readonly store: UsageStore,
    private readonly core: ObjectCore,
  ) {}

  read(input: { userId: string }): UsageSnapshot {
    this.core.claimOwner(usageQuerySchema.parse(input).userId);
    return this.store.snapshot();
  }

  async record(input: RecordUsageInput): Promise<RecordUsageResult> {
    const { userId, kind, amount, limit, key } = recordUsageSchema.parse(input);
    this.core.claimOwner(userId);
    const before = this.store.snapshot();
    // Already counted for this key (another tab's save of the same essay): allowed, not counted again.
    if (key && this.store.hasKey(kind, key)) return { allowed: true, usage: before };
    if (!fitsUnderLimit(before[kind], amount, limit)) return { allowed: false, usage: before };
    const usage = key ? this.store.addKeyed(kind, amount, key) : this.store.add(kind, amount);
    await this.core.mirror(userId, usage);
    return { allowed: true, usage };
  }

  async release(input: RecordUsageInput): Promise<UsageSnapshot> {
    const { userId, kind, amount, key } = recordUsageSchema.parse(input);
    this.core.claimOwner(userId);
    const usage = key ? this.store.releaseKeyed(kind, amount, key) : this.store.release(kind, amount);
    await this.core.mirror(userId, usage);
    return usage;
  }

  /** The returned `after` is the state after the reset. */
  async reset(input: z.input<typeof resetUsageSchema>): Promise<{ before: UsageSnapshot; after: UsageSnapshot }> {
    const { userId, kind } = resetUsageSchema.parse(input);
    this.core.claimOwner(userId);
    const before = this.store.snapshot();
    const after = this.store.reset(kind);
    await this.core.mirror(userId, after);
    return { before, after };
  }
}
