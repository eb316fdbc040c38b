import { z } from "zod";
import { CELL_LIMIT, VISION_LIMIT, goalsCellKeys } from "./goals";

// A save carries only the fields that changed; unknown fields (a user id, say) are refused.
export const goalsPatchSchema = z
  .object({
    longTermVision: z
      .string()
      .max(VISION_LIMIT, `Long-term vision must be at most ${VISION_LIMIT.toLocaleString("en-US")} characters`)
      .optional(),
    ...Object.fromEntries(
      goalsCellKeys.map((key) => [
        key,
        z
          .string()
          .max(CELL_LIMIT, `Each cell must be at most ${CELL_LIMIT.toLocaleString("en-US")} characters`)
          .optional(),
      ]),
    ),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to save");
