import { z } from "zod";
import type { FeedbackItem } from "./feedback-items";

// What a model must answer for AI feedback; checked by the queue consumer (server only).

export const textReferenceSchema = z.object({
  highlightText: z.string(),
  startPos: z.number().int(),
  endPos: z.number().int(),
});

export const feedbackItemSchema = z.object({
  type: z.string().min(1).max(40),
  severity: z.string().min(1).max(20),
  paragraph: z.number().int().nonnegative(),
  comment: z.string().min(1).max(2000),
  // Models answer null for "no highlight" (strict structured output has no optional fields).
  textReference: textReferenceSchema.nullish().transform((ref) => ref ?? undefined),
  // Essay feedback says which items are strengths; a problem is stored without a kind.
  kind: z
    .enum(["problem", "strength"])
    .optional()
    .transform((kind) => (kind === "strength" ? ("strength" as const) : undefined)),
});

// The shape a model must answer with ("Invalid feedback format received" otherwise). Essay
// feedback adds an overall note (overallNote keeps its first three sentences).
export const feedbackResponseSchema = z.object({ feedback: z.array(feedbackItemSchema).max(100), overall: z.string().max(2000).optional() });

// The schema and the plain type the browser uses must agree: this fails to compile if they part.
type Agrees<T extends FeedbackItem> = T;
/** @public A compile-time check that the schema and the stored item agree; nothing imports it. */
export type CheckedFeedbackItem = Agrees<z.output<typeof feedbackItemSchema>>;
