import { eq, getTableColumns, getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../db/client";
import * as schema from "../../../db/schema";
import { essaySubmissions, user } from "../../../db/schema";
import { ARCHIVE_WITHHELD } from "~/domain/export/account-archive";
import type { Essay } from "../essays/essays.server";
import { type VersionBodyReader, withVersionBodies } from "../essays/version-bodies.server";
import type { ChatRows } from "../coach/chat-source.server";
import { withObjectChat } from "./archive-chat.server";
import { type ArchivedWork, withObjectWork } from "./archive-work.server";

// What the account archive holds (docs/export.md): every row of every user-owned table in D1,
// and what the applicant's object holds in place of D1's rows, shown in the tables D1 kept them in.

/** The applicant's object as the archive reads it: older versions' text, the conversations and the work rows it holds. */
export type ArchivedObject = { versionBodies: VersionBodyReader; conversations: { rows: () => Promise<ChatRows> }; workRows: ArchivedWork };

type TableRows = Record<string, unknown>[];

/** Every table with a user_id column, from the schema itself: a table added later is exported by being there. */
export function userOwnedSchemaTables(): SQLiteTable[] {
  return (Object.values(schema) as unknown[]).filter(
    (value): value is SQLiteTable => is(value, SQLiteTable) && Object.values(getTableColumns(value)).some((column) => column.name === "user_id"),
  );
}

/** A row as the archive holds it: keyed by the database's column names, withheld columns left out. */
function archiveRow(table: SQLiteTable, row: Record<string, unknown>): Record<string, unknown> {
  const withheld = ARCHIVE_WITHHELD[getTableName(table)] ?? [];
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!withheld.includes(column.name)) out[column.name] = row[key];
  }
  return out;
}

type ArchiveTables = Record<string, TableRows>;

/**
 * Rows the applicant's object holds in place of D1's, one entry a store: each is asked for before
 * D1's batch (so every read goes at once; the object answers once any move under way is over),
 * then puts its rows in the tables D1 kept them in, a row seen in both places kept once. A store
 * that moves into the object later is one more entry here.
 */
type HeldInObject = (object: ArchivedObject, userId: string) => (data: ArchiveTables, d1: (table: SQLiteTable) => TableRows) => Promise<unknown>;

const heldInObject: HeldInObject[] = [
  // Every version's text, wherever it is kept (app/services/essays/version-bodies.server.ts).
  (object) => async (data, d1) => {
    const versions = await withVersionBodies(object.versionBodies, d1(essaySubmissions) as Essay[], "essayContent");
    data[getTableName(essaySubmissions)] = versions.map((row) => archiveRow(essaySubmissions, row));
  },
  (object, userId) => {
    const chat = object.conversations.rows();
    return async (data) => withObjectChat(data, userId, await chat);
  },
  (object) => {
    const work = object.workRows.all();
    return async (data) => withObjectWork(data, await work, archiveRow);
  },
];

/** Everything stored about the user: their user row and every user-owned table's rows, by table name, with what their object holds in place of D1's. */
export async function collectAccountData(db: Database, object: ArchivedObject, userId: string): Promise<ArchiveTables> {
  const tables = userOwnedSchemaTables();
  const userIdColumn = (table: SQLiteTable) => Object.values(getTableColumns(table)).find((column) => column.name === "user_id")!;
  const fromObject = heldInObject.map((store) => store(object, userId));
  const [userRows, ...rows] = await db.batch([
    db.select().from(user).where(eq(user.id, userId)),
    ...tables.map((table) =>
      db
        .select()
        .from(table)
        .where(eq(userIdColumn(table), userId)),
    ),
  ]);
  const d1 = (table: SQLiteTable) => rows[tables.indexOf(table)] as TableRows;
  const data: ArchiveTables = { user: (userRows as TableRows).map((row) => archiveRow(user, row)) };
  for (const table of tables) data[getTableName(table)] = d1(table).map((row) => archiveRow(table, row));
  for (const put of fromObject) await put(data, d1);
  return data;
}
