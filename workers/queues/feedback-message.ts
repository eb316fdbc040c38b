import { z } from "zod";

// A feedback queue message carries ids only; the essay text stays in D1.
export const feedbackMessageSchema = z.object({
  jobId: z.string().uuid(),
  userId: z.string().min(1).max(100),
});

export type FeedbackMessage = z.infer<typeof feedbackMessageSchema>;

export const MAX_FEEDBACK_ATTEMPTS = 4;

/** Seconds before the next try: 2, 4, 8… capped at a minute. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(60, 2 ** Math.max(1, attempts));
}
