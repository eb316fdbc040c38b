import { and, eq } from "drizzle-orm";
import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import type { WorkRows } from "../work-rows/work-rows.server";
import { essayFeedbackFor } from "./feedback.server";
import { decide, entitlementsFor, expiredRefusal } from "~/domain/billing/entitlements";
import { type StoredFeedbackItem, canSuggestFix, isFittingSuggestion, keepUsableHighlights } from "~/domain/feedback/feedback-items";
import type { AiBudgetCounter } from "~/domain/billing/usage-limits";
import { activePrompts } from "../prompts/ai-prompts.server";
import { startAiCall } from "../billing/ai-budget.server";
import { subscriptionRowQuery } from "../billing/entitlements.server";
import { requestFixSuggestion } from "./model-feedback.server";
import { ModelAnswerError } from "../platform/model-json.server";
import { aiPolicyOfRow, essayAiPolicyQuery } from "../ai-policy/ai-policies.server";
import { suggestionRefusal } from "~/domain/ai-policy/critique-only";
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
  ai: { openai: OpenAI | null; model: string; budget: AiBudgetCounter; bodies: VersionBodyReader; rows: WorkRows },
  userId: string,
  essayId: string,
  itemId: string,
): Promise<SuggestOutcome> {
  const { openai, model } = ai;
  // The essay and the plan in one round trip, the feedback from the user's work rows at once; all scoped to the user.
  const [[essays, subscription, policies], feedback] = await Promise.all([
    db.batch([
      db
        .select({
          id: essaySubmissions.id,
          content: essaySubmissions.essayContent,
          bodyInObject: essaySubmissions.bodyInObject,
          school: essaySubmissions.school,
        })
        .from(essaySubmissions)
        .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId))),
      subscriptionRowQuery(db, userId),
      essayAiPolicyQuery(db, userId, essayId),
    ]),
    essayFeedbackFor(ai.rows, essayId),
  ]);
  // An older version opened in the editor may hold its text in the user's object.
  const essay = await withVersionBody(ai.bodies, essays[0], "content");
  const items = feedback?.items;
  const item = items?.find((entry) => entry.id === itemId);
  if (!essay || !items || !item) return { ok: false, reason: "not_found" };
  // Where the school prohibits AI-written content, Scout writes no text for its essays: refused before any model call.
  const refusal = suggestionRefusal(essay.school, policies[0] ? aiPolicyOfRow(policies[0]) : null);
  if (refusal) return { ok: false, reason: "not_offered", message: refusal };
  if (!canSuggestFix(item)) return { ok: false, reason: "no_passage" };
  // A suggestion costs a model call: a plan or a live trial is needed, as for feedback.
  const entitlements = entitlementsFor(subscription[0], new Date());
  const decision = decide(entitlements, "feedback");
  if (!decision.allowed) return expiredRefusal(decision);
  if (item.suggestion) return { ok: true, suggestion: item.suggestion };
  if (!openai) return { ok: false, reason: "unavailable" };
  // The passage as the saved essay has it now (moved by edits since the feedback, or gone).
  const [anchored] = keepUsableHighlights(essay.content, [item]);
  const ref = anchored?.textReference;
  if (!ref) return { ok: false, reason: "moved" };

  const started = await startAiCall(ai.budget, entitlements, "fix_suggestion", `fix:${essayId}:${itemId}`);
  if (!started.ok) return started;
  let asked = false;
  try {
    return await askForFix(db, ai.rows, openai, model, { userId, essayId, item, essay, ref }, () => (asked = true));
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
async function askForFix(db: Database, rows: WorkRows, openai: OpenAI, model: string, { userId, essayId, item, essay, ref }: FixContext, onAsked: () => void) {
  const [prompts, english] = await Promise.all([activePrompts(db, ["fix_suggestion"]), englishVariantFor(rows, userId)]);
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
  await keepSuggestion(rows, essayId, item.id, { suggestion, suggestionPromptVersion: prompts.fix_suggestion!.version });
  return { ok: true, suggestion } as const;
}

/**
 * Written into its own item inside the stored list, and only over the list it was read from (read
 * again and retried when another write came first), so suggestions for other items made at the
 * same moment are kept too.
 */
async function keepSuggestion(rows: WorkRows, essayId: string, itemId: string, suggestion: Pick<StoredFeedbackItem, "suggestion" | "suggestionPromptVersion">) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await rows.get("essay_feedback", [essayId]);
    if (!row) return;
    const items = (row.feedbackData as StoredFeedbackItem[]).map((entry) => (entry.id === itemId ? { ...entry, ...suggestion } : entry));
    if (await rows.update("essay_feedback", [essayId], { feedbackData: items, updatedAt: row.updatedAt }, { feedbackData: row.feedbackData })) return;
  }
  throw new Error("The feedback kept changing while a fix suggestion was kept");
}
