import { eq } from "drizzle-orm";
import { sendEmail } from "../../app/services/mailer.server";
import { trialEmail } from "../../app/services/trial-emails.server";
import { createDb } from "../../db/client";
import { user } from "../../db/schema";
import { parseSettings } from "../../app/settings.server";
import { retryDelaySeconds } from "./feedback-message";
import { emailMessageSchema } from "./email-message";
import { parseOrAck } from "./parse-message";

// Sends the queued e-mails. A failed send is retried with backoff; after the last retry the
// message goes to the dead-letter queue, where it can be inspected and replayed.
export async function handleEmailBatch(batch: MessageBatch<unknown>, env: Env) {
  const settings = parseSettings(env as unknown as Record<string, unknown>);
  const db = createDb(env.DB);
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
