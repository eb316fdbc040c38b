// The season's reminder e-mails after Submit: when each is due. Pure: instants and days in, a
// lead (which reminder) or null out. The hourly sweep asks these; the e-mail asks them again
// when it is written, so a slot moved or passed since the claim sends nothing.

export const seasonReminderKinds = ["interview", "deposit", "award", "decision_day", "negotiation", "waitlist"] as const;
export type SeasonReminderKind = (typeof seasonReminderKinds)[number];

/** Which reminder of its kind: two days or two hours before a slot, a week or a day before a deadline, the decision day itself, a negotiation e-mail to follow up, a waitlist's cadence. */
export type SeasonReminderLead = "two_days" | "two_hours" | "week" | "day" | "decision_day" | "follow_up" | "cadence";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// The cron runs hourly (wrangler.toml "0 * * * *"): a reminder cannot leave at an exact minute.
// Each is due in a window that holds at least one run, and its claim sends it once: the
// two-hour reminder leaves by the run between three and two hours before the slot (a run that
// is late may still send it until an hour before, never later); the two-day one between 49 and
// 46 hours before. A slot recorded inside a window gets that reminder at the next run.
const interviewWindows: { lead: "two_days" | "two_hours"; from: number; until: number }[] = [
  { lead: "two_days", from: 49 * HOUR, until: 46 * HOUR },
  { lead: "two_hours", from: 3 * HOUR, until: 1 * HOUR },
];

/** How far ahead the sweep looks for slots: the two-day window's start. */
export const INTERVIEW_LOOKAHEAD_MS = interviewWindows[0]!.from;

/** The interview reminder due now for a slot, or null: none for a slot past or more than 49 hours away. */
export function interviewReminderDue(slotAt: Date, now: Date): "two_days" | "two_hours" | null {
  const left = slotAt.getTime() - now.getTime();
  return interviewWindows.find((window) => left <= window.from && left > window.until)?.lead ?? null;
}

/** Whole days from today (UTC) to a deadline day (YYYY-MM-DD). */
export function daysUntil(day: string, now: Date): number {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.round((Date.parse(`${day}T00:00:00Z`) - today) / DAY);
}

/**
 * A deposit's or an award's deadline reminder: a week before (sent from seven days to two days
 * before, once), then the day before (from one day before to the day itself). The day is the
 * applicant's own entry, with no zone, so it is counted on UTC's calendar.
 */
export function deadlineReminderDue(dueOn: string, now: Date): "week" | "day" | null {
  const days = daysUntil(dueOn, now);
  if (days >= 2 && days <= 7) return "week";
  if (days >= 0 && days <= 1) return "day";
  return null;
}

/**
 * The decision day's reminder: due from the moment the dashboard says the day has come (half a
 * day before it starts in UTC, so it has come somewhere) until the day after, never for an older
 * day. Only ever asked with a current-cycle catalogue date.
 */
export function decisionDayDue(decisionOn: string, now: Date): boolean {
  const start = Date.parse(`${decisionOn}T00:00:00Z`);
  return now.getTime() >= start - DAY / 2 && now.getTime() < start + 2 * DAY;
}

/** Days after the negotiation e-mail was sent, with no answer recorded, when Scout suggests following up. */
export const FOLLOW_UP_AFTER_DAYS = 7;
/** After this many days the follow-up is no longer sent: a reminder weeks late would be noise. */
const FOLLOW_UP_UNTIL_DAYS = 14;

/** The day a follow-up is suggested for an e-mail sent on `sentOn` (YYYY-MM-DD). */
export function followUpOn(sentOn: string): string {
  return new Date(Date.parse(`${sentOn}T00:00:00Z`) + FOLLOW_UP_AFTER_DAYS * DAY).toISOString().slice(0, 10);
}

/** Whether the follow-up reminder is due now: from a week after the day it was sent (UTC's calendar) until two weeks after. */
export function followUpDue(sentOn: string, now: Date): boolean {
  const since = -daysUntil(sentOn, now);
  return since >= FOLLOW_UP_AFTER_DAYS && since <= FOLLOW_UP_UNTIL_DAYS;
}

/** The window of sending days whose follow-up is due today, for the sweep's query: [earliest, latest]. */
export function followUpSentWindow(now: Date): [string, string] {
  const day = (offset: number) => new Date(Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - offset * DAY).toISOString().slice(0, 10);
  return [day(FOLLOW_UP_UNTIL_DAYS), day(FOLLOW_UP_AFTER_DAYS)];
}

/** How long after the waitlist decision Scout keeps reminding: a list left unrecorded is not e-mailed for ever. */
export const WAITLIST_REMINDER_DAYS = 180;

/**
 * The waitlist reminder due now, as its moment, or null: every `cadenceDays` after the day the
 * applicant was waitlisted (UTC's calendar, as the day has no zone), each sent from its moment
 * until a day later, never on the day itself nor after WAITLIST_REMINDER_DAYS.
 */
export function waitlistReminderDue(waitlistedOn: string, cadenceDays: number, now: Date): Date | null {
  if (!Number.isInteger(cadenceDays) || cadenceDays < 1) return null;
  const start = Date.parse(`${waitlistedOn}T00:00:00Z`);
  const every = cadenceDays * DAY;
  const count = Math.floor((now.getTime() - start) / every);
  const moment = start + count * every;
  if (count < 1 || moment - start > WAITLIST_REMINDER_DAYS * DAY || now.getTime() - moment >= DAY) return null;
  return new Date(moment);
}
