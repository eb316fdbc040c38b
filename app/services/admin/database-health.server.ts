import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";

// What /api/health asks of D1 (workers/api/health.ts): the migration level, and whether it answers.

/** The newest migration applied, or null when the database cannot say (not migrated, or down). */
export async function migrationLevel(db: Database): Promise<string | null> {
  const row = await db.get<{ name: string }>(sql`SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1`).catch(() => null);
  return row?.name ?? null;
}

/** Whether D1 answers a query (throws when it does not). */
export async function databaseAnswers(db: Database): Promise<boolean> {
  return (await db.get<{ one: number }>(sql`SELECT 1 AS one`))?.one === 1;
}
