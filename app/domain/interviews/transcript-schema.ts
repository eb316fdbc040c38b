import { z } from "zod";
import { type TranscriptTurn, TRANSCRIPT_MAX_TURNS, interviewSpeakers } from "./transcript";

// A transcript as the worker takes it from the browser. Apart from transcript.ts, which the browser
// imports: zod would otherwise ride along into the interview pages' bundle.

const transcriptTurnSchema = z
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
  .refine((turn) => turn.endMs >= turn.startMs, "A turn ends after it starts") satisfies z.ZodType<TranscriptTurn>;

export const transcriptSchema = z.array(transcriptTurnSchema).max(TRANSCRIPT_MAX_TURNS);
