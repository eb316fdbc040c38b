import { getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { chatConversations, chatMessages } from "../../../db/schema";
import type { ChatRows } from "../coach/chat-source.server";

// The account archive's chat: an applicant's conversations are in their object once moved
// (docs/scale.md step 2), and in D1 before; the archive shows them as D1 did, in the tables
// chat_conversations and chat_messages, from both places (a row in both, mid-move, once).

type ArchiveRow = Record<string, unknown>;

/** A row keyed by the database's column names, as the archive's other rows are. */
const byColumn = (table: SQLiteTable, row: Record<string, unknown>): ArchiveRow =>
  Object.fromEntries(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, row[key] ?? null]));

export function withObjectChat(data: Record<string, ArchiveRow[]>, userId: string, rows: ChatRows): Record<string, ArchiveRow[]> {
  const merge = (name: string, table: SQLiteTable, fromObject: Record<string, unknown>[]) => {
    const inD1 = data[name] ?? [];
    const seen = new Set(inD1.map((row) => row.id));
    data[name] = [...inD1, ...fromObject.filter((row) => !seen.has(row.id)).map((row) => byColumn(table, { ...row, userId }))];
  };
  merge(
    "chat_conversations",
    chatConversations,
    rows.conversations.map((c) => ({ ...c, createdAt: new Date(c.createdAt), updatedAt: new Date(c.updatedAt) })),
  );
  merge(
    "chat_messages",
    chatMessages,
    rows.messages.map((m) => ({ ...m, createdAt: new Date(m.createdAt) })),
  );
  return data;
}
