import { z } from "zod";
import { CHAT_ERRORS, CHAT_MESSAGE_LIMIT, type ChatSend, chatContexts } from "./chat";
import { CONTENT_LIMIT } from "../essays/essay-rules";
import { type Goals, goalsHorizons, goalsRows } from "../goals/goals";

// The server's side of chat: validation of what a tab sends, and the user's material as text for
// the model. Kept apart from chat.ts so that zod stays out of the browser's bundle.

export const chatMessageTextSchema = z
  .string()
  .transform((text) => text.trim())
  .pipe(
    z
      .string()
      .min(1, CHAT_ERRORS.empty)
      .max(CHAT_MESSAGE_LIMIT - 1, CHAT_ERRORS.tooLong),
  );

export const chatSendSchema = z
  .object({
    type: z.literal("send"),
    requestId: z.string().min(1).max(64),
    conversationId: z.string().min(1).max(64).nullable(),
    context: z.enum(chatContexts),
    essayId: z.string().min(1).max(64).nullable(),
    message: z.string().max(20_000),
    essayDraft: z.string().max(CONTENT_LIMIT).optional(),
  })
  .strict() satisfies z.ZodType<ChatSend>;

/** The goals grid as plain text for the model; empty cells are left out. */
export function goalsAsText(goals: Goals): string {
  const lines: string[] = [];
  if (goals.longTermVision.trim()) lines.push(`Long-term vision: ${goals.longTermVision.trim()}`);
  for (const row of goalsRows) {
    for (const horizon of goalsHorizons) {
      const value = goals[`${row.key}${horizon.key}`].trim();
      if (value) lines.push(`${row.label} (${horizon.label}): ${value}`);
    }
  }
  return lines.join("\n");
}
