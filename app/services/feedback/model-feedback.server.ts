import type OpenAI from "openai";
import { z } from "zod";
import { type FeedbackItem, essayFeedbackTypes as essayTypes } from "~/domain/feedback/feedback-items";
import { feedbackResponseSchema } from "~/domain/feedback/feedback-schema";
import { askModelForJson } from "../platform/model-json.server";

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

/** Asks the model for feedback items (and, for an essay, its overall note); throws ModelAnswerError on an answer of another shape. */
export async function requestModelFeedback(openai: OpenAI, model: string, request: FeedbackRequest): Promise<ModelFeedback> {
  const essay = request.name === "essay_feedback";
  const answer = await askModelForJson(openai, {
    model,
    system: request.instructions,
    user: `${request.context}\n\n${essay ? "Essay" : "Resume"}:\n${request.text}`,
    name: request.name,
    jsonSchema: feedbackJsonSchema(request.types, essay),
    answer: feedbackResponseSchema,
  });
  return { items: answer.feedback, overall: answer.overall ?? null };
}

export type FixRequest = { instructions: string; passage: string; paragraph: string; comment: string; context: string };

/** Asks the model for a fixed version of one passage (the applicant asked for it); its text, trimmed. */
export async function requestFixSuggestion(openai: OpenAI, model: string, request: FixRequest): Promise<string> {
  const answer = await askModelForJson(openai, {
    model,
    system: request.instructions,
    user: `${request.context}\n\nThe paragraph:\n${request.paragraph}\n\nThe passage to fix:\n${request.passage}\n\nThe comment to address:\n${request.comment}`,
    name: "fix_suggestion",
    jsonSchema: { type: "object", additionalProperties: false, required: ["replacement"], properties: { replacement: { type: "string" } } },
    answer: z.object({ replacement: z.string() }),
  });
  return answer.replacement.trim();
}

type TrimRequest = { instructions: string; text: string; target: string };

/** A trimmed essay from the model (verified by the caller before anyone sees it). */
export async function requestTrim(openai: OpenAI, model: string, request: TrimRequest): Promise<string> {
  const answer = await askModelForJson(openai, {
    model,
    system: request.instructions,
    user: `Target: ${request.target}\n\nThe essay:\n${request.text}`,
    name: "trim",
    jsonSchema: { type: "object", additionalProperties: false, required: ["text"], properties: { text: { type: "string" } } },
    answer: z.object({ text: z.string() }),
  });
  return answer.text;
}
