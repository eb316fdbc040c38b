import { z } from "zod";

// An e-mail queue message names who and which mail; the text is written when it is sent.
export const emailMessageSchema = z.object({
  kind: z.enum(["trial_reminder", "trial_expired"]),
  userId: z.string().min(1).max(100),
});

export type EmailMessage = z.infer<typeof emailMessageSchema>;
