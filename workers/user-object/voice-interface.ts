import { z } from "zod";

// The calls the worker makes to a user's object for voice; validated inside the object too.
export const voiceAllowanceSchema = z.object({
  userId: z.string().min(1),
  // The caps that apply now (null: none), in seconds: the trial's on all voice time ever used,
  // and a plan's on the voice time of calls opened since `since`.
  limitSeconds: z.number().int().nonnegative().nullable(),
  period: z.object({ since: z.number().int().nonnegative(), seconds: z.number().int().nonnegative() }).nullable().default(null),
});
export const openVoiceCallSchema = voiceAllowanceSchema.extend({
  now: z.number().int().positive(),
  longestSeconds: z
    .number()
    .int()
    .positive()
    .max(4 * 60 * 60),
});
export const voiceCallRefSchema = z.object({ userId: z.string().min(1), voiceCallId: z.string().uuid(), now: z.number().int().positive() });
export const attachVoiceCallSchema = voiceCallRefSchema.extend({ openaiCallId: z.string().min(1).max(200) });

export type OpenVoiceCallResult =
  { allowed: true; voiceCallId: string; deadline: number; remainingSeconds: number | null } | { allowed: false; remainingSeconds: number };
