import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

// Shared column builders so every table stores time the same way: milliseconds since the epoch.
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);

export const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`)
    .$onUpdate(() => new Date());

export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
