import { env } from "cloudflare:workers";
import type { ChatContext } from "../../../app/domain/coach/chat";
import type { StoredConversation, StoredMessage } from "../../../app/services/coach/chat-source.server";
import { userObjectClient } from "../../../workers/user-object/client";
import type { UserObject } from "../../support/test-worker";

// Conversations where the product keeps them: the applicant's object (docs/scale.md step 2).
// factories.ts's createConversation writes D1 the old way, for tests of the move from there.

const objectOf = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;

type ChatOptions = { context?: ChatContext; essayId?: string | null; essayTitle?: string | null; school?: string | null; updatedAt?: Date };

/** A conversation with its messages (a millisecond apart, in order), kept in the applicant's object. */
export async function createChat(userId: string, title: string, messages: { type: "user" | "assistant"; content: string }[], options: ChatOptions = {}) {
  const now = Date.now();
  const conversation: StoredConversation = {
    id: crypto.randomUUID(),
    title,
    context: options.context ?? "global",
    essayId: options.essayId ?? null,
    essayTitle: options.essayTitle ?? null,
    school: options.school ?? null,
    createdAt: now,
    updatedAt: options.updatedAt?.getTime() ?? now,
  };
  const rows: StoredMessage[] = messages.map((message, index) => ({
    id: crypto.randomUUID(),
    conversationId: conversation.id,
    ...message,
    source: "text",
    promptVersions: null,
    createdAt: now + index,
  }));
  await objectOf(userId).seedChat({ userId, rows: { conversations: [conversation], messages: rows } });
  return conversation;
}

/** Everything the applicant's object holds of their chat. */
export const chatInObject = (userId: string) => userObjectClient(env.USER_OBJECT, userId).conversations.rows();

/** One conversation's messages in the object, in order. */
export async function messagesInObject(userId: string, conversationId: string) {
  const { messages } = await chatInObject(userId);
  return messages.filter((message) => message.conversationId === conversationId).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}
