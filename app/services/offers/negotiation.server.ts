import type OpenAI from "openai";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { decide, entitlementsFor, expiredRefusal } from "~/domain/billing/entitlements";
import type { AiBudgetCounter } from "~/domain/billing/usage-limits";
import type { NegotiationCritique } from "~/domain/offers/page-data";
import { startAiCall } from "../billing/ai-budget.server";
import { subscriptionRowQuery } from "../billing/entitlements.server";
import { ModelAnswerError, askModelForJson } from "../platform/model-json.server";
import { activePrompts } from "../prompts/ai-prompts.server";
import { type ChangeOutcome, setNegotiationDraft } from "./offer-changes.server";

// Scout's critique of the negotiation e-mail the applicant wrote: asked of the model the one way
// (askModelForJson), only with a plan or a live trial and within today's AI budget, failing
// closed. Critique only: a point whose quote is not the applicant's own words is dropped, and
// nothing Scout answers is ever put into the e-mail.

export type CritiqueOutcome =
  | { ok: true; critique: NegotiationCritique }
  | Exclude<ChangeOutcome, { ok: true }>
  | { ok: false; reason: "empty" | "ai_unavailable" | "busy" | "unusable" }
  | { ok: false; reason: "ai_budget"; limit: number }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

type CritiqueAi = { openai: OpenAI | null; model: string; budget: AiBudgetCounter };

const answer = z.object({
  summary: z.string().max(600),
  points: z.array(z.object({ quote: z.string().max(600), comment: z.string().max(600) })).max(12),
});

const jsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["summary", "points"],
  properties: {
    summary: { type: "string" },
    points: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["quote", "comment"],
        properties: { quote: { type: "string" }, comment: { type: "string" } },
      },
    },
  },
};

/** Keeps the draft (the applicant's words are saved whatever the model does), then asks for the critique. */
export async function critiqueNegotiation(db: Database, ai: CritiqueAi, userId: string, school: string, draft: string): Promise<CritiqueOutcome> {
  const saved = await setNegotiationDraft(db, userId, school, draft);
  if (!saved.ok) return saved;
  if (!draft.trim()) return { ok: false, reason: "empty" };
  const [subscription] = await db.batch([subscriptionRowQuery(db, userId)]);
  const entitlements = entitlementsFor(subscription[0], new Date());
  const decision = decide(entitlements, "feedback");
  if (!decision.allowed) return expiredRefusal(decision);
  if (!ai.openai) return { ok: false, reason: "ai_unavailable" };
  const started = await startAiCall(ai.budget, entitlements, "negotiation_critique");
  if (!started.ok) return started;
  let asked = false;
  try {
    const { negotiation_critique: prompt } = await activePrompts(db, ["negotiation_critique"]);
    const reply = await askModelForJson(ai.openai, {
      model: ai.model,
      system: prompt!.text,
      user: `School: ${school}\n\nThe e-mail:\n${draft}`,
      name: "negotiation_critique",
      jsonSchema,
      answer,
    });
    asked = true;
    const items = reply.points
      .filter((point) => point.quote.trim() && draft.includes(point.quote))
      .map((point) => ({ quote: point.quote, comment: point.comment }));
    return { ok: true, critique: { summary: reply.summary, items } };
  } catch (error) {
    if (error instanceof ModelAnswerError) {
      asked = true;
      return { ok: false, reason: "unusable" };
    }
    console.error("negotiation critique failed", { error: String(error) });
    return { ok: false, reason: "ai_unavailable" };
  } finally {
    await started.call.finish(asked ? "asked" : "not_asked");
  }
}
