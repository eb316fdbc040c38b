import { and, eq, sql } from "drizzle-orm";
import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { essayFeedback, essaySubmissions } from "../../../db/schema";
import { decide, entitlementsFor } from "~/domain/billing/entitlements";
import { type StoredFeedbackItem, canSuggestFix, isFittingSuggestion, keepUsableHighlights } from "~/domain/feedback/feedback-items";
import type { AiBudgetCounter } from "~/domain/billing/usage-limits";
import { activePrompts } from "../prompts/ai-prompts.server";
import { startAiCall } from "../billing/ai-budget.server";
import { subscriptionRowQuery } from "../billing/entitlements.server";
import { requestFixSuggestion } from "./model-feedback.server";
import { ModelAnswerError } from "../platform/model-json.server";
import { aiPolicyOfRow, essayAiPolicyQuery } from "../ai-policy/ai-policies.server";
import { suggestionRefusal } from "~/domain/ai-policy/ai-policy";
import { type VersionBodyReader, withVersionBody } from "../essays/version-bodies.server";
import { englishNote } from "~/domain/feedback/english-variant";
import { englishVariantFor } from "./feedback-preferences.server";

// "Suggest a fix": comments critique and ask; a rewrite of the applicant's words is made
// only when they ask for it, for one item's passage, and is shown as a diff they accept or reject.
// A suggestion is kept on its item, so asking again for the same item costs nothing; each model
// call is one from today's AI budget, and one item is asked about once at a time.

export type SuggestOutcome =
  | { ok: true; suggestion: string }
  | { ok: false; reason: "not_found" | "no_passage" | "moved" | "unavailable" | "unusable" | "busy" | "ai_unavailable" }
  | { ok: false; reason: "ai_budget"; limit: number }
  | { ok: false; reason: "not_offered"; message: string }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

/** The paragraph around a passage, for the model to fit the fix into. */
function paragraphAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf("\n\n", start);
  const to = text.indexOf("\n\n", end);
  return text.slice(from === -1 ? 0 : from + 2, to === -1 ? text.length : to);
}

export async function suggestFix(
  db: Database,
  ai: { openai: OpenAI | null; model: string; budget: AiBudgetCounter; bodies: VersionBodyReader },
  userId: string,
  essayId: string,
  itemId: string,
): Promise<SuggestOutcome> {
  const { openai, model } = ai;
  // The essay, its feedback and the plan in one round trip; all scoped to the user.
  const [essays, feedback, subscription, policies] = await db.batch([
    db
      .select({ id: essaySubmissions.id, content: essaySubmissions.essayContent, bodyInObject: essaySubmissions.bodyInObject, school: essaySubmissions.school })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId))),
    db
      .select({ items: essayFeedback.feedbackData })
      .from(essayFeedback)
      .where(and(eq(essayFeedback.essayId, essayId), eq(essayFeedback.userId, userId))),
    subscriptionRowQuery(db, userId),
    essayAiPolicyQuery(db, userId, essayId),
  ]);
  // An older version opened in the editor may hold its text in the user's object.
  const essay = await withVersionBody(ai.bodies, essays[0], "content");
  const items = feedback[0]?.items as StoredFeedbackItem[] | undefined;
  const item = items?.find((entry) => entry.id === itemId);
  if (!essay || !items || !item) return { ok: false, reason: "not_found" };
  // Where the school prohibits AI-written content, Scout writes no text for its essays: refused before any model call.
  const refusal = suggestionRefusal(essay.school, policies[0] ? aiPolicyOfRow(policies[0]) : null);
  if (refusal) return { ok: false, reason: "not_offered", message: refusal };
  if (!canSuggestFix(item)) return { ok: false, reason: "no_passage" };
  // A suggestion costs a model call: a plan or a live trial is needed, as for feedback.
  const entitlements = entitlementsFor(subscription[0], new Date());
  const decision = decide(entitlements, "feedback");
  if (!decision.allowed) return { ok: false, reason: "expired", code: decision.code === "trial_expired" ? "trial_expired" : "plan_required" };
  if (item.suggestion) return { ok: true, suggestion: item.suggestion };
  if (!openai) return { ok: false, reason: "unavailable" };
  // The passage as the saved essay has it now (moved by edits since the feedback, or gone).
  const [anchored] = keepUsableHighlights(essay.content, [item]);
  const ref = anchored?.textReference;
  if (!ref) return { ok: false, reason: "moved" };

  const started = await startAiCall(ai.budget, entitlements, "fix_suggestion", `fix:${essayId}:${itemId}`);
  if (!started.ok) return started.reason === "ai_budget" ? { ok: false, reason: "ai_budget", limit: started.limit } : { ok: false, reason: started.reason };
  let asked = false;
  try {
    return await askForFix(db, openai, model, { userId, essayId, item, essay, ref }, () => (asked = true));
  } finally {
    await started.call.finish(asked ? "asked" : "not_asked");
  }
}

type FixContext = {
  userId: string;
  essayId: string;
  item: StoredFeedbackItem;
  essay: { content: string; school: string };
  ref: NonNullable<StoredFeedbackItem["textReference"]>;
};

// The model call itself and the store of its answer; `onAsked` marks the call as spent once the model answered.
async function askForFix(db: Database, openai: OpenAI, model: string, { userId, essayId, item, essay, ref }: FixContext, onAsked: () => void) {
  const itemId = item.id;
  const [prompts, english] = await Promise.all([activePrompts(db, ["fix_suggestion"]), englishVariantFor(db, userId)]);
  let suggestion: string;
  try {
    suggestion = await requestFixSuggestion(openai, model, {
      instructions: prompts.fix_suggestion!.text,
      passage: ref.highlightText,
      paragraph: paragraphAround(essay.content, ref.startPos, ref.endPos),
      comment: item.comment,
      context: `School: ${essay.school}\n\n${englishNote(english)}`,
    });
    onAsked();
  } catch (error) {
    if (error instanceof ModelAnswerError) {
      onAsked();
      return { ok: false, reason: "unusable" } as const;
    }
    throw error;
  }
  if (!isFittingSuggestion(ref.highlightText, suggestion)) return { ok: false, reason: "unusable" } as const;
  // Written into its own item inside the stored list, so suggestions for other items made at the
  // same moment are kept too (a list read before the model call would write over them).
  const version = prompts.fix_suggestion!.version;
  const withSuggestion = sql`(select json_group_array(case when json_extract(value, '$.id') = ${itemId} then json_set(value, '$.suggestion', ${suggestion}, '$.suggestionPromptVersion', ${version}) else json(value) end)
    from json_each(${essayFeedback.feedbackData}))`;
  await db
    .update(essayFeedback)
    .set({ feedbackData: withSuggestion })
    .where(and(eq(essayFeedback.essayId, essayId), eq(essayFeedback.userId, userId)));
  return { ok: true, suggestion } as const;
}
