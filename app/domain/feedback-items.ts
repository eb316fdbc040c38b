import { z } from "zod";

// The spec's essay feedback item. Unknown types and severities are kept (shown with the default
// style) rather than rejected, as the spec says.
export const feedbackTypes = ["storytelling", "grammar", "spelling", "structure", "content", "clarity"] as const;

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
  textReference: textReferenceSchema
    .nullish()
    .transform((ref) => ref ?? undefined),
});

export type TextReference = z.infer<typeof textReferenceSchema>;
export type FeedbackItem = Omit<z.output<typeof feedbackItemSchema>, "textReference"> & {
  textReference?: TextReference;
};

// The shape a model must answer with ("Invalid feedback format received" otherwise).
export const feedbackResponseSchema = z.object({ feedback: z.array(feedbackItemSchema).max(100) });

/**
 * A highlight is usable only when it has text, lies inside the essay (start >= 0, end within the
 * text, start before end) and the essay really says that text there. Otherwise the item keeps its
 * comment but loses the highlight.
 */
export function isUsableHighlight(text: string, ref: TextReference | undefined): ref is TextReference {
  if (!ref || ref.highlightText.length === 0) return false;
  if (ref.startPos < 0 || ref.endPos > text.length || ref.startPos >= ref.endPos) return false;
  return text.slice(ref.startPos, ref.endPos) === ref.highlightText;
}

export function keepUsableHighlights(text: string, items: FeedbackItem[]): FeedbackItem[] {
  return items.map((item) => {
    if (isUsableHighlight(text, item.textReference)) return item;
    const { textReference: _dropped, ...rest } = item;
    return rest;
  });
}
