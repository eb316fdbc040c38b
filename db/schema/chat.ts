import { chatContexts } from "../../app/domain/coach/chat";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { userId, userIdKey } from "./owner";
import { essaySubmissions } from "./essays";

// A conversation is global (essay_id null) or tied to an essay.
export const chatConversations = sqliteTable(
  "chat_conversations",
  {
    id: id(),
    userId: userId(),
    title: text("title").notNull().default("Untitled Chat"),
    context: text("context", { enum: chatContexts }).notNull().default("global"),
    essayId: text("essay_id").references(() => essaySubmissions.id, { onDelete: "set null" }),
    essayTitle: text("essay_title"),
    school: text("school"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("chat_conversations_user_created_idx").on(t.userId, t.createdAt), index("chat_conversations_user_essay_idx").on(t.userId, t.essayId)],
);

export const chatMessageTypes = ["user", "assistant"] as const;

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: id(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    // Kept on the message too so that every query can be scoped to the user without a join.
    userId: userId(),
    content: text("content").notNull(),
    type: text("type", { enum: chatMessageTypes }).notNull(),
    // Text typed in the chat, or a transcript of a voice session.
    source: text("source", { enum: ["text", "voice"] })
      .notNull()
      .default("text"),
    // On an answer: the AI prompt versions that produced it, by prompt type.
    promptVersions: text("prompt_versions", { mode: "json" }).$type<Record<string, number>>(),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_conversation_created_idx").on(t.conversationId, t.createdAt)],
);

// Applicants whose chat is in their own object (docs/scale.md step 2): written once a move has
// emptied D1 of their conversations, deleted when the chat is moved back. The rollback walks it.
export const chatMoves = sqliteTable("chat_moves", {
  userId: userIdKey(),
  movedAt: timestamp("moved_at").notNull(),
  conversations: integer("conversations").notNull(),
  messages: integer("messages").notNull(),
});
