import type OpenAI from "openai";
import type { z } from "zod";
import type { Database } from "../../../db/client";
import type { Entitlements } from "~/domain/billing/entitlements";
import type { AiBudgetCounter, AiPurpose } from "~/domain/billing/usage-limits";
import { type AiCallStart, startAiCall } from "../billing/ai-budget.server";
import { ModelAnswerError, askModelForJson } from "../platform/model-json.server";
import { activePrompts } from "./ai-prompts.server";

// One question to the model under one of the operators' prompts, answered as JSON: one call
// from today's AI budget (refused before anything is asked when none is left), the active
// prompt's text as the instructions, and an answer of the wrong shape read as "unusable". The
// call is given back to the budget when the model was never reached. Any other failure (the
// model down, the prompt missing) is the caller's to word: it is thrown.

export type AiJsonModel = { openai: OpenAI; model: string; budget: AiBudgetCounter };

export type PromptJsonQuestion<T extends z.ZodType> = {
  /** The budget's purpose, which is also the prompt's type and the structured output's name. */
  purpose: AiPurpose;
  /** A second question under the same key is refused as busy while the first runs. */
  key?: string;
  user: string;
  jsonSchema: Record<string, unknown>;
  answer: T;
};

export type PromptJsonOutcome<A> = { ok: true; answer: A } | Exclude<AiCallStart, { ok: true }> | { ok: false; reason: "unusable" };

export async function askPromptForJson<T extends z.ZodType>(
  db: Database,
  ai: AiJsonModel,
  entitlements: Entitlements,
  question: PromptJsonQuestion<T>,
): Promise<PromptJsonOutcome<z.output<T>>> {
  const started = await startAiCall(ai.budget, entitlements, question.purpose, question.key);
  if (!started.ok) return started;
  let asked = false;
  try {
    const prompts = await activePrompts(db, [question.purpose]);
    const answer = await askModelForJson(ai.openai, {
      model: ai.model,
      system: prompts[question.purpose]!.text,
      user: question.user,
      name: question.purpose,
      jsonSchema: question.jsonSchema,
      answer: question.answer,
    });
    asked = true;
    return { ok: true, answer };
  } catch (error) {
    if (!(error instanceof ModelAnswerError)) throw error;
    asked = true;
    return { ok: false, reason: "unusable" };
  } finally {
    await started.call.finish(asked ? "asked" : "not_asked");
  }
}
