import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ChatMessageView, ConversationView } from "~/domain/chat";
import { usageCapsApply } from "~/domain/trial-status";
import { TRIAL_LIMITS, remaining } from "~/domain/usage-limits";
import { latestGlobalConversation, loadConversation } from "./chat.server";
import { trialStatusFor } from "./subscription.server";

export type ChatPanelData = {
  conversation: ConversationView | null;
  messages: ChatMessageView[];
  /** Messages left in the trial, or null when no cap applies. */
  remaining: number | null;
  aiConfigured: boolean;
  /** No plan and no trial: Scout does not answer (the panel offers the plans). */
  trialExpired: boolean;
};

/**
 * What the chat panel shows when it opens: the named conversation, or the latest global one
 * (spec), with the trial's remaining messages. Null when the named conversation is not the user's.
 */
export async function loadChatPanel(context: AppLoadContext, userId: string, conversationId: string | null): Promise<ChatPanelData | null> {
  const { db, publicSettings } = context.app;
  const [loaded, trial, usage] = await Promise.all([
    conversationId ? loadConversation(db, userId, conversationId) : latestGlobalConversation(db, userId),
    trialStatusFor(db, userId),
    context.app.userObject(userId).usage(),
  ]);
  if (conversationId && !loaded) return null;
  return {
    conversation: loaded?.conversation ?? null,
    messages: loaded?.messages ?? [],
    remaining: usageCapsApply(trial) ? remaining(TRIAL_LIMITS.textMessages, usage.textMessages) : null,
    aiConfigured: publicSettings.aiConfigured,
    trialExpired: trial.isTrialExpired,
  };
}
