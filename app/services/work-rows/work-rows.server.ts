import { type Column, type SQL, and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import {
  type AnyWorkRow,
  type NewWorkRow,
  type WorkKey,
  type WorkRow,
  type WorkTable,
  columnsOf,
  decodeRow,
  encodeRow,
  workTables,
} from "./work-tables.server";

// The one way every service reads and writes an applicant's work rows (work-tables.server.ts),
// wherever they are kept: the applicant's object answers every call, from its own SQLite once
// their rows have moved there, else from D1 through `d1WorkRows` below (before the move, and after
// a rollback). Both answer the same rows, so a service cannot tell which store it reads.

/** One row asked for by table and key (several in one call: `getMany`). */
export type WorkRowRequest = readonly [WorkTable, WorkKey];
type RowsFor<R extends readonly WorkRowRequest[]> = {
  -readonly [I in keyof R]: R[I] extends readonly [infer T extends WorkTable, WorkKey] ? WorkRow<T> | null : never;
};

export type WorkRows = {
  get: <T extends WorkTable>(table: T, key: WorkKey) => Promise<WorkRow<T> | null>;
  /** Several rows, of any tables, in one call (a page's reads), in the order asked. */
  getMany: <const R extends readonly WorkRowRequest[]>(requests: R) => Promise<RowsFor<R>>;
  /** Every row of the applicant's in that table, or those holding the values in `where`. */
  list: <T extends WorkTable>(table: T, where?: Partial<WorkRow<T>>) => Promise<WorkRow<T>[]>;
  /**
   * Rows written whole (an upsert by key); with `keepExisting`, a row already held is left as it is;
   * with `unlessHeld`, nothing is written while the table holds a row under that key.
   */
  put: <T extends WorkTable>(table: T, rows: NewWorkRow<T>[], options?: PutOptions) => Promise<void>;
  /** Changes one row, only when it holds the values in `where`: the row as changed, or null (none such). */
  update: <T extends WorkTable>(table: T, key: WorkKey, set: Partial<WorkRow<T>>, where?: Partial<WorkRow<T>>) => Promise<WorkRow<T> | null>;
  /** Rows removed by key; with `unlessHeld`, none while the table holds a row under that key. */
  remove: <T extends WorkTable>(table: T, keys: WorkKey[], options?: RemoveOptions) => Promise<number>;
};

/**
 * `unlessHeld` makes a write wait on no one: the object checks and writes in one step, so a mark
 * left by one request (an interview's end) stops a write another request had already decided on.
 */
export type PutOptions = { keepExisting?: boolean; unlessHeld?: WorkKey };
export type RemoveOptions = { unlessHeld?: WorkKey };

/** The same calls with the table's rows untyped: what crosses into the object and what its stores answer. */
export type UntypedWorkRows = {
  get: (table: WorkTable, key: WorkKey) => Promise<AnyWorkRow | null>;
  getMany: (requests: readonly WorkRowRequest[]) => Promise<(AnyWorkRow | null)[]>;
  list: (table: WorkTable, where?: AnyWorkRow) => Promise<AnyWorkRow[]>;
  put: (table: WorkTable, rows: AnyWorkRow[], options?: PutOptions) => Promise<void>;
  update: (table: WorkTable, key: WorkKey, set: AnyWorkRow, where?: AnyWorkRow) => Promise<AnyWorkRow | null>;
  remove: (table: WorkTable, keys: WorkKey[], options?: RemoveOptions) => Promise<number>;
};

/** D1 binds at most 100 values a statement. */
const BOUND_VALUES = 90;

const tableOf = (table: WorkTable) => workTables[table].table;
const column = (table: WorkTable, field: string) => columnsOf(table)[field]!;
const userColumn = (table: WorkTable) => column(table, "userId");

/** `column = value` for each field given (a null as IS NULL), over the encoded values D1 holds. */
function equalities(table: WorkTable, values: AnyWorkRow): SQL[] {
  const decoded = decodeRow(table, encodeRow(table, values));
  return Object.keys(values).map((field) => {
    const value = decoded[field];
    return value === null ? isNull(column(table, field)) : eq(column(table, field), value);
  });
}

const keyValues = (table: WorkTable, key: WorkKey) => Object.fromEntries(workTables[table].key.map((field, index) => [field, key[index]]));

/** Where one applicant's row with this key is. */
export const rowWhere = (table: WorkTable, userId: string, key: WorkKey) => and(eq(userColumn(table), userId), ...equalities(table, keyValues(table, key)));

/** Where exactly this row is, every value as read (a move deletes only what it saw). */
export const exactRowWhere = (table: WorkTable, userId: string, row: AnyWorkRow) =>
  and(eq(userColumn(table), userId), ...equalities(table, { ...row, userId }));

/** A batch of the applicant's rows in D1, in key order (a move reads them so). */
export async function d1RowsOf(db: Database, table: WorkTable, userId: string, limit: number): Promise<AnyWorkRow[]> {
  const order = workTables[table].key.map((field) => asc(column(table, field)));
  return db
    .select()
    .from(tableOf(table))
    .where(eq(userColumn(table), userId))
    .orderBy(...order)
    .limit(limit);
}

/** Upserts rows into D1 (as one batch of statements), the applicant's own only. */
export function d1PutStatements(db: Database, table: WorkTable, userId: string, rows: AnyWorkRow[], keepExisting: boolean) {
  const columns = Object.values(columnsOf(table));
  const perStatement = Math.max(1, Math.floor(BOUND_VALUES / columns.length));
  const conflict = workTables[table].conflict as unknown as Column[];
  const keyNames = new Set(conflict.map((c) => c.name));
  const set = Object.fromEntries(columns.filter((c) => !keyNames.has(c.name)).map((c) => [c.name, sql.raw(`excluded."${c.name}"`)]));
  const statements = [];
  for (let at = 0; at < rows.length; at += perStatement) {
    const values = rows.slice(at, at + perStatement).map((row) => ({ ...row, userId }));
    const insert = db.insert(tableOf(table)).values(values as never);
    statements.push(
      keepExisting
        ? insert.onConflictDoNothing()
        : // Written over only where the row already there is this applicant's (a key is never another's).
          insert.onConflictDoUpdate({ target: conflict as never, set: keyedSet(table, set), setWhere: eq(userColumn(table), userId) }),
    );
  }
  return statements;
}

/** drizzle's `set` names fields, not columns. */
function keyedSet(table: WorkTable, byColumn: Record<string, SQL>) {
  return Object.fromEntries(Object.entries(columnsOf(table)).flatMap(([field, c]) => (byColumn[c.name] ? [[field, byColumn[c.name]]] : [])));
}

/** The applicant's work rows as D1 holds them (the object answers from here before its move, and after a rollback). */
export function d1WorkRows(db: Database, userId: string): UntypedWorkRows {
  const store: UntypedWorkRows = {
    async get(table, key) {
      const [row] = await db
        .select()
        .from(tableOf(table))
        .where(rowWhere(table, userId, key))
        .limit(1);
      return row ?? null;
    },
    async getMany(requests) {
      const [first, ...rest] = requests.map(([table, key]) =>
        db
          .select()
          .from(tableOf(table))
          .where(rowWhere(table, userId, key))
          .limit(1),
      );
      if (!first) return [];
      const answers = (await db.batch([first, ...rest])) as AnyWorkRow[][];
      return answers.map((rows) => rows[0] ?? null);
    },
    async list(table, where = {}) {
      return db
        .select()
        .from(tableOf(table))
        .where(and(eq(userColumn(table), userId), ...equalities(table, where)));
    },
    // Before the move (and after a rollback), `unlessHeld` is a read before the write: D1 cannot
    // check and write in one step here, so the mark narrows the race without closing it until the
    // hourly move takes the applicant's rows into their object.
    async put(table, rows, options = {}) {
      if (options.unlessHeld && (await store.get(table, options.unlessHeld))) return;
      const [first, ...rest] = d1PutStatements(db, table, userId, rows, options.keepExisting ?? false);
      if (first) await db.batch([first, ...rest]);
    },
    async update(table, key, set, where = {}) {
      const [row] = await db
        .update(tableOf(table))
        .set(set as never)
        .where(and(rowWhere(table, userId, key), ...equalities(table, where)))
        .returning();
      return (row as AnyWorkRow | undefined) ?? null;
    },
    async remove(table, keys, options = {}) {
      if (options.unlessHeld && (await store.get(table, options.unlessHeld))) return 0;
      const statements = keys.map((key) =>
        db
          .delete(tableOf(table))
          .where(rowWhere(table, userId, key))
          .returning({ one: sql`1` }),
      );
      const [first, ...rest] = statements;
      if (!first) return 0;
      const removed = await db.batch([first, ...rest]);
      return removed.reduce((sum, rows) => sum + rows.length, 0);
    },
  };
  return store;
}

/**
 * Essays removed: their work rows go with them (D1's foreign key does the same to rows still
 * there). Not done: logged; the rows only name essays nobody can open, and go with the account.
 */
export async function forgetEssaysWork(typed: WorkRows, userId: string, essayIds: string[]) {
  if (essayIds.length === 0) return;
  // Every table alike: their rows are read only for the essay field and the key.
  const rows = typed as unknown as UntypedWorkRows;
  const gone = new Set(essayIds);
  try {
    for (const table of Object.keys(workTables) as WorkTable[]) {
      const field = workTables[table].essay;
      if (!field) continue;
      const keys = (await rows.list(table))
        .filter((row) => gone.has(row[field] as string))
        .map((row) => workTables[table].key.map((name) => row[name] as string | number));
      if (keys.length > 0) await rows.remove(table, keys);
    }
  } catch (error) {
    console.error("work rows: rows of removed essays not forgotten in the user's object", { userId, error: String(error) });
  }
}
