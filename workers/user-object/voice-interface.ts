import { z } from "zod";

// The calls the worker makes to a user's object for voice; validated inside the object too.
export const openVoiceCallSchema = z.object({
  userId: z.string().min(1),
  now: z.number().int().positive(),
  // The cap that applies now (null: none). Seconds.
  limitSeconds: z.number().int().nonnegative().nullable(),
  longestSeconds: z.number().int().positive().max(4 * 60 * 60),
});
export const voiceCallRefSchema = z.object({ userId: z.string().min(1), voiceCallId: z.string().uuid(), now: z.number().int().positive() });
export const attachVoiceCallSchema = voiceCallRefSchema.extend({ openaiCallId: z.string().min(1).max(200) });

export type OpenVoiceCallResult =
  | { allowed: true; voiceCallId: string; deadline: number; remainingSeconds: number | null }
  | { allowed: false; remainingSeconds: number };
