import { and, eq } from "drizzle-orm";
import type OpenAI from "openai";
import type { Database } from "../../db/client";
import { essayFeedback, essaySubmissions } from "../../db/schema";
import { decide, entitlementsFor } from "~/domain/entitlements";
import { type StoredFeedbackItem, canSuggestFix, isFittingSuggestion, keepUsableHighlights } from "~/domain/feedback-items";
import { activePrompts } from "./ai-prompts.server";
import { subscriptionRowQuery } from "./entitlements.server";
import { InvalidFeedbackFormatError, requestFixSuggestion } from "./model-feedback.server";

// "Suggest a fix" (#19): comments critique and ask; a rewrite of the applicant's words is made
// only when they ask for it, for one item's passage, and is shown as a diff they accept or reject.
// A suggestion is kept on its item, so asking again for the same item costs nothing.

export type SuggestOutcome =
  | { ok: true; suggestion: string }
  | { ok: false; reason: "not_found" | "no_passage" | "moved" | "unavailable" | "unusable" }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

/** The paragraph around a passage, for the model to fit the fix into. */
function paragraphAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf("\n\n", start);
  const to = text.indexOf("\n\n", end);
  return text.slice(from === -1 ? 0 : from + 2, to === -1 ? text.length : to);
}

export async function suggestFix(db: Database, openai: OpenAI | null, model: string, userId: string, essayId: string, itemId: string): Promise<SuggestOutcome> {
  // The essay, its feedback and the plan in one round trip; all scoped to the user.
  const [essays, feedback, subscription] = await db.batch([
    db
      .select({ content: essaySubmissions.essayContent, school: essaySubmissions.school })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId))),
    db
      .select({ items: essayFeedback.feedbackData })
      .from(essayFeedback)
      .where(and(eq(essayFeedback.essayId, essayId), eq(essayFeedback.userId, userId))),
    subscriptionRowQuery(db, userId),
  ]);
  const essay = essays[0];
  const items = feedback[0]?.items as StoredFeedbackItem[] | undefined;
  const item = items?.find((entry) => entry.id === itemId);
  if (!essay || !items || !item) return { ok: false, reason: "not_found" };
  if (!canSuggestFix(item)) return { ok: false, reason: "no_passage" };
  // A suggestion costs a model call: a plan or a live trial is needed, as for feedback.
  const decision = decide(entitlementsFor(subscription[0], new Date()), "feedback");
  if (!decision.allowed) return { ok: false, reason: "expired", code: decision.code === "trial_expired" ? "trial_expired" : "plan_required" };
  if (item.suggestion) return { ok: true, suggestion: item.suggestion };
  if (!openai) return { ok: false, reason: "unavailable" };
  // The passage as the saved essay has it now (moved by edits since the feedback, or gone).
  const [anchored] = keepUsableHighlights(essay.content, [item]);
  const ref = anchored?.textReference;
  if (!ref) return { ok: false, reason: "moved" };

  const prompts = await activePrompts(db, ["fix_suggestion"]);
  let suggestion: string;
  try {
    suggestion = await requestFixSuggestion(openai, model, {
      instructions: prompts.fix_suggestion!.text,
      passage: ref.highlightText,
      paragraph: paragraphAround(essay.content, ref.startPos, ref.endPos),
      comment: item.comment,
      context: `School: ${essay.school}`,
    });
  } catch (error) {
    if (error instanceof InvalidFeedbackFormatError) return { ok: false, reason: "unusable" };
    throw error;
  }
  if (!isFittingSuggestion(ref.highlightText, suggestion)) return { ok: false, reason: "unusable" };
  const updated = items.map((entry) => (entry.id === itemId ? { ...entry, suggestion } : entry));
  await db
    .update(essayFeedback)
    .set({ feedbackData: updated })
    .where(and(eq(essayFeedback.essayId, essayId), eq(essayFeedback.userId, userId)));
  return { ok: true, suggestion };
}
