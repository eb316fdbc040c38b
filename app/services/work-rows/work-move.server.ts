import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions, mockInterviews, recommenders, schoolSubmissions, workMoves } from "../../../db/schema";
import { APPLICANTS_PER_RUN, type StoreMoves, sweepMoves } from "../platform/move-sweep.server";
import { liftLegacyRows, usersWithLegacyRows } from "./work-legacy.server";
import { d1PutStatements, d1RowsOf, exactRowWhere } from "./work-rows.server";
import {
  type AnyWorkRow,
  WORK_TABLES,
  type WorkTable,
  interviewFieldOf,
  keyOf,
  recommenderFieldOf,
  sameRow,
  submissionFieldOf,
  workTables,
} from "./work-tables.server";

// Moving an applicant's work rows from D1 to their object (docs/scale.md step 3), and back. The
// move runs inside the applicant's object, which answers every work-row call and holds them while
// it runs, so no reader sees it half done. Table by table, batch by batch: D1's rows are copied,
// the object's copies are read back and compared, and only then are exactly those rows (every
// value as read) deleted from D1. A move cut short leaves rows in both (the same ones); the next
// one copies them again and deletes them. Nothing is deleted that the object was not seen to hold.

/** The object's side of a move. `keep` answers the keys it took; `held` what it holds under these keys. */
export type WorkHolder = {
  keep: (table: WorkTable, rows: AnyWorkRow[]) => void;
  held: (table: WorkTable, keys: string[]) => Map<string, AnyWorkRow>;
};

/** Rows moved in one batch (a full applicant's feedback: one or two batches). */
export const ROWS_PER_BATCH = 50;

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

type Statement = Parameters<Database["batch"]>[0][number];

async function batch(db: Database, statements: Statement[]) {
  for (const part of chunks(statements, 50)) {
    const [first, ...rest] = part;
    if (first) await db.batch([first, ...rest]);
  }
}

/**
 * Moves every work row the user still has in D1 to their object, a batch at a time, each verified
 * before D1's copy is deleted. Throws (moving nothing more) when the object's copy differs.
 */
export async function moveWorkToObject(db: Database, userId: string, holder: WorkHolder): Promise<{ rows: number }> {
  let moved = 0;
  await liftLegacyRows(db, userId);
  for (const table of WORK_TABLES) {
    // A table an older release keeps writing to is caught up each time; never for ever.
    for (let batches = 0; ; batches++) {
      if (batches >= 1_000) throw new Error(`work move: D1 kept answering ${table} rows after 1,000 batches`);
      const rows = await d1RowsOf(db, table, userId, ROWS_PER_BATCH);
      if (rows.length === 0) break;
      holder.keep(table, rows);
      const held = holder.held(
        table,
        rows.map((row) => keyOf(table, row)),
      );
      const differing = rows.filter((row) => !sameRow(table, row, held.get(keyOf(table, row)))).length;
      if (differing > 0) throw new Error(`work move: the object's copy of ${table} differs from D1's for ${differing} rows; D1 keeps them`);
      await batch(
        db,
        rows.map((row) => db.delete(workTables[table].table).where(exactRowWhere(table, userId, row))),
      );
      moved += rows.length;
    }
  }
  return { rows: moved };
}

/** The ids among `ids` that D1 still has as the user's rows of `parent` (an essay, an interview, a submission, a recommender). */
type Parent = typeof essaySubmissions | typeof mockInterviews | typeof schoolSubmissions | typeof recommenders;

async function presentIds(db: Database, userId: string, parent: Parent, ids: Set<string>) {
  const present = new Set<string>();
  for (const part of chunks([...ids], 90)) {
    const found = await db
      .select({ id: parent.id })
      .from(parent)
      .where(and(eq(parent.userId, userId), inArray(parent.id, part)));
    for (const { id } of found) present.add(id);
  }
  return present;
}

/** Rows about essays, interviews, submissions or recommenders D1 no longer has: gone with them (D1's foreign keys would refuse them). */
async function withoutRemovedParents(db: Database, userId: string, rows: Partial<Record<WorkTable, AnyWorkRow[]>>) {
  const parentsOf = (table: WorkTable): [string | null, Parent][] => [
    [workTables[table].essay, essaySubmissions],
    [interviewFieldOf(table), mockInterviews],
    [submissionFieldOf(table), schoolSubmissions],
    [recommenderFieldOf(table), recommenders],
  ];
  const named = new Map<Parent, Set<string>>();
  for (const table of WORK_TABLES) {
    for (const [field, parent] of parentsOf(table)) {
      if (!field) continue;
      const ids = named.get(parent) ?? new Set<string>();
      for (const row of rows[table] ?? []) if (typeof row[field] === "string") ids.add(row[field]);
      named.set(parent, ids);
    }
  }
  const present = new Map<Parent, Set<string>>();
  for (const [parent, ids] of named) present.set(parent, await presentIds(db, userId, parent, ids));
  const kept: Partial<Record<WorkTable, AnyWorkRow[]>> = {};
  for (const table of WORK_TABLES) {
    kept[table] = (rows[table] ?? []).filter((row) =>
      parentsOf(table).every(([field, parent]) => !field || typeof row[field] !== "string" || present.get(parent)!.has(row[field])),
    );
  }
  return kept;
}

/**
 * The rollback: writes the object's rows back into D1 (the object's copy wins: it is the one the
 * applicant was reading), then reads D1 back and throws unless it holds every one of them as the
 * object does. The caller forgets the object's copy only after this returns.
 */
export async function copyWorkToD1(db: Database, userId: string, all: Partial<Record<WorkTable, AnyWorkRow[]>>): Promise<{ rows: number }> {
  const rows = await withoutRemovedParents(db, userId, all);
  let count = 0;
  for (const table of WORK_TABLES) {
    const mine = rows[table] ?? [];
    count += mine.length;
    await batch(db, d1PutStatements(db, table, userId, mine, false));
    const inD1 = new Map((await d1RowsOf(db, table, userId, 100_000)).map((row) => [keyOf(table, row), row]));
    const differing = mine.filter((row) => !sameRow(table, row, inD1.get(keyOf(table, row)))).length;
    if (differing > 0) throw new Error(`work move back: D1 does not hold ${differing} of the object's ${table} rows; the object keeps them`);
  }
  return { rows: count };
}

/** Records in D1 that the applicant's work rows are in their object (what the rollback walks); a later move adds its count. */
export async function recordWorkInObject(db: Database, userId: string, moved: { rows: number }, now: Date) {
  await db
    .insert(workMoves)
    .values({ userId, movedAt: now, rows: moved.rows })
    .onConflictDoUpdate({ target: workMoves.userId, set: { rows: sql`${workMoves.rows} + ${moved.rows}` } });
}

/** The applicant's work rows are back in D1: they are no longer among those the rollback walks. */
export async function forgetWorkInObject(db: Database, userId: string) {
  await db.delete(workMoves).where(eq(workMoves.userId, userId));
}

/** Applicants whose work rows are in their object, for the rollback's walk (a bounded batch of them). */
export async function usersWithWorkInObject(db: Database, limit: number): Promise<string[]> {
  const rows = await db.select({ userId: workMoves.userId }).from(workMoves).limit(limit);
  return rows.map((row) => row.userId);
}

/** Applicants who still have work rows in D1, for the hourly move (a bounded batch of them). */
export async function usersWithWorkInD1(db: Database, limit: number): Promise<string[]> {
  const found = new Set<string>(await usersWithLegacyRows(db, limit));
  for (const table of WORK_TABLES) {
    if (found.size >= limit) break;
    const userId = workTables[table].table.userId;
    const rows = await db
      .selectDistinct({ userId })
      .from(workTables[table].table)
      .limit(limit - found.size);
    for (const row of rows) found.add(row.userId);
  }
  return [...found];
}

export type WorkMover = { workRows: StoreMoves<{ rows: number }> };

/**
 * The hourly move, in the direction WORK_STORE names. "object": a bounded batch of the applicants
 * who still have work rows in D1 (those who have not come back since: an applicant's first call
 * moves their own). "d1", the rollback: a bounded batch of those whose rows are in their object
 * (work_moves), moved back. The run itself is every store's (platform/move-sweep.server.ts).
 */
export async function sweepWorkMoves(db: Database, objectOf: (userId: string) => WorkMover, toward: "object" | "d1" = "object", limit = APPLICANTS_PER_RUN) {
  const applicants = toward === "object" ? await usersWithWorkInD1(db, limit) : await usersWithWorkInObject(db, limit);
  return sweepMoves(applicants, (userId) => objectOf(userId).workRows, toward, { rows: 0 }, "work move: an applicant's work rows stay where they are for now");
}
