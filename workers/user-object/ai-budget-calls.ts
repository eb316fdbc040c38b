import { utcDay } from "../../app/domain/billing/usage-limits";
import type { AiBudgetStore, AiSpendResult } from "./ai-budget-store";
import { type FinishAiInput, type SpendAiInput, finishAiSchema, spendAiSchema } from "./ai-budget-interface";
import type { ObjectCore } from "./object-core";
import { ownerSchema } from "./account-interface";

// The daily AI budget's calls, as the object answers them (UTC days). A spend's check and count
// have no await between them: two tabs cannot both take the day's last call.
export class AiBudgetCalls {
  constructor(
    private readonly store: AiBudgetStore,
    private readonly core: ObjectCore,
  ) {}

  spend(input: SpendAiInput): AiSpendResult {
    const { userId, purpose, limit, key } = spendAiSchema.parse(input);
    this.core.claimOwner(userId);
    const now = this.core.now();
    return this.store.spend(utcDay(now), purpose, limit, now, key);
  }

  finish(input: FinishAiInput): void {
    const { userId, purpose, day, giveBack, key } = finishAiSchema.parse(input);
    this.core.claimOwner(userId);
    this.store.finish(day, purpose, giveBack, key);
  }

  today(input: { userId: string }): number {
    this.core.claimOwner(ownerSchema.parse(input).userId);
    return this.store.usedOn(utcDay(this.core.now()));
  }
}
