import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { chatConversations, chatMessages } from "../../../db/schema";
import { type ChatContext, type ChatMessageView, type ConversationSummary, type ConversationView, DEFAULT_TITLES } from "~/domain/coach/chat";
import type { TranscriptLine } from "~/domain/coach/voice";

// Conversations and their messages (tables chat_conversations, chat_messages). Every query names
// the user: another user's conversation is simply not found.

type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export const conversationView = (row: ConversationRow): ConversationView => ({
  id: row.id,
  title: row.title,
  context: row.context,
  essayId: row.essayId,
  essayTitle: row.essayTitle,
  school: row.school,
  createdAt: row.createdAt.toISOString(),
});

export const messageView = (row: Pick<MessageRow, "id" | "type" | "content" | "createdAt">): ChatMessageView => ({
  id: row.id,
  type: row.type,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

const ownConversation = (userId: string, id: string) => and(eq(chatConversations.id, id), eq(chatConversations.userId, userId));

const messagesOf = (db: Database, userId: string, conversationId: string) =>
  db
    .select({ id: chatMessages.id, type: chatMessages.type, content: chatMessages.content, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.userId, userId)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));

export type LoadedConversation = { conversation: ConversationView; messages: ChatMessageView[] };

/** One of the user's conversations with its messages in order, or null (missing or not theirs). */
export async function loadConversation(db: Database, userId: string, id: string): Promise<LoadedConversation | null> {
  const [conversation, messages] = await db.batch([db.select().from(chatConversations).where(ownConversation(userId, id)), messagesOf(db, userId, id)]);
  const row = conversation[0];
  return row ? { conversation: conversationView(row), messages: messages.map(messageView) } : null;
}

/** What opening the panel shows: the user's latest global conversation, if any. */
export async function latestGlobalConversation(db: Database, userId: string): Promise<LoadedConversation | null> {
  const row = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), isNull(chatConversations.essayId), eq(chatConversations.context, "global")))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.createdAt))
    .get();
  if (!row) return null;
  const messages = await messagesOf(db, userId, row.id);
  return { conversation: conversationView(row), messages: messages.map(messageView) };
}

/** What opening the panel on an essay shows: the latest conversation about that essay, if any (#28). */
export async function latestEssayConversation(db: Database, userId: string, essayId: string): Promise<LoadedConversation | null> {
  const row = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), eq(chatConversations.essayId, essayId), eq(chatConversations.context, "essay")))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.createdAt))
    .get();
  if (!row) return null;
  const messages = await messagesOf(db, userId, row.id);
  return { conversation: conversationView(row), messages: messages.map(messageView) };
}

/** The History panel: every conversation of the user, newest first, with its message count. */
export async function listConversations(db: Database, userId: string): Promise<ConversationSummary[]> {
  const rows = await db
    .select({ conversation: chatConversations, messageCount: count(chatMessages.id) })
    .from(chatConversations)
    .leftJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
    .where(eq(chatConversations.userId, userId))
    .groupBy(chatConversations.id)
    .orderBy(desc(chatConversations.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...conversationView(row.conversation), messageCount: row.messageCount }));
}

export type NewConversation = { context: ChatContext; essayId?: string | null; essayTitle?: string | null; school?: string | null; title?: string };

/** The insert for a new conversation (run alone or in a batch with its first message). */
export function insertConversation(db: Database, userId: string, input: NewConversation) {
  const essayId = input.context === "essay" ? (input.essayId ?? null) : null;
  const title = input.title ?? (input.context === "global" ? DEFAULT_TITLES.global : DEFAULT_TITLES.untitled);
  return db
    .insert(chatConversations)
    .values({
      userId,
      title,
      context: input.context,
      essayId,
      essayTitle: essayId ? (input.essayTitle ?? null) : null,
      school: essayId ? (input.school ?? null) : null,
    })
    .returning();
}

export async function createConversation(db: Database, userId: string, input: NewConversation): Promise<ConversationView> {
  const [row] = await insertConversation(db, userId, input);
  return conversationView(row!);
}

/** What was said in a voice call, kept as an "AI Chat Session" conversation; returns its id. */
export async function saveVoiceTranscript(db: Database, userId: string, transcript: TranscriptLine[]): Promise<string> {
  const [conversation] = await insertConversation(db, userId, { context: "global", title: DEFAULT_TITLES.voice });
  const conversationId = conversation!.id;
  const start = Date.now();
  const rows = transcript.map((line, index) => ({
    conversationId,
    userId,
    type: line.type,
    content: line.content,
    source: "voice" as const,
    createdAt: new Date(start + index),
  }));
  // D1 binds at most 100 parameters a statement: seven columns a row, so 14 rows a statement.
  const statements = [];
  for (let i = 0; i < rows.length; i += 14) statements.push(db.insert(chatMessages).values(rows.slice(i, i + 14)));
  if (statements.length) await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  return conversationId;
}

/**
 * A user's message in the chat, stored before the model is asked (with its conversation, new or
 * existing, touched: a first message also titles it). One D1 batch.
 */
export async function storeUserMessage(
  db: Database,
  userId: string,
  input: { conversationId: string; message: { id: string; content: string; createdAt: Date }; title: string | null },
) {
  const { conversationId, message, title } = input;
  await db.batch([
    db.insert(chatMessages).values({ ...message, type: "user", conversationId, userId }),
    db
      .update(chatConversations)
      .set(title ? { title, updatedAt: message.createdAt } : { updatedAt: message.createdAt })
      .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId))),
  ]);
}

/** Scout's answer, stored once it has streamed (or as far as it got), with the prompt versions that made it. */
export async function storeAnswer(
  db: Database,
  userId: string,
  input: { conversationId: string; message: { id: string; content: string; createdAt: Date }; promptVersions: Record<string, number> },
) {
  await db
    .insert(chatMessages)
    .values({ ...input.message, type: "assistant", conversationId: input.conversationId, userId, promptVersions: input.promptVersions });
}
