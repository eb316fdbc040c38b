import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { d1, STATE } from "./seed-sql";
import type { Session } from "./client";

// What one applicant costs the one D1 database (docs/scale.md): for every table with a
// user_id column, the applicant's rows and the bytes of their values (each value's length as
// SQLite stores it as text or blob; numbers counted by their digits, an overestimate), then the
// whole local database file against every row's bytes, for what indexes and page slack add on
// top. Read from the bench server's own D1 after seeding (D1 refuses PRAGMA page_count: the file
// is read where wrangler keeps it).

export type StorageResult = {
  applicant: string;
  tables: { table: string; rows: number; bytes: number }[];
  /** The applicant's bytes over every table (values only). */
  bytes: number;
  /** The database file (with its write-ahead log) over the bytes of every row of every table: indexes, page slack, the catalogue. */
  overhead: number | null;
  /** What the applicant's own object holds once older versions' text (docs/scale.md step 1), their chat (step 2), their essays' newest texts and their work rows (step 3) moved there. */
  object?: {
    versions: number;
    bytes: number;
    essays: number;
    essayBytes: number;
    conversations: number;
    messages: number;
    chatBytes: number;
    workRows?: number;
    workBytes?: number;
  };
};

/**
 * Moves older versions' text, the chat and the essays' newest texts to each applicant's object with the hourly cron's moves (through the
 * test build's /api/test/version-bodies: the bench seeds versions straight into D1, as data written
 * before the move existed), then measures the applicant again, with what their object holds.
 */
export async function measureAfterMove(label: string, applicant: { session: Session }): Promise<StorageResult> {
  const answer = await applicant.session.request("POST", "/api/test/version-bodies", { json: {} });
  if (answer.status !== 200) throw new Error(`the version-body sweep answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  const moved = JSON.parse(answer.body) as {
    moved: number;
    object: { bodies: number; bytes: number };
    chat: { conversations: number; messages: number; bytes: number };
    essays: { essays: number; bytes: number };
    work: { rows: number; bytes: number };
  };
  const measured = await measureStorage(label, applicant.session.userId);
  // The file does not shrink when rows do (SQLite reuses the freed pages for later writes): its
  // ratio to the rows is read on the fresh seed, before the move.
  return {
    ...measured,
    overhead: null,
    object: {
      // Every version's text is in one table of the object; the essays' newest are counted apart.
      versions: moved.object.bodies - moved.essays.essays,
      bytes: moved.object.bytes - moved.essays.bytes,
      essays: moved.essays.essays,
      essayBytes: moved.essays.bytes,
      conversations: moved.chat.conversations,
      messages: moved.chat.messages,
      chatBytes: moved.chat.bytes,
      workRows: moved.work.rows,
      workBytes: moved.work.bytes,
    },
  };
}

export async function measureStorage(label: string, userId: string): Promise<StorageResult> {
  if (!/^[\w-]+$/.test(userId)) throw new Error(`unexpected user id ${userId}`);
  const [tables = []] = await d1(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations' ORDER BY name",
  );
  const names = tables.map((row) => String(row.name));
  const columns = await d1(names.map((name) => `PRAGMA table_info("${name}")`).join("; "));
  const shapes = names.map((name, index) => ({ name, columns: (columns[index] ?? []).map((column) => String(column.name)) }));
  const sizeOf = (columns: string[]) => columns.map((column) => `COALESCE(length(CAST("${column}" AS BLOB)), 0)`).join(" + ");
  const owned = shapes.filter((shape) => shape.columns.includes("user_id") || shape.name === "user");
  const mine = await d1(
    owned
      .map(
        (shape) =>
          `SELECT count(*) AS rows, COALESCE(SUM(${sizeOf(shape.columns)}), 0) AS bytes FROM "${shape.name}" WHERE ${shape.name === "user" ? "id" : "user_id"} = '${userId}'`,
      )
      .join("; "),
  );
  const everything = await d1(shapes.map((shape) => `SELECT COALESCE(SUM(${sizeOf(shape.columns)}), 0) AS bytes FROM "${shape.name}"`).join("; "));
  const rowBytes = shapes.reduce((sum, _shape, index) => sum + Number(everything[index]?.[0]?.bytes ?? 0), 0);
  const fileBytes = databaseFileBytes();
  const rows = owned
    .map((shape, index) => ({ table: shape.name, rows: Number(mine[index]?.[0]?.rows ?? 0), bytes: Number(mine[index]?.[0]?.bytes ?? 0) }))
    .filter((row) => row.rows > 0)
    .sort((a, b) => b.bytes - a.bytes);
  return {
    applicant: label,
    tables: rows,
    bytes: rows.reduce((sum, row) => sum + row.bytes, 0),
    overhead: fileBytes && rowBytes ? Number((fileBytes / rowBytes).toFixed(2)) : null,
  };
}

/** The local D1's SQLite file and its write-ahead log (the largest database under the server's state: the app's). */
function databaseFileBytes(): number | null {
  const found: number[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".sqlite")) found.push(statSync(path).size + (statSync(`${path}-wal`, { throwIfNoEntry: false })?.size ?? 0));
    }
  };
  try {
    walk(join(STATE, "v3", "d1"));
  } catch {
    return null;
  }
  return found.length ? Math.max(...found) : null;
}
