import OpenAI from "openai";
import type { z } from "zod";

// Asking the model for JSON, the one way: the answer's JSON schema goes to OpenAI as structured
// output (strict), and what comes back is checked again by its zod schema, because a strict schema
// still lets a cut-off or empty answer through. An answer that is missing, not JSON or of another
// shape is one failure, ModelAnswerError, which a retry may mend as it may a busy or down model.

export class ModelAnswerError extends Error {
  constructor() {
    super("The model's answer came back in the wrong shape.");
  }
}

export type ModelJsonRequest<T extends z.ZodType> = {
  model: string;
  /** The instructions (the active prompt's text). */
  system: string;
  /** What the model works on. */
  user: string;
  /** The structured output's name and JSON schema, as OpenAI is sent them. */
  name: string;
  jsonSchema: Record<string, unknown>;
  /** The same shape as zod checks it here. */
  answer: T;
};

/** The model's answer to one request, checked; throws ModelAnswerError on an answer of another shape. */
export async function askModelForJson<T extends z.ZodType>(openai: OpenAI, request: ModelJsonRequest<T>): Promise<z.output<T>> {
  const completion = await openai.chat.completions.create({
    model: request.model,
    messages: [
      { role: "system", content: request.system },
      { role: "user", content: request.user },
    ],
    response_format: { type: "json_schema", json_schema: { name: request.name, strict: true, schema: request.jsonSchema } },
  });
  let json: unknown;
  try {
    json = JSON.parse(completion.choices[0]?.message.content ?? "");
  } catch {
    throw new ModelAnswerError();
  }
  const parsed = request.answer.safeParse(json);
  if (!parsed.success) throw new ModelAnswerError();
  return parsed.data;
}

/** Whether another try may succeed: the model busy or down, or an answer of the wrong shape. */
export function isRetryableModelError(error: unknown) {
  if (error instanceof ModelAnswerError || error instanceof OpenAI.APIConnectionError) return true;
  if (error instanceof OpenAI.APIError) return error.status === 429 || (error.status ?? 500) >= 500;
  return false;
}
