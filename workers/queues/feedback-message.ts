import { z } from "zod";
import { bookmarkSchema } from "../d1-bookmark";

// A feedback queue message carries ids only; the essay text stays in D1.
export const feedbackMessageSchema = z.object({
  jobId: z.string().uuid(),
  userId: z.string().min(1).max(100),
  // Where the request that queued it left D1 (its bookmark, past the job's row): the run reads
  // there, near the applicant, and writes at the primary.
  bookmark: bookmarkSchema.optional(),
});

// A recommender's brief rides the same queue (small batches, answered in seconds): ids only.
export const briefMessageSchema = z.object({
  kind: z.literal("recommender_brief"),
  jobId: z.string().uuid(),
  userId: z.string().min(1).max(100),
  recommenderId: z.string().min(1).max(100),
});

export const feedbackQueueMessageSchema = z.union([briefMessageSchema, feedbackMessageSchema]);
