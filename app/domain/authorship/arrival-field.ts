import { z } from "zod";
import type { ArrivalTally } from "./arrival-tally";

// The save form's record of how text arrived, checked at the boundary. Kept apart from arrival.ts,
// which the editor imports in the browser: zod would add about 25 KB gzip to the essay page.

const chars = z.number().int().min(0).max(1_000_000);
const insert = z.object({ chars, words: chars });

const arrivalTallySchema = z.object({
  typed: chars,
  pastes: z.array(insert).max(200),
  drops: z.array(insert).max(200),
  restored: chars,
}) satisfies z.ZodType<ArrivalTally>;

/** The save form's `arrival` field: the tally as JSON, or absent (a save not sent from Scout's editor). */
export const arrivalField = z
  .string()
  .max(20_000)
  .optional()
  .transform((value, ctx): ArrivalTally | null => {
    if (value === undefined) return null;
    const parsed = arrivalTallySchema.safeParse(
      (() => {
        try {
          return JSON.parse(value);
        } catch {
          return undefined;
        }
      })(),
    );
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: "The editor's record of this save could not be read. Reload the page and save again." });
    return z.NEVER;
  });
