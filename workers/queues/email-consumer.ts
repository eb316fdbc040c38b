import { eq } from "drizzle-orm";
import { type EmailMessage, type TrialEmailMessage, emailMessageSchema } from "../../app/domain/email-message";
import { deadlineReminderEmail } from "../../app/services/deadline-reminder-emails.server";
import { releaseDeadlineReminderQuery } from "../../app/services/deadline-reminders.server";
import { type Email, sendEmail } from "../../app/services/mailer.server";
import { trialEmail } from "../../app/services/trial-emails.server";
import { releaseTrialEmailClaimQuery } from "../../app/services/trial-sweep.server";
import { deadLetterQuery } from "../../app/services/dead-letters.server";
import type { Settings } from "../../app/settings.server";
import type { Database } from "../../db/client";
import { user } from "../../db/schema";
import { backgroundContext } from "../background";
import { parseOrAck } from "./parse-message";
import { retryDelaySeconds } from "./retry-policy";

// Sends the queued e-mails, each written now from what is true now. A failed send is retried
// with backoff (retry-policy.ts); after the last retry the message goes to the dead-letter queue,
// handled below.
export async function handleEmailBatch(batch: MessageBatch<unknown>, env: Env) {
  const { settings, db } = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, emailMessageSchema, "email");
    if (!parsed) continue;
    const email = await compose(settings, db, parsed);
    if (!email) {
      message.ack(); // nothing to send any more (see compose)
      continue;
    }
    try {
      await sendEmail(settings, db, email);
      message.ack();
    } catch (error) {
      console.error("email send failed", { id: message.id, error: String(error) });
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** The mail to send, or null: the account was deleted since, or a deadline reminder no longer stands. */
async function compose(settings: Settings, db: Database, message: EmailMessage): Promise<Email | null> {
  const appUrl = settings.APP_URL ?? "http://127.0.0.1:8787";
  if (message.kind === "deadline_reminder") {
    const outcome = await deadlineReminderEmail({ db, secret: settings.BETTER_AUTH_SECRET, appUrl }, message, new Date());
    if (outcome.send) return outcome.email;
    console.log("deadline reminder not sent", { reason: outcome.reason, daysBefore: message.daysBefore });
    return null;
  }
  return trialMail(db, message, appUrl);
}

async function trialMail(db: Database, message: TrialEmailMessage, appUrl: string): Promise<Email | null> {
  const recipient = await db.select({ email: user.email }).from(user).where(eq(user.id, message.userId)).get();
  return recipient ? { ...trialEmail(message.kind, recipient.email, appUrl), userId: message.userId } : null;
}

/**
 * The e-mail dead-letter queue: mails that could not be sent after every retry. The sweep had
 * claimed each one before queuing it; the claim is released (a trial mail's sent-at cleared, a
 * deadline reminder's row deleted) so the next hourly sweep tries again while the mail is still
 * due, instead of the mail being lost for good.
 */
export async function handleEmailDeadLetters(batch: MessageBatch<unknown>, env: Env) {
  const { db } = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, emailMessageSchema, "email dead-letter");
    if (!parsed) continue;
    console.error("email dead-lettered; claim released for the next sweep", { kind: parsed.kind, attempts: message.attempts });
    // Kept for /admin/work too, where an admin may send it again at once (or discard it).
    await db.batch([
      parsed.kind === "deadline_reminder" ? releaseDeadlineReminderQuery(db, parsed) : releaseTrialEmailClaimQuery(db, parsed),
      deadLetterQuery(db, { queue: "scout-email", body: parsed, attempts: message.attempts, userId: parsed.userId }),
    ]);
    message.ack();
  }
}
