import { z } from "zod";

// A feedback queue message carries ids only; the essay text stays in D1.
export const feedbackMessageSchema = z.object({
  jobId: z.string().uuid(),
  userId: z.string().min(1).max(100),
});
