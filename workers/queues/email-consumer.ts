import { eq } from "drizzle-orm";
import { emailMessageSchema } from "../../app/domain/email-message";
import { sendEmail } from "../../app/services/mailer.server";
import { trialEmail } from "../../app/services/trial-emails.server";
import { releaseTrialEmailClaimQuery } from "../../app/services/trial-sweep.server";
import { deadLetterQuery } from "../../app/services/dead-letters.server";
import { user } from "../../db/schema";
import { backgroundContext } from "../background";
import { parseOrAck } from "./parse-message";
import { retryDelaySeconds } from "./retry-policy";

// Sends the queued e-mails. A failed send is retried with backoff (retry-policy.ts); after the
// last retry the message goes to the dead-letter queue, handled below.
export async function handleEmailBatch(batch: MessageBatch<unknown>, env: Env) {
  const { settings, db } = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, emailMessageSchema, "email");
    if (!parsed) continue;
    const recipient = await db.select({ email: user.email }).from(user).where(eq(user.id, parsed.userId)).get();
    if (!recipient) {
      message.ack(); // the account was deleted since: nobody to write to
      continue;
    }
    try {
      const appUrl = settings.APP_URL ?? "http://127.0.0.1:8787";
      await sendEmail(settings, db, { ...trialEmail(parsed.kind, recipient.email, appUrl), userId: parsed.userId });
      message.ack();
    } catch (error) {
      console.error("email send failed", { id: message.id, error: String(error) });
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/**
 * The e-mail dead-letter queue: mails that could not be sent after every retry. The sweep had
 * claimed each one before queuing it; the claim is released so the next hourly sweep tries again
 * while the mail is still due, instead of the mail being lost for good.
 */
export async function handleEmailDeadLetters(batch: MessageBatch<unknown>, env: Env) {
  const { db } = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, emailMessageSchema, "email dead-letter");
    if (!parsed) continue;
    console.error("email dead-lettered; claim released for the next sweep", { kind: parsed.kind, attempts: message.attempts });
    // Kept for /admin/work too, where an admin may send it again at once (or discard it).
    await db.batch([
      releaseTrialEmailClaimQuery(db, parsed),
      deadLetterQuery(db, { queue: "scout-email", body: parsed, attempts: message.attempts, userId: parsed.userId }),
    ]);
    message.ack();
  }
}
