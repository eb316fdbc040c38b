import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = ReturnType<typeof createDb>;

// Built per request from the D1 binding of that request (never a module-level client).
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
