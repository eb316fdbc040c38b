import { z } from "zod";

// What was said in a mock interview, both sides, each turn with its start and end in milliseconds
// from the start of the call (the browser's clock): the debrief's delivery figures come from these.
export const interviewSpeakers = ["applicant", "interviewer"] as const;

export const transcriptTurnSchema = z
  .object({
    speaker: z.enum(interviewSpeakers),
    text: z.string().trim().min(1).max(5_000),
    startMs: z
      .number()
      .int()
      .min(0)
      .max(4 * 3_600_000),
    endMs: z
      .number()
      .int()
      .min(0)
      .max(4 * 3_600_000),
  })
  .strict()
  .refine((turn) => turn.endMs >= turn.startMs, "A turn ends after it starts");
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;

export const TRANSCRIPT_MAX_TURNS = 400;
export const transcriptSchema = z.array(transcriptTurnSchema).max(TRANSCRIPT_MAX_TURNS);

/** "m:ss" from the start of the call. */
export function atTime(ms: number) {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
