import type OpenAI from "openai";
import type { FeedbackItem } from "~/domain/feedback-items";
import { feedbackResponseSchema } from "~/domain/feedback-schema";

export class InvalidFeedbackFormatError extends Error {
  constructor() {
    super("Invalid feedback format received");
  }
}

export const essayFeedbackTypes = ["storytelling", "grammar", "spelling", "structure", "content", "clarity"];
export const resumeFeedbackTypes = ["content", "formatting", "structure", "skills", "experience", "clarity"];

// The JSON schema the model must follow (OpenAI structured output, strict mode).
function feedbackJsonSchema(types: string[]) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["feedback"],
    properties: {
      feedback: {
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["type", "severity", "paragraph", "comment", "textReference"],
          properties: {
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
        },
      },
    },
  };
}

export type FeedbackRequest = { name: "essay_feedback" | "resume_feedback"; instructions: string; text: string; context: string; types: string[] };

/** Asks the model for feedback items; throws InvalidFeedbackFormatError on an answer of another shape. */
export async function requestModelFeedback(openai: OpenAI, model: string, request: FeedbackRequest): Promise<FeedbackItem[]> {
  const completion = await openai.chat.completions.create({
    model,
    messages: [
      { role: "system", content: request.instructions },
      { role: "user", content: `${request.context}\n\n${request.name === "essay_feedback" ? "Essay" : "Resume"}:\n${request.text}` },
    ],
    response_format: { type: "json_schema", json_schema: { name: request.name, strict: true, schema: feedbackJsonSchema(request.types) } },
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
  return parsed.data.feedback;
}
