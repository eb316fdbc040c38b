import { z } from "zod";

// The calls the worker makes to a user's object for voice; validated inside the object too.
const capsShape = {
  userId: z.string().min(1),
  // The caps that apply now (null: none), in seconds: the trial's on all voice time ever used,
  // and a plan's on the voice time of calls opened since `since`.
  limitSeconds: z.number().int().nonnegative().nullable(),
  period: z.object({ since: z.number().int().nonnegative(), seconds: z.number().int().nonnegative() }).nullable().default(null),
};
export const voiceAllowanceSchema = z.object(capsShape);
const callSeconds = z
  .number()
  .int()
  .nonnegative()
  .max(4 * 60 * 60);
export const openVoiceCallSchema = z.object({
  ...capsShape,
  voiceCallId: z.string().uuid(),
  longestSeconds: callSeconds.positive(),
  // The call is refused unless at least this much time is left (a mock interview's whole length).
  minimumSeconds: callSeconds.default(0),
});
export const voiceCallRefSchema = z.object({ userId: z.string().min(1), voiceCallId: z.string().uuid() });
export const attachVoiceCallSchema = z.object({
  ...capsShape,
  voiceCallId: z.string().uuid(),
  openaiCallId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
});

export type VoiceCaps = { limitSeconds: number | null; period: { since: number; seconds: number } | null };

export type OpenVoiceCallResult =
  | { allowed: true; voiceCallId: string; deadline: number; remainingSeconds: number | null }
  | { allowed: false; reason: "limit"; remainingSeconds: number }
  | { allowed: false; reason: "busy" };
