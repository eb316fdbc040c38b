import { z } from "zod";
import { checklistStatuses } from "../applications/checklist-items";
import { MATRICULATION_LABEL_LIMIT, matriculationKinds } from "./matriculation";
import { SCHOOL_NAME_LIMIT } from "./offer-rules";

// What /app/before-you-start accepts, server side: choosing a school, each item's status and
// date, and the applicant's own items. A date is optional and must be a real day.

const school = z.string({ message: "Pick the school" }).trim().min(1, "Pick the school").max(SCHOOL_NAME_LIMIT);
const itemId = z.string().trim().min(1).max(64);
const kind = z.enum(matriculationKinds, { message: "Pick an item of the checklist" });
const status = z.enum(checklistStatuses, { message: "Pick To do, Done or Not needed" });

/** A day such as 2027-06-01, or empty (no date). */
const optionalDay = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date such as 2027-06-01")
    .refine((value) => {
      // A value not shaped as a date is refused by the pattern alone.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) && value >= "2000-01-01" && value <= "2099-12-31";
    }, "Enter a real date")
    .optional()
    .transform((value) => value ?? null),
);

export const matriculationActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("choose"),
    school,
    visa: z.enum(["profile", "yes", "no"], { message: "Say whether you need a student visa" }).default("profile"),
  }),
  z.object({ intent: z.literal("unchoose"), school }),
  z.object({ intent: z.literal("item-status"), school, kind, status }),
  z.object({ intent: z.literal("item-date"), school, kind, dueOn: optionalDay }),
  z.object({
    intent: z.literal("add-item"),
    school,
    label: z
      .string({ message: "Name the item" })
      .trim()
      .min(1, "Name the item")
      .max(MATRICULATION_LABEL_LIMIT, `At most ${MATRICULATION_LABEL_LIMIT} characters`),
    dueOn: optionalDay,
  }),
  z.object({ intent: z.literal("own-status"), itemId, status }),
  z.object({ intent: z.literal("own-date"), itemId, dueOn: optionalDay }),
  z.object({ intent: z.literal("remove-item"), itemId }),
]);

export type MatriculationActionInput = z.infer<typeof matriculationActionSchema>;
