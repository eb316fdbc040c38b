import { z } from "zod";
import { roundDateKinds } from "./round-dates";

// What /admin/round-dates/:school accepts: a date as a source states it, or the removal of one.
// Server-side only.

const dayOrEmpty = (message: string) =>
  z
    .string()
    .trim()
    .max(10)
    .refine((day) => day === "" || (/^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)), message)
    .transform((day) => day || null);

export const roundDatesActionSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("add"),
      cycle: z
        .string({ message: "Enter the cycle, such as 2026-2027" })
        .trim()
        .regex(/^\d{4}-\d{4}( \(inferred\))?$/, "Enter the cycle, such as 2026-2027"),
      round: z.string({ message: "Enter the round as the school names it" }).trim().min(1, "Enter the round as the school names it").max(40),
      kind: z.enum(roundDateKinds, { message: "Pick what the date is for" }),
      date: dayOrEmpty("Enter a real date, such as 2026-12-10, or leave it empty"),
      approx: z
        .string()
        .trim()
        .max(80)
        .transform((text) => text || null)
        .optional(),
      sources: z
        .string({ message: "Give the page it was read on" })
        .transform((text) => text.split(/\s+/).filter(Boolean))
        .pipe(
          z
            .array(z.url({ protocol: /^https?$/, message: "Each source is a web address" }))
            .min(1, "Give the page it was read on")
            .max(5),
        ),
      pageDate: dayOrEmpty("Enter the page's date, such as 2026-09-01, or leave it empty").optional(),
      note: z
        .string()
        .trim()
        .max(300)
        .transform((text) => text || null)
        .optional(),
    })
    .refine((value) => value.date || value.approx, { message: "Give the date, or the words the source uses", path: ["date"] }),
  z.object({ intent: z.literal("remove"), id: z.string().trim().min(1).max(80) }),
]);

export type RoundDatesAction = z.infer<typeof roundDatesActionSchema>;
