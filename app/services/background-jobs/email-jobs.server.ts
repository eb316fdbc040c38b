import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { user } from "../../../db/schema";
import type { EmailMessage, TrialEmailMessage } from "~/domain/platform/email-message";
import type { Settings } from "~/settings.server";
import { deadLetterQuery } from "./dead-letters.server";
import { deadlineReminderEmail } from "./deadline-reminder-emails.server";
import { releaseDeadlineReminderQuery } from "../deadlines/deadline-reminder-sweep.server";
import { type Email, sendEmail } from "../platform/mailer.server";
import { trialEmail } from "./trial-emails.server";
import { releaseTrialEmailClaimQuery } from "../billing/trial-sweep.server";
import { letterReminderEmail, recommenderNudgeEmail } from "./letter-reminder-emails.server";
import { releaseLetterClaimQuery } from "../recommenders/letter-reminder-sweep.server";
import { seasonReminderEmail } from "./season-reminder-emails.server";
import { releaseSeasonReminderQuery } from "../offers/season-reminders.server";

// The queued e-mails (trial and deadline reminders): each written at send time from what is true
// then, and sent; a mail that reached the dead-letter queue gives its claim back to the next sweep.
// The queue consumer (workers/queues/email-consumer.ts) only parses, calls these and acks or retries.

type Deps = { settings: Settings; db: Database };

export type EmailJobOutcome = "sent" | "nothing_to_send";

/** Writes and sends one queued e-mail; throws when the provider refuses it (the consumer retries). */
export async function deliverQueuedEmail(deps: Deps, message: EmailMessage, now: Date): Promise<EmailJobOutcome> {
  const email = await compose(deps, message, now);
  if (!email) return "nothing_to_send";
  await sendEmail(deps.settings, deps.db, email);
  return "sent";
}

/** The mail to send, or null: the account was deleted since, or a deadline reminder no longer stands. */
async function compose({ settings, db }: Deps, message: EmailMessage, now: Date): Promise<Email | null> {
  const appUrl = settings.APP_URL ?? "http://127.0.0.1:8787";
  if (message.kind === "deadline_reminder") {
    const outcome = await deadlineReminderEmail({ db, secret: settings.BETTER_AUTH_SECRET, appUrl }, message, now);
    if (outcome.send) return outcome.email;
    console.log("deadline reminder not sent", { reason: outcome.reason, daysBefore: message.daysBefore });
    return null;
  }
  if (message.kind === "letter_reminder") return letterReminderEmail({ db, secret: settings.BETTER_AUTH_SECRET, appUrl }, message, now);
  if (message.kind === "recommender_nudge") return recommenderNudgeEmail({ db, secret: settings.BETTER_AUTH_SECRET, appUrl }, message, now);
  if (message.kind === "season_reminder") return seasonReminderEmail({ db, secret: settings.BETTER_AUTH_SECRET, appUrl }, message, now);
  return trialMail(db, message, appUrl);
}

async function trialMail(db: Database, message: TrialEmailMessage, appUrl: string): Promise<Email | null> {
  const recipient = await db.select({ email: user.email }).from(user).where(eq(user.id, message.userId)).get();
  return recipient ? { ...trialEmail(message.kind, recipient.email, appUrl), userId: message.userId } : null;
}

/**
 * A mail that could not be sent after every retry: the sweep had claimed it before queuing it, so
 * the claim is released (a trial mail's sent-at cleared, a deadline reminder's row deleted) for
 * the next hourly sweep to try again while the mail is still due; and it is kept for /admin/work,
 * where an admin may send it again at once (or discard it).
 */
export async function setAsideDeadEmail(db: Database, message: EmailMessage, attempts: number) {
  await db.batch([
    message.kind === "deadline_reminder"
      ? releaseDeadlineReminderQuery(db, message)
      : message.kind === "letter_reminder" || message.kind === "recommender_nudge"
        ? releaseLetterClaimQuery(db, message)
        : message.kind === "season_reminder"
          ? releaseSeasonReminderQuery(db, message)
          : releaseTrialEmailClaimQuery(db, message),
    deadLetterQuery(db, { queue: "scout-email", body: message, attempts, userId: message.userId }),
  ]);
}
