import type OpenAI from "openai";
import { type FeedbackItem, essayFeedbackTypes as essayTypes } from "~/domain/feedback/feedback-items";
import { feedbackResponseSchema } from "~/domain/feedback/feedback-schema";

export class InvalidFeedbackFormatError extends Error {
  constructor() {
    super("Invalid feedback format received");
  }
}

export const essayFeedbackTypes: string[] = [...essayTypes];
export const resumeFeedbackTypes = ["content", "formatting", "structure", "skills", "experience", "clarity"];

// The JSON schema the model must follow (OpenAI structured output, strict mode). Essay feedback
// also says which items are strengths, and gives an overall note.
function feedbackJsonSchema(types: string[], essay: boolean) {
  const item = {
    type: "object",
    additionalProperties: false,
    required: ["type", "severity", "paragraph", "comment", "textReference", ...(essay ? ["kind"] : [])],
    properties: {
      ...(essay ? { kind: { type: "string", enum: ["problem", "strength"] } } : {}),
      type: { type: "string", enum: types },
      severity: { type: "string", enum: ["major", "minor"] },
      paragraph: { type: "integer" },
      comment: { type: "string" },
      textReference: {
        anyOf: [
          {
            type: "object",
            additionalProperties: false,
            required: ["highlightText", "startPos", "endPos"],
            properties: { highlightText: { type: "string" }, startPos: { type: "integer" }, endPos: { type: "integer" } },
          },
          { type: "null" },
        ],
      },
    },
  };
  return {
    type: "object",
    additionalProperties: false,
    required: ["feedback", ...(essay ? ["overall"] : [])],
    properties: { ...(essay ? { overall: { type: "string" } } : {}), feedback: { type: "array", items: item } },
  };
}

export type FeedbackRequest = { name: "essay_feedback" | "resume_feedback"; instructions: string; text: string; context: string; types: string[] };

export type ModelFeedback = { items: FeedbackItem[]; overall: string | null };

/** Asks the model for feedback items (and, for an essay, its overall note); throws InvalidFeedbackFormatError on an answer of another shape. */
export async function requestModelFeedback(openai: OpenAI, model: string, request: FeedbackRequest): Promise<ModelFeedback> {
  const completion = await openai.chat.completions.create({
    model,
    messages: [
      { role: "system", content: request.instructions },
      { role: "user", content: `${request.context}\n\n${request.name === "essay_feedback" ? "Essay" : "Resume"}:\n${request.text}` },
    ],
    response_format: {
      type: "json_schema",
      json_schema: { name: request.name, strict: true, schema: feedbackJsonSchema(request.types, request.name === "essay_feedback") },
    },
  });
  const raw = completion.choices[0]?.message.content;
  if (!raw) throw new InvalidFeedbackFormatError();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new InvalidFeedbackFormatError();
  }
  const parsed = feedbackResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidFeedbackFormatError();
  return { items: parsed.data.feedback, overall: parsed.data.overall ?? null };
}

export type FixRequest = { instructions: string; passage: string; paragraph: string; comment: string; context: string };

/** Asks the model for a fixed version of one passage (the applicant asked for it); its text, trimmed. */
export async function requestFixSuggestion(openai: OpenAI, model: string, request: FixRequest): Promise<string> {
  const completion = await openai.chat.completions.create({
    model,
    messages: [
      { role: "system", content: request.instructions },
      {
        role: "user",
        content: `${request.context}\n\nThe paragraph:\n${request.paragraph}\n\nThe passage to fix:\n${request.passage}\n\nThe comment to address:\n${request.comment}`,
      },
    ],
    response_format: {
      type: "json_schema",
      json_schema: {
        name: "fix_suggestion",
        strict: true,
        schema: { type: "object", additionalProperties: false, required: ["replacement"], properties: { replacement: { type: "string" } } },
      },
    },
  });
  const raw = completion.choices[0]?.message.content;
  try {
    const parsed = JSON.parse(raw ?? "") as { replacement?: unknown };
    if (typeof parsed.replacement === "string") return parsed.replacement.trim();
  } catch {
    // fall through
  }
  throw new InvalidFeedbackFormatError();
}

type TrimRequest = { instructions: string; text: string; target: string };

/** A trimmed essay from the model (verified by the caller before anyone sees it). */
export async function requestTrim(openai: OpenAI, model: string, request: TrimRequest): Promise<string> {
  const completion = await openai.chat.completions.create({
    model,
    messages: [
      { role: "system", content: request.instructions },
      { role: "user", content: `Target: ${request.target}\n\nThe essay:\n${request.text}` },
    ],
    response_format: {
      type: "json_schema",
      json_schema: {
        name: "trim",
        strict: true,
        schema: { type: "object", additionalProperties: false, required: ["text"], properties: { text: { type: "string" } } },
      },
    },
  });
  try {
    const parsed = JSON.parse(completion.choices[0]?.message.content ?? "") as { text?: unknown };
    if (typeof parsed.text === "string") return parsed.text;
  } catch {
    // fall through
  }
  throw new InvalidFeedbackFormatError();
}
