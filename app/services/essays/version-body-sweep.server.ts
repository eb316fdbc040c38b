import { and, eq, exists, ne } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import { newerVersionOf } from "./newer-version.server";
import { type VersionBodyStore, moveVersionBodies } from "./version-bodies.server";

// The hourly cron's share of docs/scale.md step 1: versions written before their text moved to
// the applicant's object (every version before migration 0024), and any a new version's move could
// not reach, are moved in bounded batches, oldest rows first. Idempotent: a version moved is
// marked in D1 and not picked again; two runs at once may both copy a body to the object (the same
// text, kept once) but D1 is emptied only once, and only where it still holds that text.

/** Versions moved per run at most: a run's reads stay bounded however much is left. */
export const VERSION_BODIES_PER_SWEEP = 500;

export type VersionBodySweepResult = { moved: number; users: number; failedUsers: number };

export async function sweepVersionBodies(
  db: Database,
  objectOf: (userId: string) => { versionBodies: VersionBodyStore },
  limit = VERSION_BODIES_PER_SWEEP,
): Promise<VersionBodySweepResult> {
  const rows = await db
    .select({ id: essaySubmissions.id, userId: essaySubmissions.userId, essayContent: essaySubmissions.essayContent })
    .from(essaySubmissions)
    .where(
      and(
        eq(essaySubmissions.bodyInObject, false),
        // Not the newest version of its school-and-title: the one the applicant edits stays in D1.
        // A probe of the unique index, placed before the text test so that the newest rows (most
        // rows, once the backlog is moved) can be passed over without comparing their text.
        exists(newerVersionOf(db)),
        ne(essaySubmissions.essayContent, ""),
      ),
    )
    .orderBy(essaySubmissions.userId)
    .limit(limit);
  const byUser = new Map<string, typeof rows>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  let moved = 0;
  let failedUsers = 0;
  for (const [userId, versions] of byUser) {
    try {
      moved += await moveVersionBodies(db, objectOf(userId).versionBodies, userId, versions);
    } catch (error) {
      // One user's object out of reach holds back only that user's versions (still whole in D1).
      failedUsers++;
      console.error("cron: version bodies not moved for a user", { userId, error: String(error) });
    }
  }
  return { moved, users: byUser.size, failedUsers };
}
