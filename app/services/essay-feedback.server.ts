import type OpenAI from "openai";
import { type FeedbackItem, feedbackResponseSchema } from "~/domain/feedback-items";

export class InvalidFeedbackFormatError extends Error {
  constructor() {
    super("Invalid feedback format received");
  }
}

// The JSON schema the model must follow (OpenAI structured output, strict mode).
const feedbackJsonSchema = {
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
          type: { type: "string", enum: ["storytelling", "grammar", "spelling", "structure", "content", "clarity"] },
          severity: { type: "string", enum: ["major", "minor"] },
          paragraph: { type: "integer" },
          comment: { type: "string" },
          textReference: {
            anyOf: [
              {
                type: "object",
                additionalProperties: false,
                required: ["highlightText", "startPos", "endPos"],
                properties: {
                  highlightText: { type: "string" },
                  startPos: { type: "integer" },
                  endPos: { type: "integer" },
                },
              },
              { type: "null" },
            ],
          },
        },
      },
    },
  },
} as const;

export type EssayForFeedback = { school: string; title: string; content: string };

/** Asks the model for feedback items; throws InvalidFeedbackFormatError on an answer of another shape. */
export async function requestEssayFeedback(
  openai: OpenAI,
  model: string,
  instructions: string,
  essay: EssayForFeedback,
): Promise<FeedbackItem[]> {
  const completion = await openai.chat.completions.create({
    model,
    messages: [
      { role: "system", content: instructions },
      {
        role: "user",
        content: `School: ${essay.school}\nEssay prompt: ${essay.title}\n\nEssay:\n${essay.content}`,
      },
    ],
    response_format: { type: "json_schema", json_schema: { name: "essay_feedback", strict: true, schema: feedbackJsonSchema } },
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
