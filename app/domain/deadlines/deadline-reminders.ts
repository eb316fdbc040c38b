// Deadline reminder e-mails: which reminder is due for the deadline an applicant plans by,
// and what the mail says. The hourly sweep (services/deadlines/deadline-reminder-sweep.server.ts)
// claims by these rules and services/background-jobs/deadline-reminder-emails.server.ts checks
// them again at send time, so both always agree on whether a reminder still stands.
import { type AtRisk, atRiskLabels } from "./risk-levels";
import { type Deadline, daysLeft, deadlineInstant, deadlineTimeZone, formatDeadlineAtSchool } from "./deadlines";

/** The reminders, in days before a deadline. */
export const REMINDER_DAYS = [14, 3, 1] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

const DAY_MS = 86_400_000;
const SMALLEST_FIRST = [...REMINDER_DAYS].sort((a, b) => a - b);

/**
 * The reminder due now: the smallest of REMINDER_DAYS with the deadline at most that many days
 * (of 24 hours) away. Null once the deadline has passed or while it is more than 14 days off.
 * Someone who picks a round two days before its deadline gets the 3-day mail only, never the
 * 14-day and the 3-day ones at once; a mail that waited in the queue past the next threshold is
 * no longer due (the next one is).
 */
export function reminderDue(deadline: Date, now: Date): ReminderDays | null {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return null;
  return SMALLEST_FIRST.find((days) => left <= days * DAY_MS) ?? null;
}

/** What one reminder is for: the claim's key, less the user and school. */
export type DueReminder = { round: string; deadlineAt: Date; daysBefore: ReminderDays };

/** A school's plan as a reminder reads it: the round chosen and the deadline planned by (SchoolPlanView, app/domain/schools/school-plan.ts). */
type PlannedDeadline = { chosen: { round: string; deadline: Deadline } | null };

/** The reminder due now for one school's plan (the round chosen and the deadline planned by), or null. */
export function dueReminderFor(plan: PlannedDeadline, now: Date): DueReminder | null {
  if (!plan.chosen) return null;
  const deadlineAt = deadlineInstant(plan.chosen.deadline);
  const daysBefore = reminderDue(deadlineAt, now);
  return daysBefore ? { round: plan.chosen.round, deadlineAt, daysBefore } : null;
}

/** Whether a claimed reminder is still the one due now: same round, same deadline, same threshold. */
export function stillDue(claim: DueReminder, plan: PlannedDeadline | undefined, now: Date): boolean {
  const due = plan ? dueReminderFor(plan, now) : null;
  return Boolean(due && due.round === claim.round && due.deadlineAt.getTime() === claim.deadlineAt.getTime() && due.daysBefore === claim.daysBefore);
}

/** "today", "tomorrow", "in 3 days": calendar days at the school, as the at-risk reasons count them. */
export function closesWhen(days: number): string {
  if (days <= 0) return "today";
  return days === 1 ? "tomorrow" : `in ${days} days`;
}

export type DeadlineReminderInput = {
  school: string;
  round: string;
  deadline: Deadline;
  source: "school" | "entered";
  now: Date;
  /** The school's at-risk signal now (schoolAtRisk, counted on the school's calendar). */
  risk: AtRisk;
  links: { deadlines: string; account: string; unsubscribe: string };
};

/** The reminder's subject and plain text, written when it is sent. */
export function deadlineReminderText(input: DeadlineReminderInput): { subject: string; text: string } {
  const { school, round, deadline, risk, links } = input;
  const when = closesWhen(daysLeft(deadlineInstant(deadline), input.now, deadlineTimeZone(deadline)));
  return {
    subject: `${school} ${round} closes ${when}`,
    text: [
      `Your ${school} ${round} deadline is ${when}: ${formatDeadlineAtSchool(deadline)}.`,
      ...(input.source === "entered" ? ["This is the date you entered from the school's page."] : []),
      "",
      `Your application for ${school}: ${atRiskLabels[risk.level]}`,
      ...risk.reasons.map((reason) => `- ${reason}`),
      "",
      "See all your deadlines and what is at risk:",
      links.deadlines,
      "",
      "Scout e-mails you 14, 3 and 1 days before each deadline you plan by.",
      "To stop these reminders (no sign-in needed):",
      links.unsubscribe,
      `You can turn them back on in your account: ${links.account}`,
    ].join("\n"),
  };
}
