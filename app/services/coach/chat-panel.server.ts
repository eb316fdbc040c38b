import type { Database } from "../../../db/client";
import type { ChatPanelData } from "~/domain/coach/chat";
import { decide } from "~/domain/billing/entitlements";
import { type UsageReader, remaining } from "~/domain/billing/usage-limits";
import type { ChatSource } from "./chat-source.server";
import { getEssay } from "../essays/essays.server";
import { readEntitlements } from "../billing/entitlements.server";

/** What the panel opens on: a conversation picked in History, or the page's own (an essay's, or the global one). */
export type PanelOpening = { conversationId: string } | { essayId: string } | null;

/**
 * What the chat panel shows when it opens: the named conversation; on an essay, the latest
 * conversation about it (or none yet, and the essay it will be about); otherwise the latest global
 * one; and the trial's remaining messages. Null when the conversation or essay is not the user's.
 */
export async function loadChatPanel(
  {
    db,
    usage: counters,
    conversations,
    aiConfigured,
  }: { db: Database; usage: UsageReader; conversations: Pick<ChatSource, "load" | "latest">; aiConfigured: boolean },
  userId: string,
  opening: PanelOpening,
): Promise<ChatPanelData | null> {
  const [loaded, essay, entitlements, usage] = await Promise.all([
    !opening ? conversations.latest(null) : "conversationId" in opening ? conversations.load(opening.conversationId) : conversations.latest(opening.essayId),
    opening && "essayId" in opening ? getEssay(db, userId, opening.essayId) : null,
    readEntitlements(db, userId),
    counters.read(),
  ]);
  if (opening && "conversationId" in opening && !loaded) return null;
  if (opening && "essayId" in opening && !essay) return null;
  const decision = decide(entitlements, "chat");
  const cap = entitlements.caps.textMessages;
  return {
    conversation: loaded?.conversation ?? null,
    messages: loaded?.messages ?? [],
    remaining: cap === null ? null : remaining(cap, usage.textMessages),
    aiConfigured,
    noPlan: decision.allowed || decision.code === "usage_limit" ? null : decision.code,
    about: essay ? { essayId: essay.id, essayTitle: essay.essayTitle, school: essay.school } : null,
  };
}
