import { z } from "zod";
import { DISCLOSURE_LIMIT, ROUND_LIMIT } from "./submit-rules";

// What the Ready to submit page accepts (app/routes/app.submit.$school). Server-side only.

const daySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the day you submitted")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), "Enter a real date")
  // A day ahead of UTC's today still exists somewhere; two days ahead is a typo.
  .refine((day) => Date.parse(`${day}T00:00:00Z`) <= Date.now() + 86_400_000, "That day has not come yet");

export const submitActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("submit"),
    round: z.string({ message: "Pick the round you applied in" }).trim().min(1, "Pick the round you applied in").max(ROUND_LIMIT),
    submittedOn: daySchema,
    disclosure: z.string().max(DISCLOSURE_LIMIT, `The disclosure must be at most ${DISCLOSURE_LIMIT} characters`).optional(),
  }),
  z.object({ intent: z.literal("undo") }),
]);

export type SubmitActionInput = z.infer<typeof submitActionSchema>;
