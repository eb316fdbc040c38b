import { type AnyWorkRow, type WorkKey, type WorkTable, decodeRow, encodeRow, keyOf, keyText, matches } from "../../app/services/work-rows/work-tables.server";
import type { UntypedWorkRows } from "../../app/services/work-rows/work-rows.server";

// The applicant's work rows in their object's SQLite (docs/scale.md step 3): one table for every
// kind (app/services/work-rows/work-tables.server.ts), each row filed under its table and key, its
// values as JSON with times in milliseconds. The object belongs to one user, so no row names
// anyone else. Every call here is synchronous: a read and the write that depends on it run with
// nothing in between.
export class WorkRowStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS work_row (
      tbl TEXT NOT NULL,
      key TEXT NOT NULL,
      data TEXT NOT NULL,
      PRIMARY KEY (tbl, key)
    )`);
  }

  get(table: WorkTable, key: string): AnyWorkRow | null {
    const [row] = this.sql.exec<{ data: string }>("SELECT data FROM work_row WHERE tbl = ? AND key = ?", table, key).toArray();
    return row ? decodeRow(table, JSON.parse(row.data) as AnyWorkRow) : null;
  }

  list(table: WorkTable): AnyWorkRow[] {
    return this.sql
      .exec<{ data: string }>("SELECT data FROM work_row WHERE tbl = ? ORDER BY key", table)
      .toArray()
      .map((row) => decodeRow(table, JSON.parse(row.data) as AnyWorkRow));
  }

  /** Keeps rows; with `keepExisting`, one already held is left as it is. The keys written. */
  put(table: WorkTable, rows: AnyWorkRow[], keepExisting = false): string[] {
    const written: string[] = [];
    for (const row of rows) {
      const key = keyOf(table, row);
      const data = JSON.stringify(encodeRow(table, row));
      const changed = this.sql.exec(
        `INSERT INTO work_row (tbl, key, data) VALUES (?, ?, ?) ON CONFLICT (tbl, key) DO ${keepExisting ? "NOTHING" : "UPDATE SET data = excluded.data"}`,
        table,
        key,
        data,
      ).rowsWritten;
      if (changed > 0) written.push(key);
    }
    return written;
  }

  update(table: WorkTable, key: string, set: AnyWorkRow, where: AnyWorkRow): AnyWorkRow | null {
    const row = this.get(table, key);
    if (!row || !matches(table, row, where)) return null;
    const changed = { ...row, ...set };
    this.sql.exec("UPDATE work_row SET data = ? WHERE tbl = ? AND key = ?", JSON.stringify(encodeRow(table, changed)), table, key);
    return decodeRow(table, encodeRow(table, changed));
  }

  remove(table: WorkTable, keys: string[]): number {
    let removed = 0;
    for (const key of keys) removed += this.sql.exec("DELETE FROM work_row WHERE tbl = ? AND key = ?", table, key).rowsWritten;
    return removed;
  }

  /** Every row held, by table (the archive, and a move back). */
  all(): Partial<Record<WorkTable, AnyWorkRow[]>> {
    const out: Partial<Record<WorkTable, AnyWorkRow[]>> = {};
    for (const row of this.sql.exec<{ tbl: WorkTable; data: string }>("SELECT tbl, data FROM work_row ORDER BY tbl, key")) {
      (out[row.tbl] ??= []).push(decodeRow(row.tbl, JSON.parse(row.data) as AnyWorkRow));
    }
    return out;
  }

  clear() {
    this.sql.exec("DELETE FROM work_row");
  }

  size(): { rows: number; bytes: number } {
    return this.sql.exec<{ rows: number; bytes: number }>("SELECT count(*) AS rows, COALESCE(SUM(length(data)), 0) AS bytes FROM work_row").one();
  }

  /** These rows as the store answers them, in its own source's shape (the object reads in place). */
  source(): UntypedWorkRows {
    return {
      get: async (table, key) => this.get(table, keyText(key)),
      getMany: async (requests) => requests.map(([table, key]) => this.get(table, keyText(key))),
      list: async (table, where = {}) => this.list(table).filter((row) => matches(table, row, where)),
      // `unlessHeld` is checked and the write made with nothing in between (both synchronous).
      put: async (table, rows, options = {}) => {
        if (options.unlessHeld && this.get(table, keyText(options.unlessHeld))) return;
        this.put(table, rows, options.keepExisting ?? false);
      },
      update: async (table, key, set, where = {}) => this.update(table, keyText(key), set, where),
      remove: async (table, keys: WorkKey[], options = {}) =>
        options.unlessHeld && this.get(table, keyText(options.unlessHeld)) ? 0 : this.remove(table, keys.map(keyText)),
    };
  }
}

/** One source answering each table from the source `pick` names for it (tables not all in one store yet). */
export function routedWorkRows(pick: (table: WorkTable) => UntypedWorkRows): UntypedWorkRows {
  return {
    get: (table, key) => pick(table).get(table, key),
    getMany: (requests) => Promise.all(requests.map(([table, key]) => pick(table).get(table, key))),
    list: (table, where) => pick(table).list(table, where),
    put: (table, rows, options) => pick(table).put(table, rows, options),
    update: (table, key, set, where) => pick(table).update(table, key, set, where),
    remove: (table, keys, options) => pick(table).remove(table, keys, options),
  };
}
