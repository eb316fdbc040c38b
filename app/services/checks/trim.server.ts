import { and, eq } from "drizzle-orm";
import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import { decide, entitlementsFor, expiredRefusal } from "~/domain/billing/entitlements";
import type { AiBudgetCounter, UsageCounter } from "~/domain/billing/usage-limits";
import { type TrimTarget, type TrimVerdict, countFor, verifyTrim } from "~/domain/checks/trim";
import { parseLimit } from "~/domain/essays/essay-rules";
import { startAiCall } from "../billing/ai-budget.server";
import { subscriptionRowQuery } from "../billing/entitlements.server";
import { loadEssayFeedbackContext } from "../feedback/feedback-context.server";
import { requestTrim } from "../feedback/model-feedback.server";
import { ModelAnswerError } from "../platform/model-json.server";
import { activePrompts } from "../prompts/ai-prompts.server";
import { recordDisclosure } from "../authorship/disclosures.server";
import { type NewVersionOutcome, createVersion } from "../essays/essays.server";
import { type VersionBodyReader, type VersionBodyStore, withVersionBody } from "../essays/version-bodies.server";
import type { EssayAdopter } from "../essays/essay-texts.server";
import { aiPolicyOfRow, essayAiPolicyQuery } from "../ai-policy/ai-policies.server";
import { suggestionRefusal } from "~/domain/ai-policy/critique-only";

// Trim to N words, in the applicant's own words (docs/checks.md): the model proposes cuts to
// the school's limit or a target the applicant typed; every proposal passes the verifier before
// it is shown, and one that fails is asked for once more (counted again), then refused. Nothing
// is saved here: the applicant accepts the cuts hunk by hunk in the editor and saves the result
// as a version.

export type TrimOutcome =
  | { ok: true; proposal: string; count: number; before: number; target: TrimTarget }
  | { ok: false; reason: "not_found" | "no_target" | "ai_unavailable" | "unusable" | "busy" }
  | { ok: false; reason: "already_under"; count: number; target: TrimTarget }
  | { ok: false; reason: "not_offered"; message: string }
  | { ok: false; reason: "ai_budget"; limit: number }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

type TrimAi = { openai: OpenAI | null; model: string; budget: AiBudgetCounter; bodies: VersionBodyReader };

const ATTEMPTS = 2;

const trimmedColumns = {
  id: essaySubmissions.id,
  content: essaySubmissions.essayContent,
  bodyInObject: essaySubmissions.bodyInObject,
  school: essaySubmissions.school,
  essayTitle: essaySubmissions.essayTitle,
};

const targetWords = (target: TrimTarget) => (target.kind === "words" ? `${target.max} words` : `${target.max} characters (spaces and line breaks count)`);

export async function proposeTrim(db: Database, ai: TrimAi, userId: string, essayId: string, requested: number | null): Promise<TrimOutcome> {
  const [essays, subscription, policies] = await db.batch([
    db
      .select(trimmedColumns)
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId))),
    subscriptionRowQuery(db, userId),
    essayAiPolicyQuery(db, userId, essayId),
  ]);
  // An older version opened in the editor may hold its text in the user's object.
  const essay = await withVersionBody(ai.bodies, essays[0], "content");
  if (!essay) return { ok: false, reason: "not_found" };
  // A school that prohibits AI-written content gets no AI writing help, cuts included (docs/ai-policy.md).
  const refusal = suggestionRefusal(essay.school, policies[0] ? aiPolicyOfRow(policies[0]) : null);
  if (refusal) return { ok: false, reason: "not_offered", message: refusal };
  const { prompt } = await loadEssayFeedbackContext(db, userId, essay);
  const limit = parseLimit(prompt?.limit ?? null);
  const target: TrimTarget | null = requested ? { kind: limit?.kind ?? "words", max: requested } : limit;
  if (!target) return { ok: false, reason: "no_target" };
  const before = countFor(essay.content, target);
  if (before <= target.max) return { ok: false, reason: "already_under", count: before, target };
  const entitlements = entitlementsFor(subscription[0], new Date());
  const decision = decide(entitlements, "feedback");
  if (!decision.allowed) return expiredRefusal(decision);
  if (!ai.openai) return { ok: false, reason: "ai_unavailable" };

  const instructions = (await activePrompts(db, ["trim"])).trim!.text;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // Every request to the model is one call from today's budget, the one asked again included:
    // with none left, the second is not asked and the applicant reads the daily limit.
    const started = await startAiCall(ai.budget, entitlements, "trim");
    if (!started.ok) return started;
    let asked = false;
    try {
      const verdict = await askOnce(ai.openai, ai.model, { instructions, text: essay.content, target });
      asked = true;
      if (verdict.ok) return { ok: true, proposal: verdict.proposal, count: verdict.count, before, target };
      console.warn("trim proposal refused by the verifier", { essayId, attempt, reason: verdict.reason });
    } finally {
      await started.call.finish(asked ? "asked" : "not_asked");
    }
  }
  return { ok: false, reason: "unusable" };
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
    if (error instanceof ModelAnswerError) return { ok: false, reason: "unchanged" };
    throw error;
  }
  const verdict = verifyTrim(input.text, proposal, input.target);
  return verdict.ok ? { ok: true, proposal, count: verdict.count } : verdict;
}

export type AcceptTrimOutcome = NewVersionOutcome | { ok: false; reason: "not_a_trim" };

/**
 * The cuts the applicant accepted, saved as a new version with origin "trim" and logged with the
 * essay (the disclosure log). The server checks the text is the essay's own words with some left
 * out (the verifier, without a target: any mix of accepted and rejected cuts passes), so no other
 * text can be saved as a trim from the browser.
 */
export async function acceptTrim(
  db: Database,
  userObject: { usage: UsageCounter; versionBodies: VersionBodyStore; essayTexts: EssayAdopter },
  userId: string,
  essayId: string,
  content: string,
): Promise<AcceptTrimOutcome> {
  const [row] = await db
    .select(trimmedColumns)
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId)));
  const source = await withVersionBody(userObject.versionBodies, row, "content");
  if (!source) return { ok: false, reason: "not_found" };
  if (!verifyTrim(source.content, content, { kind: "characters", max: Number.MAX_SAFE_INTEGER }).ok) return { ok: false, reason: "not_a_trim" };
  const created = await createVersion(db, userObject, userId, essayId, "Trimmed with Scout", content, "trim");
  if (created.ok) {
    const version = (await activePrompts(db, ["trim"])).trim!.version;
    await recordDisclosure(db, { userId, essay: created.essay, kind: "accepted_trim", promptVersions: { trim: version } });
  }
  return created;
}
