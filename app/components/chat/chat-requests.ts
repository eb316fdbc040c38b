import { type Dispatch } from "react";
import { CHAT_ERRORS, type ChatContext, type ChatEvent, CHAT_MESSAGE_LIMIT, type ChatPanelData, type ConversationView } from "~/domain/coach/chat";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import { AI_BUDGET_TITLE } from "~/domain/billing/usage-limits";
import { readErrorBody } from "~/domain/platform/http-errors";
import { showToast } from "../ui/toast";
import { type ChatAction } from "./chat-state";

// The chat's HTTP side, apart from the provider that holds its state: loading a conversation,
// starting one, and what a refused message tells the user.

export type PanelOpening = { conversationId: string } | { essayId: string | null };

const panelQuery = (opening: PanelOpening) =>
  "conversationId" in opening
    ? `?conversation=${encodeURIComponent(opening.conversationId)}`
    : opening.essayId
      ? `?essay=${encodeURIComponent(opening.essayId)}`
      : "";

/** Loads a conversation into the panel; false (with a toast) when it could not. */
export async function fetchPanel(dispatch: Dispatch<ChatAction>, opening: PanelOpening): Promise<boolean> {
  dispatch({ type: "loading" });
  try {
    const response = await fetch(`/app/chat${panelQuery(opening)}`, { headers: { accept: "application/json" } });
    if (!response.ok)
      throw new Error(response.status === 404 ? "Conversation not found" : (await readErrorBody(response, "The server did not answer")).message);
    const data = (await response.json()) as ChatPanelData;
    dispatch({ type: "loaded", ...data });
    return true;
  } catch (error) {
    dispatch({ type: "load-failed" });
    showToast({
      title: "Failed to load conversation",
      description: error instanceof Error ? error.message : undefined,
      variant: "destructive",
    });
    return false;
  }
}

export async function startNewChat(dispatch: Dispatch<ChatAction>, page: { context: ChatContext; essayId: string | null }): Promise<void> {
  const form = new FormData();
  form.set("context", page.context);
  if (page.essayId) form.set("essayId", page.essayId);
  try {
    const response = await fetch("/app/chat", { method: "POST", body: form, headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(String(response.status));
    const { conversation } = (await response.json()) as { conversation: ConversationView };
    dispatch({ type: "new-chat", conversation });
    showToast({ title: "New Chat", description: "Started a new conversation with Scout." });
  } catch {
    showToast({ title: CHAT_ERRORS.newChatFailed, variant: "destructive" });
  }
}

/** The message as it will be sent, or null (with a toast) when the tab refuses it. */
export function messageToSend(raw: string): string | null {
  const text = raw.trim();
  if (!text) {
    showToast({ title: CHAT_ERRORS.empty, variant: "destructive" });
    return null;
  }
  if (text.length >= CHAT_MESSAGE_LIMIT) {
    showToast({ title: CHAT_ERRORS.tooLong, variant: "destructive" });
    return null;
  }
  return text;
}

export const failureToast = (event: Extract<ChatEvent, { type: "failed" }>) => {
  switch (event.code) {
    case "rate_limited":
      return {
        title: CHAT_ERRORS.slowDown,
        description: `Try again in ${event.retryAfterSeconds ?? 60} seconds.`,
      };
    case "ai_failed":
      return { title: "AI Error", description: event.message };
    case "limit_reached":
      return { title: "Message limit reached", description: event.message };
    case "ai_budget":
      return { title: AI_BUDGET_TITLE, description: event.message };
    case "trial_expired":
    case "plan_required":
      return { title: NO_PLAN_TITLE[event.code], description: event.message };
    default:
      return { title: event.message };
  }
};
