import { z } from "zod";
import { PROFILE_TEXT_LIMIT, languageLevels } from "./profile";

// What the profile page accepts (app/routes/app.profile.tsx). Server-side only: the browser reads
// the limits from profile.ts.

const idSchema = z.string().trim().min(1).max(100);
const text = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(PROFILE_TEXT_LIMIT, `${label} must be at most ${PROFILE_TEXT_LIMIT} characters`);
const month = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(/^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/, message);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === "" || value === undefined ? undefined : value), schema.optional());

const positionFields = {
  employer: text("Employer"),
  title: text("Title"),
  startMonth: month("Enter the month you started"),
  endMonth: optional(month("Enter the month you left, or leave it empty")),
  teamSize: optional(z.coerce.number({ message: "Enter a number" }).int("Enter a whole number").min(1, "At least 1").max(100_000)),
};
const positionRules = <S extends z.ZodType<{ startMonth: string; endMonth?: string | undefined }>>(schema: S) =>
  schema.refine((value) => !value.endMonth || value.endMonth >= value.startMonth, { path: ["endMonth"], message: "It ends before it starts" });

const educationFields = {
  institution: text("School or university"),
  degree: text("Degree"),
  endMonth: month("Enter the month you graduated (or will)"),
  gpa: optional(z.coerce.number({ message: "Enter a number" }).min(0).max(100)),
  gpaScale: optional(z.coerce.number({ message: "Enter a number" }).min(1).max(100)),
};
const educationRules = <S extends z.ZodType<{ gpa?: number | undefined; gpaScale?: number | undefined }>>(schema: S) =>
  schema
    .refine((value) => (value.gpa === undefined) === (value.gpaScale === undefined), {
      path: ["gpaScale"],
      message: "Give the GPA with its scale (3.7 of 4.0)",
    })
    .refine((value) => value.gpa === undefined || value.gpaScale === undefined || value.gpa <= value.gpaScale, {
      path: ["gpa"],
      message: "The GPA is above its scale",
    });

const saidSchema = z.enum(["yes", "no", "not_said"], { message: "Pick yes, no or not saying" });

const languageFields = { language: text("Language"), level: z.enum(languageLevels, { message: "Pick a level" }) };

// Each entry is added, or edited in place (the same fields and rules, with the entry's id).
export const profileActionSchema = z.discriminatedUnion("intent", [
  positionRules(z.object({ intent: z.literal("add-position"), ...positionFields })),
  positionRules(z.object({ intent: z.literal("edit-position"), id: idSchema, ...positionFields })),
  educationRules(z.object({ intent: z.literal("add-education"), ...educationFields })),
  educationRules(z.object({ intent: z.literal("edit-education"), id: idSchema, ...educationFields })),
  z.object({ intent: z.literal("add-language"), ...languageFields }),
  z.object({ intent: z.literal("edit-language"), id: idSchema, ...languageFields }),
  z.object({ intent: z.literal("remove"), entry: z.enum(["position", "education", "language"]), id: idSchema }),
  z.object({ intent: z.literal("circumstances"), reapplicant: saidSchema, international: saidSchema }),
]);

/** A yes or no the applicant gives, or "not said". */
export const saidAsBoolean = (said: z.infer<typeof saidSchema>) => (said === "not_said" ? null : said === "yes");

export type ProfileActionInput = z.infer<typeof profileActionSchema>;
