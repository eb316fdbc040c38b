import type { ChatContext } from "../../app/domain/coach/chat";
import type { ChatRows, StoredConversation, StoredMessage } from "../../app/services/coach/chat-source.server";

// The applicant's chat conversations and messages, in their object's own SQLite (docs/scale.md
// step 2). The object belongs to one user, so nothing here names a user. Times are milliseconds
// since the epoch, as in D1. Every method is synchronous: a call's writes commit together.

type ConversationRow = {
  id: string;
  title: string;
  context: string;
  essay_id: string | null;
  essay_title: string | null;
  school: string | null;
  created_at: number;
  updated_at: number;
};
type MessageRow = { id: string; conversation_id: string; type: string; content: string; source: string; prompt_versions: string | null; created_at: number };

const conversationOf = (row: ConversationRow): StoredConversation => ({
  id: row.id,
  title: row.title,
  context: row.context as ChatContext,
  essayId: row.essay_id,
  essayTitle: row.essay_title,
  school: row.school,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const messageOf = (row: MessageRow): StoredMessage => ({
  id: row.id,
  conversationId: row.conversation_id,
  type: row.type as StoredMessage["type"],
  content: row.content,
  source: row.source as StoredMessage["source"],
  promptVersions: row.prompt_versions === null ? null : (JSON.parse(row.prompt_versions) as Record<string, number>),
  createdAt: row.created_at,
});

/** Ids named in one statement (SQLite caps the values a statement binds). */
const IDS_PER_STATEMENT = 90;

const INSERT_CONVERSATION = `INSERT INTO chat_conversation (id, title, context, essay_id, essay_title, school, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;
const conversationValues = (c: StoredConversation) => [c.id, c.title, c.context, c.essayId, c.essayTitle, c.school, c.createdAt, c.updatedAt];

export class ConversationStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS chat_conversation (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      context TEXT NOT NULL,
      essay_id TEXT,
      essay_title TEXT,
      school TEXT,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    )`);
    sql.exec("CREATE INDEX IF NOT EXISTS chat_conversation_essay ON chat_conversation (essay_id, updated_at)");
    sql.exec(`CREATE TABLE IF NOT EXISTS chat_message (
      id TEXT PRIMARY KEY,
      conversation_id TEXT NOT NULL,
      type TEXT NOT NULL,
      content TEXT NOT NULL,
      source TEXT NOT NULL,
      prompt_versions TEXT,
      created_at INTEGER NOT NULL
    )`);
    sql.exec("CREATE INDEX IF NOT EXISTS chat_message_conversation ON chat_message (conversation_id, created_at)");
  }

  conversation(id: string): StoredConversation | null {
    const row = this.sql.exec<ConversationRow>("SELECT * FROM chat_conversation WHERE id = ?", id).toArray()[0];
    return row ? conversationOf(row) : null;
  }

  /** A conversation's messages in order (oldest first); with `last`, only the last that many. */
  messages(conversationId: string, last?: number): StoredMessage[] {
    if (last === undefined) {
      return this.sql.exec<MessageRow>("SELECT * FROM chat_message WHERE conversation_id = ? ORDER BY created_at, id", conversationId).toArray().map(messageOf);
    }
    return this.sql
      .exec<MessageRow>("SELECT * FROM chat_message WHERE conversation_id = ? ORDER BY created_at DESC, id DESC LIMIT ?", conversationId, last)
      .toArray()
      .map(messageOf)
      .reverse();
  }

  /** The latest conversation about this essay, or (null) the latest global one. */
  latest(essayId: string | null): StoredConversation | null {
    const row = (
      essayId === null
        ? this.sql.exec<ConversationRow>(
            "SELECT * FROM chat_conversation WHERE essay_id IS NULL AND context = 'global' ORDER BY updated_at DESC, created_at DESC LIMIT 1",
          )
        : this.sql.exec<ConversationRow>(
            "SELECT * FROM chat_conversation WHERE essay_id = ? AND context = 'essay' ORDER BY updated_at DESC, created_at DESC LIMIT 1",
            essayId,
          )
    ).toArray()[0];
    return row ? conversationOf(row) : null;
  }

  /** Every conversation, newest first, with its message count (at most `limit`). */
  list(limit: number): (StoredConversation & { messageCount: number })[] {
    return this.sql
      .exec<ConversationRow & { message_count: number }>(
        `SELECT c.*, (SELECT count(*) FROM chat_message m WHERE m.conversation_id = c.id) AS message_count
         FROM chat_conversation c ORDER BY c.created_at DESC, c.id DESC LIMIT ?`,
        limit,
      )
      .toArray()
      .map((row) => ({ ...conversationOf(row), messageCount: row.message_count }));
  }

  addConversation(conversation: StoredConversation) {
    this.sql.exec(`${INSERT_CONVERSATION} ON CONFLICT(id) DO NOTHING`, ...conversationValues(conversation));
  }

  /** A conversation copied from D1: kept, or updated when D1's copy is newer (a move retried after a message). */
  importConversation(c: StoredConversation) {
    this.sql.exec(
      `${INSERT_CONVERSATION}
       ON CONFLICT(id) DO UPDATE SET title = excluded.title, essay_id = excluded.essay_id, updated_at = excluded.updated_at
       WHERE excluded.updated_at > chat_conversation.updated_at`,
      ...conversationValues(c),
    );
  }

  /** Adds messages; one already held (the same id, a move retried) is left as it is. */
  addMessages(messages: StoredMessage[]) {
    for (const m of messages) {
      this.sql.exec(
        `INSERT INTO chat_message (id, conversation_id, type, content, source, prompt_versions, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING`,
        m.id,
        m.conversationId,
        m.type,
        m.content,
        m.source,
        m.promptVersions === null ? null : JSON.stringify(m.promptVersions),
        m.createdAt,
      );
    }
  }

  /** A message was added: the conversation is touched, and titled by its first message. */
  touch(id: string, at: number, title: string | null) {
    if (title === null) this.sql.exec("UPDATE chat_conversation SET updated_at = ? WHERE id = ?", at, id);
    else this.sql.exec("UPDATE chat_conversation SET updated_at = ?, title = ? WHERE id = ?", at, title, id);
  }

  /** Conversations about essays that were removed stay, about no essay (as D1's foreign key did). */
  detachEssays(essayIds: string[]): number {
    let changed = 0;
    for (let i = 0; i < essayIds.length; i += IDS_PER_STATEMENT) {
      const chunk = essayIds.slice(i, i + IDS_PER_STATEMENT);
      changed += this.sql.exec(`UPDATE chat_conversation SET essay_id = NULL WHERE essay_id IN (${chunk.map(() => "?").join(", ")})`, ...chunk).rowsWritten;
    }
    return changed;
  }

  /** The conversations with these ids and all their messages, as held (a move checks what it copied). */
  byIds(ids: string[]): ChatRows {
    const conversations: StoredConversation[] = [];
    const messages: StoredMessage[] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
      const chunk = ids.slice(i, i + IDS_PER_STATEMENT);
      const marks = chunk.map(() => "?").join(", ");
      conversations.push(
        ...this.sql
          .exec<ConversationRow>(`SELECT * FROM chat_conversation WHERE id IN (${marks})`, ...chunk)
          .toArray()
          .map(conversationOf),
      );
      messages.push(
        ...this.sql
          .exec<MessageRow>(`SELECT * FROM chat_message WHERE conversation_id IN (${marks})`, ...chunk)
          .toArray()
          .map(messageOf),
      );
    }
    return { conversations, messages };
  }

  /** Everything held, conversations by creation (the archive, a move back to D1). */
  all(): ChatRows {
    return {
      conversations: this.sql.exec<ConversationRow>("SELECT * FROM chat_conversation ORDER BY created_at, id").toArray().map(conversationOf),
      messages: this.sql.exec<MessageRow>("SELECT * FROM chat_message ORDER BY created_at, id").toArray().map(messageOf),
    };
  }

  /** The user's own messages counted by month ("YYYY-MM", UTC) since a time (an admin's user page). */
  userMessagesByMonth(since: number): { month: string; n: number }[] {
    return this.sql
      .exec<{ month: string; n: number }>(
        "SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') AS month, count(*) AS n FROM chat_message WHERE type = 'user' AND created_at > ? GROUP BY month",
        since,
      )
      .toArray();
  }

  /** Rows and bytes of text held (the bench's storage part, tests). */
  size(): { conversations: number; messages: number; bytes: number } {
    const bytes = (columns: string[]) => columns.map((column) => `coalesce(length(CAST(${column} AS BLOB)), 0)`).join(" + ");
    const c = this.sql
      .exec<{ n: number; bytes: number }>(
        `SELECT count(*) AS n, coalesce(sum(${bytes(["id", "title", "context", "essay_id", "essay_title", "school", "created_at", "updated_at"])}), 0) AS bytes FROM chat_conversation`,
      )
      .one();
    const m = this.sql
      .exec<{ n: number; bytes: number }>(
        `SELECT count(*) AS n, coalesce(sum(${bytes(["id", "conversation_id", "type", "content", "source", "prompt_versions", "created_at"])}), 0) AS bytes FROM chat_message`,
      )
      .one();
    return { conversations: c.n, messages: m.n, bytes: c.bytes + m.bytes };
  }

  /** Forgets everything (a move back to D1, once D1 holds it all again). */
  clear() {
    this.sql.exec("DELETE FROM chat_message");
    this.sql.exec("DELETE FROM chat_conversation");
  }
}
