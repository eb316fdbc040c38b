import type OpenAI from "openai";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { decide, entitlementsFor, expiredRefusal } from "~/domain/billing/entitlements";
import type { AiBudgetCounter } from "~/domain/billing/usage-limits";
import type { NegotiationCritique } from "~/domain/offers/page-data";
import { subscriptionRowQuery } from "../billing/entitlements.server";
import { askPromptForJson } from "../prompts/prompt-json.server";
import { type ChangeOutcome, setNegotiationDraft } from "./offer-changes.server";

// Scout's critique of the negotiation e-mail the applicant wrote: asked of the model the one way
// (askPromptForJson), only with a plan or a live trial and within today's AI budget, failing
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
  try {
    const asked = await askPromptForJson(db, { ...ai, openai: ai.openai }, entitlements, {
      purpose: "negotiation_critique",
      user: `School: ${school}\n\nThe e-mail:\n${draft}`,
      jsonSchema,
      answer,
    });
    if (!asked.ok) return asked;
    const items = asked.answer.points
      .filter((point) => point.quote.trim() && draft.includes(point.quote))
      .map((point) => ({ quote: point.quote, comment: point.comment }));
    return { ok: true, critique: { summary: asked.answer.summary, items } };
  } catch (error) {
    console.error("negotiation critique failed", { error: String(error) });
    return { ok: false, reason: "ai_unavailable" };
  }
}
