import { z } from "zod";
import { REMINDER_DAYS } from "../deadlines/deadline-reminders";

// An e-mail queue message names who and which mail; the text is written when it is sent.
const userId = z.string().min(1).max(100);

export const trialEmailMessageSchema = z.object({ kind: z.enum(["trial_reminder", "trial_expired"]), userId });

/**
 * A deadline reminder names its claim (a deadline_reminders row), which the consumer reads. The
 * claim's key rides along only so that a dead letter retried from /admin/work can claim it again
 * (the dead-letter consumer deleted the row): the consumer never trusts it over the row.
 */
export const deadlineReminderMessageSchema = z.object({
  kind: z.literal("deadline_reminder"),
  userId,
  reminderId: z.string().min(1).max(100),
  school: z.string().min(1).max(200),
  // "January 2028 intake · Round 1": an intake and a round name of up to 40 characters each.
  round: z.string().min(1).max(120),
  deadlineAt: z.number().int().nonnegative(),
  daysBefore: z.literal(REMINDER_DAYS),
});

/** A letter reminder to the applicant, or a nudge to a recommender: each names its claim's row. */
export const letterReminderMessageSchema = z.object({ kind: z.literal("letter_reminder"), userId, reminderId: z.string().min(1).max(100) });
export const recommenderNudgeMessageSchema = z.object({ kind: z.literal("recommender_nudge"), userId, nudgeId: z.string().min(1).max(100) });

/** A reminder of the season after Submit (interview, deposit, award, decision day): names its claim's row. */
export const seasonReminderMessageSchema = z.object({ kind: z.literal("season_reminder"), userId, reminderId: z.string().min(1).max(100) });

export const emailMessageSchema = z.discriminatedUnion("kind", [
  trialEmailMessageSchema,
  deadlineReminderMessageSchema,
  letterReminderMessageSchema,
  recommenderNudgeMessageSchema,
  seasonReminderMessageSchema,
]);

export type EmailMessage = z.infer<typeof emailMessageSchema>;
export type TrialEmailMessage = z.infer<typeof trialEmailMessageSchema>;
export type DeadlineReminderMessage = z.infer<typeof deadlineReminderMessageSchema>;
export type LetterReminderMessage = z.infer<typeof letterReminderMessageSchema>;
export type RecommenderNudgeMessage = z.infer<typeof recommenderNudgeMessageSchema>;
export type SeasonReminderMessage = z.infer<typeof seasonReminderMessageSchema>;
