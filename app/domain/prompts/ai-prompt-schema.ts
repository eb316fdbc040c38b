import { z } from "zod";
import { PROMPT_NOTE_MAX, PROMPT_TEXT_MAX } from "./ai-prompts";

// What /admin/prompts/:type accepts. Server-side only: the page imports the limits from
// ai-prompts.ts (docs/forms.md).
export const promptActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    promptText: z
      .string({ error: "The prompt text is required." })
      .trim()
      .min(1, "The prompt text is required.")
      .max(PROMPT_TEXT_MAX, `The prompt text must be at most ${PROMPT_TEXT_MAX.toLocaleString("en-US")} characters.`),
    name: z
      .string({ error: "Say what changed in a few words." })
      .trim()
      .min(1, "Say what changed in a few words.")
      .max(PROMPT_NOTE_MAX, `The note must be at most ${PROMPT_NOTE_MAX} characters.`),
    activate: z.literal("on").optional(),
  }),
  z.object({ intent: z.literal("activate"), version: z.coerce.number().int().min(1).max(1_000_000) }),
]);

export type PromptActionInput = z.infer<typeof promptActionSchema>;
