import { and, eq } from "drizzle-orm";
import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import { decide, entitlementsFor } from "~/domain/billing/entitlements";
import type { AiBudgetCounter } from "~/domain/billing/usage-limits";
import { type TrimTarget, type TrimVerdict, countFor, verifyTrim } from "~/domain/checks/trim";
import { parseLimit } from "~/domain/essays/essay-rules";
import { startAiCall } from "../billing/ai-budget.server";
import { subscriptionRowQuery } from "../billing/entitlements.server";
import { loadEssayFeedbackContext } from "../feedback/feedback-context.server";
import { InvalidFeedbackFormatError, requestTrim } from "../feedback/model-feedback.server";
import { activePrompts } from "../prompts/ai-prompts.server";

// Trim to N words, in the applicant's own words (#34, docs/checks.md): the model proposes cuts to
// the school's limit or a target the applicant typed; every proposal passes the verifier before
// it is shown, and one that fails is asked for once more, then refused. Nothing is saved here:
// the applicant accepts the cuts hunk by hunk in the editor and saves the result as a version.

export type TrimOutcome =
  | { ok: true; proposal: string; count: number; before: number; target: TrimTarget }
  | { ok: false; reason: "not_found" | "no_target" | "ai_unavailable" | "unusable" | "busy" }
  | { ok: false; reason: "already_under"; count: number; target: TrimTarget }
  | { ok: false; reason: "ai_budget"; limit: number }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

type TrimAi = { openai: OpenAI | null; model: string; budget: AiBudgetCounter };

const ATTEMPTS = 2;

const targetWords = (target: TrimTarget) => (target.kind === "words" ? `${target.max} words` : `${target.max} characters (spaces and line breaks count)`);

export async function proposeTrim(db: Database, ai: TrimAi, userId: string, essayId: string, requested: number | null): Promise<TrimOutcome> {
  const [essays, subscription] = await db.batch([
    db
      .select({ content: essaySubmissions.essayContent, school: essaySubmissions.school, essayTitle: essaySubmissions.essayTitle })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId))),
    subscriptionRowQuery(db, userId),
  ]);
  const essay = essays[0];
  if (!essay) return { ok: false, reason: "not_found" };
  const { prompt } = await loadEssayFeedbackContext(db, userId, essay);
  const limit = parseLimit(prompt?.limit ?? null);
  const target: TrimTarget | null = requested ? { kind: limit?.kind ?? "words", max: requested } : limit;
  if (!target) return { ok: false, reason: "no_target" };
  const before = countFor(essay.content, target);
  if (before <= target.max) return { ok: false, reason: "already_under", count: before, target };
  const entitlements = entitlementsFor(subscription[0], new Date());
  const decision = decide(entitlements, "feedback");
  if (!decision.allowed) return { ok: false, reason: "expired", code: decision.code === "trial_expired" ? "trial_expired" : "plan_required" };
  if (!ai.openai) return { ok: false, reason: "ai_unavailable" };

  const started = await startAiCall(ai.budget, entitlements, "trim");
  if (!started.ok) return started.reason === "ai_budget" ? { ok: false, reason: "ai_budget", limit: started.limit } : { ok: false, reason: started.reason };
  let asked = false;
  try {
    const instructions = (await activePrompts(db, ["trim"])).trim!.text;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const verdict = await askOnce(ai.openai, ai.model, { instructions, text: essay.content, target });
      asked = true;
      if (verdict.ok) return { ok: true, proposal: verdict.proposal, count: verdict.count, before, target };
      console.warn("trim proposal refused by the verifier", { essayId, attempt, reason: verdict.reason });
    }
    return { ok: false, reason: "unusable" };
  } finally {
    await started.call.finish(asked ? "asked" : "not_asked");
  }
}

async function askOnce(
  openai: OpenAI,
  model: string,
  input: { instructions: string; text: string; target: TrimTarget },
): Promise<(TrimVerdict & { ok: false }) | { ok: true; proposal: string; count: number }> {
  let proposal: string;
  try {
    proposal = await requestTrim(openai, model, { instructions: input.instructions, text: input.text, target: targetWords(input.target) });
  } catch (error) {
    if (error instanceof InvalidFeedbackFormatError) return { ok: false, reason: "unchanged" };
    throw error;
  }
  const verdict = verifyTrim(input.text, proposal, input.target);
  return verdict.ok ? { ok: true, proposal, count: verdict.count } : verdict;
}
