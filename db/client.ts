import { drizzle } from "drizzle-orm/d1";
import { coalesceReadBatches } from "./read-batching";
import * as schema from "./schema";

export type Database = ReturnType<typeof createDb>;

// Built per request from the D1 binding of that request (never a module-level client). Its
// read-only batches coalesce into one D1 round trip per turn of the event loop (read-batching.ts).
export function createDb(d1: D1Database) {
  return coalesceReadBatches(drizzle(d1, { schema }));
}
