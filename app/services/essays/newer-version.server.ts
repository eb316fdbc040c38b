import { and, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";

const newer = alias(essaySubmissions, "newer");

/**
 * A later version of the same school-and-title as the essay row in the outer query: `notExists`
 * of it keeps each essay's newest version (the workspace), `exists` its older ones (the sweep of
 * older versions' text). A probe of the unique index on (user, school, title, version).
 */
export const newerVersionOf = (db: Database) =>
  db
    .select({ one: sql`1` })
    .from(newer)
    .where(
      and(
        eq(newer.userId, essaySubmissions.userId),
        eq(newer.school, essaySubmissions.school),
        eq(newer.essayTitle, essaySubmissions.essayTitle),
        gt(newer.version, essaySubmissions.version),
      ),
    );
