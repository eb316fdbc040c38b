import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { resumeData } from "../../db/schema";
import { CONTENT_LIMIT } from "~/domain/essay-rules";
import { batchedRead } from "../../db/read-batching";

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

export async function saveResume(db: Database, userId: string, content: string) {
  const now = new Date();
  const [row] = await db
    .insert(resumeData)
    .values({ userId, content, updatedAt: now })
    .onConflictDoUpdate({ target: resumeData.userId, set: { content, updatedAt: now } })
    .returning();
  return row!;
}
