import { z } from "zod";
import type { VoiceAllowance } from "../../app/domain/coach/voice-allowance";
import type { UsageSnapshot } from "./usage-interface";

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

/** The caps a caller names: the trial's lifetime seconds and a plan's period (the object's `VoiceCaps` once sent). */
export type VoiceAllowanceCaps = Pick<VoiceAllowance, "lifetimeSeconds" | "period">;

export type AttachVoiceCallResult = { attached: false } | { attached: true; deadline: number; remainingSeconds: number | null };

export type EndVoiceCallResult = { found: false } | { found: true; ended: boolean; chargedSeconds: number; usage: UsageSnapshot };

/** One user's voice calls, as the worker reaches them (client.ts: `userObject(id).voice`). */
export type VoiceCapability = {
  /** Reserves a call's time while the worker asks OpenAI; refused past the caps or while another opens. */
  open: (voiceCallId: string, allowance: VoiceAllowanceCaps, longestSeconds: number, minimumSeconds?: number) => Promise<OpenVoiceCallResult>;
  /** The voice time left under the caps (null: no cap), and the seconds used, for the Voice tab. */
  remaining: (allowance: VoiceAllowanceCaps) => Promise<{ remainingSeconds: number | null; usedSeconds: number }>;
  /** OpenAI answered with this call's id: older calls are hung up and this one goes live. */
  attach: (voiceCallId: string, openaiCallId: string, allowance: VoiceAllowanceCaps) => Promise<AttachVoiceCallResult>;
  /** The user ended the call: hung up at OpenAI and charged until it confirms. */
  end: (voiceCallId: string) => Promise<EndVoiceCallResult>;
  /** A call that never reached its user: no charge, hung up if it exists. */
  cancel: (voiceCallId: string) => Promise<void>;
};
