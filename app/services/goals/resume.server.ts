import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { resumeData } from "../../../db/schema";
import { CONTENT_LIMIT } from "~/domain/essays/essay-rules";
import { batchedRead } from "../../../db/read-batching";

export const resumeContentSchema = z
  .string()
  .max(CONTENT_LIMIT, "Resume must be less than 50,000 characters")
  .refine((content) => !/<\s*script\b|javascript\s*:/i.test(content), "Invalid content detected");

/** The user's resume; an empty row is created when there is none. */
export async function getResume(db: Database, userId: string) {
  const [existing] = await batchedRead(db, db.select().from(resumeData).where(eq(resumeData.userId, userId)));
  if (existing) return existing;
  // The first visit only: an empty resume to write in.
  const [created] = await db.insert(resumeData).values({ userId, content: "" }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(resumeData).where(eq(resumeData.userId, userId)).get())!;
}

export type ResumeSaveOutcome =
  { ok: true; resume: typeof resumeData.$inferSelect } | { ok: false; reason: "conflict"; current: typeof resumeData.$inferSelect };

/**
 * Saves the resume over the revision the writer started from, as an essay is saved
 * (docs/product-rules.md §7): a save over a newer copy is refused with that copy, never kept silently.
 */
export async function saveResume(db: Database, userId: string, content: string, baseRevision: number): Promise<ResumeSaveOutcome> {
  const now = new Date();
  const [saved] = await db
    .update(resumeData)
    .set({ content, revision: sql`${resumeData.revision} + 1`, updatedAt: now })
    .where(and(eq(resumeData.userId, userId), eq(resumeData.revision, baseRevision)))
    .returning();
  if (saved) return { ok: true, resume: saved };
  const current = await getResume(db, userId);
  if (current.revision !== baseRevision) return { ok: false, reason: "conflict", current };
  // The row was made between the two statements (a first visit in another tab): save over it once.
  return saveResume(db, userId, content, current.revision);
}
