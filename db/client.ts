import { createTableRelationsHelpers, extractTablesRelationalConfig } from "drizzle-orm";
import { DrizzleD1Database, SQLiteD1Session, type drizzle } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { coalesceReadBatches } from "./read-batching";
import * as schema from "./schema";

type Drizzle = ReturnType<typeof drizzle<typeof schema>>;
export type Database = ReturnType<typeof createDb>;

/**
 * What the database is reached through: the D1 binding itself (every statement to the primary),
 * or one request's Sessions API session (`DB.withSession(…)`), which may read from a replica.
 * Both prepare statements and send batches, which is all drizzle's D1 session and our own SQL use.
 */
export type D1Connection = D1Database | D1DatabaseSession;

// Built per request from the D1 binding of that request (never a module-level client). Its
// read-only batches coalesce into one D1 round trip per turn of the event loop (read-batching.ts).
//
// What does not depend on the request is built once per isolate: drizzle's `drizzle(d1, { schema })`
// walks the whole schema for its relational config on every call, a tenth of a small page's
// server time in the profile. This is that function's body with the walk done once.
export function createDb(d1: D1Connection) {
  const relational = (relationalConfig ??= relationalConfigOf());
  const session = new SQLiteD1Session(asDrizzleClient(d1), dialect, relational, {});
  const db = new DrizzleD1Database("async", dialect, session, relational) as unknown as Drizzle;
  return coalesceReadBatches(Object.assign(db, { $client: d1 }));
}

// drizzle's D1 session is typed for the binding but only ever calls `prepare` and `batch` on it
// (drizzle-orm/d1/session.js, 0.45), which a Sessions API session has with the same signatures;
// tests/integration/platform/nearest-replica.test.ts runs drizzle's queries, batches included, over a session.
function asDrizzleClient(d1: D1Connection): D1Database {
  const client: Pick<D1Database, "prepare" | "batch"> = d1;
  return client as D1Database;
}

const dialect = new SQLiteAsyncDialect();
let relationalConfig: ReturnType<typeof relationalConfigOf> | undefined;

function relationalConfigOf() {
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  return { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
}
