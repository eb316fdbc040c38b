import { type ChatContext, type ChatMessageView, type ConversationSummary, type ConversationView, DEFAULT_TITLES } from "~/domain/coach/chat";
import type { TranscriptLine } from "~/domain/coach/voice";

// Where an applicant's conversations are kept, as the chat sees it: their own object's SQLite
// (docs/scale.md step 2), or D1 for an applicant whose chat has not moved yet (or was moved back).
// The user's object picks one (workers/user-object/conversation-calls.ts); both answer the same.

/** A conversation as either store keeps it: what the chat shows of it, its times as milliseconds. */
export type StoredConversation = Omit<ConversationView, "createdAt"> & { createdAt: number; updatedAt: number };

export type StoredMessage = {
  id: string;
  conversationId: string;
  type: "user" | "assistant";
  content: string;
  source: "text" | "voice";
  promptVersions: Record<string, number> | null;
  createdAt: number;
};

export type ChatRows = { conversations: StoredConversation[]; messages: StoredMessage[] };

export type LoadedConversation = { conversation: ConversationView; messages: ChatMessageView[] };

export type NewConversation = { context: ChatContext; essayId?: string | null; essayTitle?: string | null; school?: string | null; title?: string };

export type NewMessage = { id: string; content: string; createdAt: Date };

/** The History panel shows at most this many conversations. */
export const LISTED_CONVERSATIONS = 200;

export type ChatSource = {
  list: () => Promise<ConversationSummary[]>;
  load: (id: string) => Promise<LoadedConversation | null>;
  /** The latest conversation about this essay, or (null) the latest global one. */
  latest: (essayId: string | null) => Promise<LoadedConversation | null>;
  create: (input: NewConversation) => Promise<ConversationView>;
  /** What was said in a voice call, kept as a conversation; its id. */
  saveTranscript: (transcript: TranscriptLine[]) => Promise<string>;
  /** A chat turn's conversation and its last messages (oldest first). */
  turn: (
    conversationId: string,
    last: number,
  ) => Promise<{ conversation: ConversationView | null; history: { type: "user" | "assistant"; content: string }[] }>;
  storeUserMessage: (input: { conversationId: string; message: NewMessage; title: string | null }) => Promise<void>;
  storeAnswer: (input: { conversationId: string; message: NewMessage; promptVersions: Record<string, number> }) => Promise<void>;
  /** The user's own messages by month ("YYYY-MM", UTC) since a time. */
  userMessagesByMonth: (since: Date) => Promise<{ month: string; n: number }[]>;
};

export const conversationViewOf = (row: StoredConversation): ConversationView => ({
  id: row.id,
  title: row.title,
  context: row.context,
  essayId: row.essayId,
  essayTitle: row.essayTitle,
  school: row.school,
  createdAt: new Date(row.createdAt).toISOString(),
});

export const messageViewOf = (row: Pick<StoredMessage, "id" | "type" | "content" | "createdAt">): ChatMessageView => ({
  id: row.id,
  type: row.type,
  content: row.content,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** A new conversation's row: an essay chat names its essay, any other none; titled by its context until its first message. */
export function newConversationRow(input: NewConversation, now: number): StoredConversation {
  const essayId = input.context === "essay" ? (input.essayId ?? null) : null;
  return {
    id: crypto.randomUUID(),
    title: input.title ?? (input.context === "global" ? DEFAULT_TITLES.global : DEFAULT_TITLES.untitled),
    context: input.context,
    essayId,
    essayTitle: essayId ? (input.essayTitle ?? null) : null,
    school: essayId ? (input.school ?? null) : null,
    createdAt: now,
    updatedAt: now,
  };
}
