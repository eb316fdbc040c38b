// Letter reminders: to the applicant 14, 7 and 2 days before a letter's deadline while it is
// not submitted, and, where the applicant opted in, a polite nudge to the recommender, at most one
// in any seven days. The hourly sweep (services/recommenders/letter-reminder-sweep.server.ts) claims
// by these rules, and the mail is written at send time by
// services/background-jobs/letter-reminder-emails.server.ts, which checks them again.
import { type Deadline, daysLeft, deadlineInstant, deadlineTimeZone, formatDeadlineAtSchool } from "../deadlines/deadlines";
import { closesWhen } from "../deadlines/deadline-reminders";
import { type LetterStatus, letterStatusLabels } from "./letters";

export const LETTER_REMINDER_DAYS = [14, 7, 2] as const;
export type LetterReminderDays = (typeof LETTER_REMINDER_DAYS)[number];
/** A nudge goes only while a letter is due within this many days, and never twice within NUDGE_GAP_MS. */
export const NUDGE_WINDOW_DAYS = 14;
export const NUDGE_GAP_MS = 7 * 86_400_000;

const DAY_MS = 86_400_000;

/** The reminder due now: the smallest threshold the deadline is within (as deadline reminders count). */
export function letterReminderDue(deadline: Date, now: Date): LetterReminderDays | null {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return null;
  return [...LETTER_REMINDER_DAYS].sort((a, b) => a - b).find((days) => left <= days * DAY_MS) ?? null;
}

/** Whether a letter is one to nudge its recommender about now: asked or agreed, due within the window. */
export function nudgeDue(status: LetterStatus, deadline: Date, now: Date): boolean {
  const left = deadline.getTime() - now.getTime();
  return (status === "asked" || status === "agreed") && left > 0 && left <= NUDGE_WINDOW_DAYS * DAY_MS;
}

/**
 * The address a letter counts as asked at once it is moved to `status`: marking it asked or agreed
 * (again) is the applicant saying they asked the recommender at the address on file now; back to
 * not asked, none; a submitted letter keeps its own. A nudge goes only to that address.
 */
export function askedEmailFor(status: LetterStatus, recommenderEmail: string, current: string | null): string | null {
  if (status === "not_asked") return null;
  return status === "asked" || status === "agreed" ? recommenderEmail : current;
}

/** Whether a nudge may go to the recommender's address of now: the one the letter was asked at. */
export const askedAtAddress = (askedEmail: string | null, recommenderEmail: string) =>
  askedEmail !== null && askedEmail.trim().toLowerCase() === recommenderEmail.trim().toLowerCase();

type ReminderInput = {
  recommender: string;
  school: string;
  status: LetterStatus;
  deadline: Deadline;
  now: Date;
  links: { recommenders: string; unsubscribe: string };
};

/** The applicant's reminder about one letter. */
export function letterReminderText({ recommender, school, status, deadline, now, links }: ReminderInput): { subject: string; text: string } {
  const when = closesWhen(daysLeft(deadlineInstant(deadline), now, deadlineTimeZone(deadline)));
  return {
    subject: `${recommender}'s letter for ${school} is due ${when}`,
    text: [
      `${recommender}'s letter for ${school} is due ${when}: ${formatDeadlineAtSchool(deadline)}.`,
      `Where it stands: ${letterStatusLabels[status]}.`,
      "",
      "Your recommenders and their letters:",
      links.recommenders,
      "",
      "Scout e-mails you 14, 7 and 2 days before each letter's deadline until it is submitted.",
      "To stop these reminders (no sign-in needed):",
      links.unsubscribe,
    ].join("\n"),
  };
}

type NudgeInput = {
  applicant: string;
  recommender: string;
  letters: { school: string; deadline: Deadline }[];
  links: { unsubscribe: string };
};

/** The polite nudge to a recommender: which letters are due when; nothing else of the applicant's. */
export function nudgeText({ applicant, recommender, letters, links }: NudgeInput): { subject: string; text: string } {
  return {
    subject: `A reminder from ${applicant}: recommendation letter${letters.length === 1 ? "" : "s"} due soon`,
    text: [
      `Dear ${recommender},`,
      "",
      `${applicant} asked Scout, the application planner they use, to send you a gentle reminder. Thank you for writing for them.`,
      "",
      ...letters.map((letter) => `- ${letter.school}: due ${formatDeadlineAtSchool(letter.deadline)}`),
      "",
      "If you have already submitted, please ignore this note.",
      "",
      "To stop these reminders (at most one a week), open:",
      links.unsubscribe,
    ].join("\n"),
  };
}
