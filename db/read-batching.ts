import { Column, SQL, Table, getTableColumns, is } from "drizzle-orm";
import { SQLiteSelectBase } from "drizzle-orm/sqlite-core";

// One request's reads share one D1 round trip. Remix runs a page's loaders (root, workspace
// shell, the page itself) in parallel; each reads through `db.batch([...])`. A batch of reads
// only is not sent at once: every such batch the request asks for before the event loop turns
// is sent together as one `DB.batch`, and each caller gets its own slice of the results. Writes
// (or a batch mixing them) go out as they are: one D1 batch is one transaction, and a write must
// never fail or roll back because of someone else's statement.
//
// If the shared batch fails, each caller's batch is retried alone, so a caller sees its own
// error (or its own rows), never another loader's.
//
// D1's batch answers rows as objects keyed by column name, and drizzle turns them back into
// arrays by key order (drizzle-orm/d1 session `d1ToRawMapping`): two selected columns with the
// same name would collapse into one and shift every later column. `assertDistinctColumns`
// refuses such a read at once (alias one of them) instead of returning wrong values.

type Batch = (queries: readonly unknown[]) => Promise<unknown[]>;

type Waiting = { queries: readonly unknown[]; resolve: (rows: unknown[]) => void; reject: (error: unknown) => void };

export function coalesceReadBatches<T extends { batch: unknown }>(db: T): T {
  const send = (db.batch as Batch).bind(db);
  let waiting: Waiting[] | null = null;

  async function flush() {
    const group = waiting ?? [];
    waiting = null;
    if (group.length === 1) {
      const [only] = group;
      return send(only!.queries).then(only!.resolve, only!.reject);
    }
    try {
      const rows = await send(group.flatMap((entry) => entry.queries));
      let at = 0;
      for (const entry of group) {
        entry.resolve(rows.slice(at, at + entry.queries.length));
        at += entry.queries.length;
      }
    } catch {
      for (const entry of group) send(entry.queries).then(entry.resolve, entry.reject);
    }
  }

  const batch: Batch = (queries) => {
    if (!queries.every(isRead)) return send(queries);
    queries.forEach(assertDistinctColumns);
    return new Promise((resolve, reject) => {
      if (!waiting) {
        waiting = [];
        // After every microtask of this turn: the loaders that were waiting for the session
        // have all asked for their reads by then.
        setTimeout(flush, 0);
      }
      waiting.push({ queries, resolve, reject });
    });
  };
  return Object.assign(db, { batch }) as T;
}

// Select builders only (what the app batches); anything else is sent as asked.
function isRead(query: unknown): boolean {
  return is(query, SQLiteSelectBase);
}

/** Throws when a batched select would return two columns of the same name (see above). */
export function assertDistinctColumns(query: unknown) {
  if (!is(query, SQLiteSelectBase)) return;
  const fields = (query as unknown as { config: { fields: Record<string, unknown> } }).config.fields;
  const seen = new Set<string>();
  for (const name of columnNames(fields)) {
    if (seen.has(name)) throw new Error(`A batched read selects two columns named "${name}": alias one of them (db/read-batching.ts).`);
    seen.add(name);
  }
}

function columnNames(fields: unknown): string[] {
  if (is(fields, Column)) return [fields.name];
  if (is(fields, SQL.Aliased)) return [fields.fieldAlias];
  // An expression without an alias is named by its own text: nothing to compare.
  if (is(fields, SQL)) return [];
  if (is(fields, Table)) return columnNames(getTableColumns(fields));
  if (fields && typeof fields === "object") return Object.values(fields).flatMap(columnNames);
  return [];
}

/**
 * One select, sent through the request's shared batch: what awaiting the query gives (its rows),
 * in the same round trip as the other loaders' reads.
 */
export async function batchedRead<T>(db: { batch: unknown }, query: PromiseLike<T>): Promise<T> {
  const [rows] = await (db.batch as Batch)([query]);
  return rows as T;
}
