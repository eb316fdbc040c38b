import { fitsUnderLimit, utcDay } from "../../app/domain/billing/usage-limits";
import { mirrorUsage } from "../../app/services/billing/usage-mirror.server";
import { recordCallCharges } from "../../app/services/interviews/interview-charge.server";
import type { BackgroundBase } from "../background-base";
import type { AiBudgetStore } from "./ai-budget-store";
import type { ChatMessageCount } from "./chat-session";
import type { UsageSnapshot } from "./usage-interface";
import type { UsageStore } from "./usage-store";
import type { CallCharge } from "./voice-meter";

// What every capability's calls share inside the user's object (user-object.ts builds it once).
export type ObjectCore = {
  /** Refuses a call naming anyone but the object's owner (the first caller names it), and any call once erased. */
  claimOwner: (userId: string) => void;
  /** The object's clock (the test build can set it). */
  now: () => number;
  /** Copies the counters to D1's usage_tracking; never throws, the object's count stays authoritative. */
  mirror: (userId: string, usage: UsageSnapshot) => Promise<void>;
};

type CoreParts = {
  storage: DurableObjectStorage;
  background: BackgroundBase;
  usage: UsageStore;
  aiBudget: AiBudgetStore;
  claimOwner: (userId: string) => void;
  now: () => number;
};

export function objectCore(parts: CoreParts) {
  const { storage, background, usage, aiBudget, now } = parts;
  const mirror = async (userId: string, snapshot: UsageSnapshot) => {
    try {
      await mirrorUsage(background.db, userId, snapshot);
    } catch (error) {
      // The object's own count stays authoritative; the next change mirrors the full snapshot.
      console.error("usage mirror to D1 failed", { userId, error: String(error) });
    }
  };
  return {
    claimOwner: parts.claimOwner,
    now,
    mirror,
    /** Calls whose charge became final: the counters and each interview's charge are copied to D1. */
    async mirrorVoice(charges: CallCharge[]) {
      const owner = storage.kv.get<string>("owner");
      if (!owner) return;
      await mirror(owner, usage.snapshot());
      try {
        await recordCallCharges(background.db, owner, charges);
      } catch (error) {
        console.error("voice call charges not copied to D1", { userId: owner, error: String(error) });
      }
    },
    // A chat message is the trial's message cap and a model call at once: both are checked, then
    // both counted, with no await between, so neither can be taken without the other. The copy to
    // D1 is left to the answer: the count above is the one that decides, and the D1 round trip would
    // stand between the send and the model's first word; the answer writes it with its store.
    countChatMessage(userId: string, limit: number | null, aiLimit: number): ChatMessageCount {
      const at = now();
      if (!fitsUnderLimit(usage.snapshot().textMessages, 1, limit)) return { allowed: false, reason: "limit" };
      const spent = aiBudget.spend(utcDay(at), "chat", aiLimit, at);
      if (!spent.allowed) return { allowed: false, reason: "ai_budget" };
      const counted = usage.add("textMessages", 1);
      return { allowed: true, usage: counted, day: spent.day, mirror: () => mirror(userId, counted) };
    },
    /** A chat message that was counted and then never answered: both counts given back. */
    async releaseChatMessage(userId: string, day: number) {
      aiBudget.finish(day, "chat", true);
      await mirror(userId, usage.release("textMessages", 1));
    },
  } satisfies ObjectCore & Record<string, unknown>;
}
