import { z } from "zod";
import { instantOfWallTime, isKnownTimeZone } from "../deadlines/zoned-time";
import { INTERVIEWER_LIMIT } from "./standing-rules";
import { HOW_IT_WENT_LIMIT, QUESTIONS_LIMIT, REFLECTION_LIMIT } from "./interview-notes";
import { decisions, interviewFormats } from "./steps";

// What a school's standing page accepts (app/routes/app.standing.$school). Server-side only.

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const realDay = (missing: string) =>
  z
    .string({ message: missing })
    .trim()
    .min(1, missing)
    .regex(DATE_PATTERN, "Enter a date such as 2026-12-08")
    .refine((day) => {
      const parsed = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) && day >= "2000-01-01" && day <= "2099-12-31";
    }, "Enter a real date");

const invited = z
  .object({
    intent: z.literal("invited"),
    happenedOn: realDay("Enter the day the invitation arrived"),
    slotDate: realDay("Enter the interview's date"),
    slotTime: z
      .string({ message: "Enter the interview's time" })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter the time as hours and minutes, such as 14:30"),
    slotZone: z
      .string({ message: "Pick the time zone the school gave" })
      .trim()
      .min(1, "Pick the time zone the school gave")
      .max(64)
      .refine(isKnownTimeZone, "Pick a time zone from the list"),
    format: z.enum(interviewFormats, { message: "Pick how the interview takes place" }),
    interviewer: z.string().trim().max(INTERVIEWER_LIMIT, `At most ${INTERVIEWER_LIMIT} characters`).optional(),
  })
  .transform(({ slotDate, slotTime, slotZone, interviewer, ...rest }) => ({
    ...rest,
    slotZone,
    slotAt: instantOfWallTime({ date: slotDate, time: slotTime }, slotZone),
    interviewer: interviewer ? interviewer : null,
  }));

export const standingActionSchema = z.discriminatedUnion("intent", [
  invited,
  z.object({
    intent: z.literal("interviewed"),
    happenedOn: realDay("Enter the day of the interview"),
    invitationId: z.string().trim().max(64).optional(),
  }),
  z.object({
    intent: z.literal("decision"),
    decision: z.enum(decisions, { message: "Pick the school's decision" }),
    happenedOn: realDay("Enter the day of the decision"),
  }),
  z.object({ intent: z.literal("remove-latest"), stepId: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal("reapply") }),
  z.object({
    intent: z.literal("debrief"),
    stepId: z.string().trim().min(1).max(64),
    questions: z.string().max(QUESTIONS_LIMIT, `At most ${QUESTIONS_LIMIT} characters`).default(""),
    howItWent: z.string().max(HOW_IT_WENT_LIMIT, `At most ${HOW_IT_WENT_LIMIT} characters`).default(""),
  }),
  z.object({
    intent: z.literal("reflection"),
    stepId: z.string().trim().min(1).max(64),
    reflection: z.string().max(REFLECTION_LIMIT, `At most ${REFLECTION_LIMIT} characters`).default(""),
  }),
]);

export type StandingActionInput = z.infer<typeof standingActionSchema>;
