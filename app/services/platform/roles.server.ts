import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { batchedRead } from "../../../db/read-batching";
import { userRoles } from "../../../db/schema";

/** Admin is a user_roles row with role admin. A failed lookup means not admin. */
export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  try {
    // On a page it shares the page's one round trip (db/read-batching.ts).
    const rows = await batchedRead(
      db,
      db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
        .limit(1),
    );
    return rows.length > 0;
  } catch (error) {
    console.error("admin lookup failed", { userId, error: String(error) });
    return false;
  }
}
