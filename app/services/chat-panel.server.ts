import type { Database } from "../../db/client";
import type { ChatMessageView, ConversationView } from "~/domain/chat";
import { decide } from "~/domain/entitlements";
import { type UsageReader, remaining } from "~/domain/usage-limits";
import { latestGlobalConversation, loadConversation } from "./chat.server";
import { readEntitlements } from "./entitlements.server";

export type ChatPanelData = {
  conversation: ConversationView | null;
  messages: ChatMessageView[];
  /** Messages left in the trial, or null when no cap applies. */
  remaining: number | null;
  aiConfigured: boolean;
  /** No plan and no live trial (and which): Scout does not answer (the panel offers the plans). */
  noPlan: "plan_required" | "trial_expired" | null;
};

/**
 * What the chat panel shows when it opens: the named conversation, or the latest global one,
 * and the trial's remaining messages. Null when the named conversation is not the user's.
 */
export async function loadChatPanel(
  { db, usage: counters, aiConfigured }: { db: Database; usage: UsageReader; aiConfigured: boolean },
  userId: string,
  conversationId: string | null,
): Promise<ChatPanelData | null> {
  const [loaded, entitlements, usage] = await Promise.all([
    conversationId ? loadConversation(db, userId, conversationId) : latestGlobalConversation(db, userId),
    readEntitlements(db, userId),
    counters.usage(),
  ]);
  if (conversationId && !loaded) return null;
  const decision = decide(entitlements, "chat");
  const cap = entitlements.caps.textMessages;
  return {
    conversation: loaded?.conversation ?? null,
    messages: loaded?.messages ?? [],
    remaining: cap === null ? null : remaining(cap, usage.textMessages),
    aiConfigured,
    noPlan: decision.allowed || decision.code === "usage_limit" ? null : decision.code,
  };
}
