import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { userSchools } from "../../../db/schema";

/** The names of the user's schools: read in a batch, or a subquery of names (`inArray(…, ownSchoolsQuery(…))`). */
export const ownSchoolsQuery = (db: Database, userId: string) =>
  db.select({ school: userSchools.school }).from(userSchools).where(eq(userSchools.userId, userId));
