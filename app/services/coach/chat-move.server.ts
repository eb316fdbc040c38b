import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { chatConversations, chatMessages, chatMoves } from "../../../db/schema";
import { storedConversation } from "./conversations-in-d1.server";
import type { ChatRows, StoredMessage } from "./chat-source.server";

// Moving an applicant's chat from D1 to their object (docs/scale.md step 2), and back. The move
// runs inside the applicant's object, which answers every chat call and holds them until the move
// is over, so no reader sees it half done. Batch by batch: D1's rows are copied, the object's
// copies are read back and compared, and only then are exactly those rows deleted from D1. A move
// cut short leaves rows in both (the same ones); the next one copies them again (kept once) and
// deletes them. Nothing is deleted that the object was not seen to hold.

/** The object's side of a move: it keeps rows, and shows what it holds for some conversations. */
export type ChatHolder = { keep: (rows: ChatRows) => void; held: (conversationIds: string[]) => ChatRows };

/** Conversations moved in one batch (with all their messages). */
export const CONVERSATIONS_PER_BATCH = 20;
/** Ids named in one D1 statement (100 bound values at most, the user's id among them). */
const IDS_PER_STATEMENT = 90;

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const messageRow = (row: typeof chatMessages.$inferSelect): StoredMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  type: row.type,
  content: row.content,
  source: row.source,
  promptVersions: row.promptVersions ?? null,
  createdAt: row.createdAt.getTime(),
});

/** A batch of the user's conversations still in D1, with all their messages. */
export async function chatRowsInD1(db: Database, userId: string, limit = CONVERSATIONS_PER_BATCH): Promise<ChatRows> {
  const conversations = await db.select().from(chatConversations).where(eq(chatConversations.userId, userId)).orderBy(asc(chatConversations.id)).limit(limit);
  if (conversations.length === 0) return { conversations: [], messages: [] };
  const messages = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        inArray(
          chatMessages.conversationId,
          conversations.map((row) => row.id),
        ),
      ),
    );
  return { conversations: conversations.map(storedConversation), messages: messages.map(messageRow) };
}

const sameMessage = (a: StoredMessage, b: StoredMessage | undefined) =>
  b !== undefined &&
  a.conversationId === b.conversationId &&
  a.type === b.type &&
  a.content === b.content &&
  a.source === b.source &&
  a.createdAt === b.createdAt &&
  JSON.stringify(a.promptVersions) === JSON.stringify(b.promptVersions);

/** Deletes from D1 the messages moved, then each moved conversation left with no message in D1 (one batch, atomic). */
async function forgetMoved(db: Database, userId: string, rows: ChatRows) {
  const statements = [
    ...chunks(
      rows.messages.map((m) => m.id),
      IDS_PER_STATEMENT,
    ).map((ids) => db.delete(chatMessages).where(and(eq(chatMessages.userId, userId), inArray(chatMessages.id, ids)))),
    ...chunks(
      rows.conversations.map((c) => c.id),
      IDS_PER_STATEMENT,
    ).map((ids) =>
      db.delete(chatConversations).where(
        and(
          eq(chatConversations.userId, userId),
          inArray(chatConversations.id, ids),
          notExists(
            db
              .select({ one: sql`1` })
              .from(chatMessages)
              .where(eq(chatMessages.conversationId, chatConversations.id)),
          ),
        ),
      ),
    ),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Moves every conversation the user still has in D1 to their object, a batch at a time, each
 * verified before D1's copy is deleted. Throws (moving nothing more) when the object's copy differs.
 */
export async function moveChatToObject(db: Database, userId: string, holder: ChatHolder): Promise<{ conversations: number; messages: number }> {
  const moved = { conversations: 0, messages: 0 };
  // A batch a conversation keeps coming back to (an older release still writing to it) is caught up each time; never for ever.
  for (let batches = 0; batches < 1_000; batches++) {
    const rows = await chatRowsInD1(db, userId);
    if (rows.conversations.length === 0) return moved;
    holder.keep(rows);
    const held = holder.held(rows.conversations.map((c) => c.id));
    const heldMessages = new Map(held.messages.map((m) => [m.id, m]));
    const heldConversations = new Set(held.conversations.map((c) => c.id));
    const missing =
      rows.conversations.filter((c) => !heldConversations.has(c.id)).length + rows.messages.filter((m) => !sameMessage(m, heldMessages.get(m.id))).length;
    if (missing > 0) throw new Error(`chat move: the object's copy differs from D1's for ${missing} rows; D1 keeps them`);
    await forgetMoved(db, userId, rows);
    moved.conversations += rows.conversations.length;
    moved.messages += rows.messages.length;
  }
  throw new Error("chat move: D1 kept answering rows after 1,000 batches");
}

/** The user's D1 chat rows by id (a move back reads them to check what it wrote). */
async function chatIdsInD1(db: Database, userId: string) {
  const [conversations, messages] = await db.batch([
    db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.userId, userId)),
    db.select().from(chatMessages).where(eq(chatMessages.userId, userId)),
  ]);
  return { conversations: new Set(conversations.map((row) => row.id)), messages: new Map(messages.map((row) => [row.id, messageRow(row)])) };
}

/**
 * The rollback: writes the object's conversations and messages back into D1 (kept once: a message
 * D1 still holds is left as it is, a conversation updated when the object's is newer), then reads D1 back and throws unless it holds every one of them.
 * The caller forgets the object's copy only after this returns.
 */
export async function copyChatToD1(db: Database, userId: string, rows: ChatRows): Promise<void> {
  // D1 binds at most 100 values a statement: nine columns a conversation, eight a message.
  const statements = [
    ...chunks(rows.conversations, 11).map((chunk) =>
      db
        .insert(chatConversations)
        .values(chunk.map((c) => ({ ...c, userId, createdAt: new Date(c.createdAt), updatedAt: new Date(c.updatedAt) })))
        // A conversation D1 still holds takes the object's title and time when the object's are newer.
        .onConflictDoUpdate({
          target: chatConversations.id,
          set: { title: sql`excluded.title`, essayId: sql`excluded.essay_id`, updatedAt: sql`excluded.updated_at` },
          setWhere: sql`excluded.updated_at > ${chatConversations.updatedAt}`,
        }),
    ),
    ...chunks(rows.messages, 12).map((chunk) =>
      db
        .insert(chatMessages)
        .values(chunk.map((m) => ({ ...m, userId, createdAt: new Date(m.createdAt) })))
        .onConflictDoNothing(),
    ),
  ];
  // Conversations first: a message names its conversation (a foreign key).
  for (const part of chunks(statements, 50)) {
    const [first, ...rest] = part;
    if (first) await db.batch([first, ...rest]);
  }
  const inD1 = await chatIdsInD1(db, userId);
  const missing =
    rows.conversations.filter((c) => !inD1.conversations.has(c.id)).length + rows.messages.filter((m) => !sameMessage(m, inD1.messages.get(m.id))).length;
  if (missing > 0) throw new Error(`chat move back: D1 does not hold ${missing} of the object's rows; the object keeps them`);
}

/** Records in D1 that the applicant's chat is in their object (what the rollback walks); a later move adds its counts. */
export async function recordChatInObject(db: Database, userId: string, moved: { conversations: number; messages: number }, now: Date) {
  await db
    .insert(chatMoves)
    .values({ userId, movedAt: now, ...moved })
    .onConflictDoUpdate({
      target: chatMoves.userId,
      set: { conversations: sql`${chatMoves.conversations} + ${moved.conversations}`, messages: sql`${chatMoves.messages} + ${moved.messages}` },
    });
}

/** The applicant's chat is back in D1: they are no longer among those the rollback walks. */
export async function forgetChatInObject(db: Database, userId: string) {
  await db.delete(chatMoves).where(eq(chatMoves.userId, userId));
}

/** Applicants whose chat is in their object, for the rollback's walk (a bounded batch of them). */
export async function usersWithChatInObject(db: Database, limit: number): Promise<string[]> {
  const rows = await db.select({ userId: chatMoves.userId }).from(chatMoves).limit(limit);
  return rows.map((row) => row.userId);
}

/** Users who still have conversations in D1, for the hourly move (a bounded batch of them). */
export async function usersWithChatInD1(db: Database, limit: number): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: chatConversations.userId }).from(chatConversations).limit(limit);
  return rows.map((row) => row.userId);
}
