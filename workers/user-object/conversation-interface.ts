import { z } from "zod";
import { chatContexts } from "../../app/domain/coach/chat";
import type { ConversationSummary, ConversationView } from "../../app/domain/coach/chat";
import type { ChatRows, LoadedConversation, NewConversation } from "../../app/services/coach/chat-source.server";
import type { TranscriptLine } from "../../app/domain/coach/voice";

// The calls that read and keep an applicant's conversations in their object (docs/scale.md step
// 2). Validated inside the object too: an RPC boundary is a boundary.
const userId = z.string().min(1);
const rowId = z.string().min(1).max(100);

export const conversationQuerySchema = z.object({ userId, id: rowId });
export const latestConversationSchema = z.object({ userId, essayId: rowId.nullable() });
export const newConversationSchema = z.object({
  userId,
  conversation: z.object({
    context: z.enum(chatContexts),
    essayId: rowId.nullish(),
    essayTitle: z.string().max(1_000).nullish(),
    school: z.string().max(1_000).nullish(),
    title: z.string().max(1_000).optional(),
  }),
});
export const transcriptSchema = z.object({
  userId,
  transcript: z
    .array(z.object({ type: z.enum(["user", "assistant"]), content: z.string().max(20_000) }))
    .min(1)
    .max(1_000),
});
export const messagesSinceSchema = z.object({ userId, since: z.number().int().nonnegative() });
export const detachEssaysSchema = z.object({ userId, essayIds: z.array(rowId).max(1_000) });

/** Where the object reads the applicant's chat from: its own SQLite, or D1 (not moved yet, or moved back). */
export type ChatStoreState = "object" | "d1" | "unmoved";

export type ChatMoveResult = { conversations: number; messages: number };

/** One applicant's conversations, as the worker reaches them (client.ts: `userObject(id).conversations`). */
export type ConversationsCapability = {
  /** The History panel: every conversation, newest first, with its message count. */
  list: () => Promise<ConversationSummary[]>;
  load: (id: string) => Promise<LoadedConversation | null>;
  /** The latest conversation about this essay, or (null) the latest global one. */
  latest: (essayId: string | null) => Promise<LoadedConversation | null>;
  create: (conversation: NewConversation) => Promise<ConversationView>;
  /** What was said in a voice call, kept as a conversation; its id. */
  saveTranscript: (transcript: TranscriptLine[]) => Promise<string>;
  /** The applicant's own messages by month ("YYYY-MM", UTC) since a time (an admin's user page). */
  userMessagesByMonth: (since: Date) => Promise<{ month: string; n: number }[]>;
  /** Every conversation and message the object holds (the account archive; D1's own rows are read there). */
  rows: () => Promise<ChatRows>;
  /** Essays removed: their conversations stay, about no essay. */
  detachEssays: (essayIds: string[]) => Promise<{ detached: number }>;
  /** Moves what D1 still holds of the applicant's chat into the object, verified batch by batch. */
  move: () => Promise<ChatMoveResult>;
  /** The rollback: the object's chat written back to D1, checked, then forgotten here; D1 is read from then on. */
  moveBack: () => Promise<ChatMoveResult>;
  size: () => Promise<{ store: ChatStoreState; conversations: number; messages: number; bytes: number }>;
};
