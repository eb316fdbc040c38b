import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { essaySubmissions, userSchools } from "../../db/schema";

export type SchoolSummary = { school: string; visible: boolean; essayCount: number };

/** The user's schools in their order, each with how many essays it holds (one query). */
export async function listSchools(db: Database, userId: string): Promise<SchoolSummary[]> {
  return db
    .select({ school: userSchools.school, visible: userSchools.visible, essayCount: count(essaySubmissions.id) })
    .from(userSchools)
    .leftJoin(
      essaySubmissions,
      and(eq(essaySubmissions.userId, userSchools.userId), eq(essaySubmissions.school, userSchools.school)),
    )
    .where(eq(userSchools.userId, userId))
    .groupBy(userSchools.school, userSchools.visible, userSchools.position)
    .orderBy(asc(userSchools.position));
}
