import { z } from "zod";
import type { resumeData } from "../../../db/schema";
import { CONTENT_LIMIT } from "~/domain/essays/essay-rules";
import type { WorkRows } from "../work-rows/work-rows.server";

// The resume's text is kept with the applicant's work, in their object (goals.server.ts).

export const resumeContentSchema = z
  .string()
  .max(CONTENT_LIMIT, "Resume must be less than 50,000 characters")
  .refine((content) => !/<\s*script\b|javascript\s*:/i.test(content), "Invalid content detected");

type Resume = typeof resumeData.$inferSelect;

/** The user's resume; an empty one is made when there is none. */
export async function getResume(rows: WorkRows, userId: string): Promise<Resume> {
  const existing = await rows.get("resume_data", [userId]);
  if (existing) return existing;
  // The first visit only: an empty resume to write in (one made meanwhile in another tab is kept).
  await rows.put("resume_data", [{ userId, content: "" }], { keepExisting: true });
  return (await rows.get("resume_data", [userId]))!;
}

export type ResumeSaveOutcome = { ok: true; resume: Resume } | { ok: false; reason: "conflict"; current: Resume };

/**
 * Saves the resume over the revision the writer started from, as an essay is saved
 * (docs/product-rules.md §7): a save over a newer copy is refused with that copy, never kept silently.
 */
export async function saveResume(rows: WorkRows, userId: string, content: string, baseRevision: number): Promise<ResumeSaveOutcome> {
  const saved = await rows.update("resume_data", [userId], { content, revision: baseRevision + 1 }, { revision: baseRevision });
  if (saved) return { ok: true, resume: saved };
  const current = await getResume(rows, userId);
  if (current.revision !== baseRevision) return { ok: false, reason: "conflict", current };
  // The row was made between the two calls (a first visit in another tab): save over it once.
  return saveResume(rows, userId, content, current.revision);
}
