import type { Entitlements } from "~/domain/billing/entitlements";
import type { AiBudgetCounter, AiPurpose } from "~/domain/billing/usage-limits";

// The one door to the model (docs/entitlements.md, "The daily AI budget"): every path that asks
// OpenAI first takes one call from today's budget in the user's object, with the cap their plan
// gives. It fails closed: when the object cannot be reached or the count not recorded, the answer
// is a refusal and the model is not asked. The chat counts the same budget inside the object
// (workers/user-object/user-object.ts), where it already is.

/** A counted call: `finish` frees its key, and gives the count back when the model was never reached. */
export type AiCall = { finish: (outcome: "asked" | "not_asked") => Promise<void> };

export type AiCallStart =
  { ok: true; call: AiCall } | { ok: false; reason: "ai_budget"; limit: number } | { ok: false; reason: "busy" } | { ok: false; reason: "ai_unavailable" };

/**
 * Takes one model call from the user's budget for today. With `key`, a second call for the same
 * thing (one item's suggestion) is refused as busy while the first runs, instead of paid twice.
 */
export async function startAiCall(counter: AiBudgetCounter, entitlements: Entitlements, purpose: AiPurpose, key?: string): Promise<AiCallStart> {
  const limit = entitlements.caps.aiCallsPerDay;
  let spent: Awaited<ReturnType<AiBudgetCounter["spend"]>>;
  try {
    spent = await counter.spend(purpose, limit, key);
  } catch (error) {
    console.error("the AI budget could not be counted; the model is not asked", { purpose, error: String(error) });
    return { ok: false, reason: "ai_unavailable" };
  }
  if (!spent.allowed) return spent.reason === "busy" ? { ok: false, reason: "busy" } : { ok: false, reason: "ai_budget", limit };
  const { day } = spent;
  return {
    ok: true,
    call: {
      finish: async (outcome) => {
        // A call that was counted and asked, with no key to free, needs no second trip.
        if (outcome === "asked" && !key) return;
        try {
          await counter.finish(purpose, day, outcome === "not_asked", key);
        } catch (error) {
          // The key lapses on its own (ai-budget-store.ts); a count not given back errs on the safe side.
          console.error("an AI call could not be finished in the budget", { purpose, error: String(error) });
        }
      },
    },
  };
}
