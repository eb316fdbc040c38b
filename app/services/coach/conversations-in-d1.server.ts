import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { chatConversations, chatMessages } from "../../../db/schema";
import { DEFAULT_TITLES } from "~/domain/coach/chat";
import type { TranscriptLine } from "~/domain/coach/voice";
import {
  type ChatSource,
  type LoadedConversation,
  LISTED_CONVERSATIONS,
  type NewConversation,
  type StoredConversation,
  conversationViewOf,
  messageViewOf,
  newConversationRow,
} from "./chat-source.server";

// Conversations and their messages in D1 (tables chat_conversations, chat_messages): where an
// applicant's chat is kept until it moves to their object (docs/scale.md step 2), and again if it
// is moved back. Every query names the user: another user's conversation is simply not found.

type ConversationRow = typeof chatConversations.$inferSelect;

export const storedConversation = (row: ConversationRow): StoredConversation => ({
  ...row,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

const ownConversation = (userId: string, id: string) => and(eq(chatConversations.id, id), eq(chatConversations.userId, userId));

const messagesOf = (db: Database, userId: string, conversationId: string) =>
  db
    .select({ id: chatMessages.id, type: chatMessages.type, content: chatMessages.content, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.userId, userId)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));

const messageView = (row: { id: string; type: "user" | "assistant"; content: string; createdAt: Date }) =>
  messageViewOf({ ...row, createdAt: row.createdAt.getTime() });

async function withMessages(db: Database, userId: string, row: ConversationRow | undefined): Promise<LoadedConversation | null> {
  if (!row) return null;
  const messages = await messagesOf(db, userId, row.id);
  return { conversation: conversationViewOf(storedConversation(row)), messages: messages.map(messageView) };
}

/** The insert for a new conversation (its defaults: newConversationRow). */
function insertConversation(db: Database, userId: string, input: NewConversation) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...row } = newConversationRow(input, Date.now());
  return db
    .insert(chatConversations)
    .values({ ...row, userId })
    .returning();
}

/** One applicant's chat as D1 holds it. */
export function d1ChatSource(db: Database, userId: string): ChatSource {
  return {
    async list() {
      const rows = await db
        .select({ conversation: chatConversations, messageCount: count(chatMessages.id) })
        .from(chatConversations)
        .leftJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
        .where(eq(chatConversations.userId, userId))
        .groupBy(chatConversations.id)
        .orderBy(desc(chatConversations.createdAt))
        .limit(LISTED_CONVERSATIONS);
      return rows.map((row) => ({ ...conversationViewOf(storedConversation(row.conversation)), messageCount: row.messageCount }));
    },
    async load(id) {
      const [conversation, messages] = await db.batch([db.select().from(chatConversations).where(ownConversation(userId, id)), messagesOf(db, userId, id)]);
      const row = conversation[0];
      return row ? { conversation: conversationViewOf(storedConversation(row)), messages: messages.map(messageView) } : null;
    },
    async latest(essayId) {
      const about =
        essayId === null
          ? and(isNull(chatConversations.essayId), eq(chatConversations.context, "global"))
          : and(eq(chatConversations.essayId, essayId), eq(chatConversations.context, "essay"));
      const row = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.userId, userId), about))
        .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.createdAt))
        .get();
      return withMessages(db, userId, row);
    },
    async create(input) {
      const [row] = await insertConversation(db, userId, input);
      return conversationViewOf(storedConversation(row!));
    },
    saveTranscript: (transcript) => saveVoiceTranscript(db, userId, transcript),
    async turn(conversationId, last) {
      const [conversation, history] = await db.batch([
        db.select().from(chatConversations).where(ownConversation(userId, conversationId)),
        db
          .select({ type: chatMessages.type, content: chatMessages.content })
          .from(chatMessages)
          .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.userId, userId)))
          .orderBy(desc(chatMessages.createdAt))
          .limit(last),
      ]);
      return { conversation: conversation[0] ? conversationViewOf(storedConversation(conversation[0])) : null, history: history.reverse() };
    },
    async storeUserMessage({ conversationId, message, title }) {
      await db.batch([
        db.insert(chatMessages).values({ ...message, type: "user", conversationId, userId }),
        db
          .update(chatConversations)
          .set(title ? { title, updatedAt: message.createdAt } : { updatedAt: message.createdAt })
          .where(ownConversation(userId, conversationId)),
      ]);
    },
    async storeAnswer({ conversationId, message, promptVersions }) {
      await db.insert(chatMessages).values({ ...message, type: "assistant", conversationId, userId, promptVersions });
    },
    async userMessagesByMonth(since) {
      const month = sql`strftime('%Y-%m', ${chatMessages.createdAt} / 1000, 'unixepoch')`;
      return db
        .select({ month: month.mapWith(String), n: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, userId), eq(chatMessages.type, "user"), gt(chatMessages.createdAt, since)))
        .groupBy(month);
    },
  };
}

async function saveVoiceTranscript(db: Database, userId: string, transcript: TranscriptLine[]): Promise<string> {
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
