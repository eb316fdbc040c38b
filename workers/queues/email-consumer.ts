import { emailMessageSchema } from "../../app/domain/platform/email-message";
import { deliverQueuedEmail, setAsideDeadEmail } from "../../app/services/platform/email-jobs.server";
import { backgroundContext } from "../background";
import { parseOrAck } from "./parse-message";
import { retryDelaySeconds } from "./retry-policy";

// The e-mail queue's transport: each message parsed, handed to the service that writes and sends
// it (app/services/platform/email-jobs.server.ts), then acked, or retried with backoff (retry-policy.ts)
// when the provider refused it. After the last retry it reaches the dead-letter queue, below.
export async function handleEmailBatch(batch: MessageBatch<unknown>, env: Env) {
  const deps = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, emailMessageSchema, "email");
    if (!parsed) continue;
    try {
      await deliverQueuedEmail(deps, parsed, new Date());
      message.ack();
    } catch (error) {
      console.error("email send failed", { id: message.id, error: String(error) });
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** The e-mail dead-letter queue: each mail set aside for the next sweep and /admin/work, then acked. */
export async function handleEmailDeadLetters(batch: MessageBatch<unknown>, env: Env) {
  const { db } = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, emailMessageSchema, "email dead-letter");
    if (!parsed) continue;
    console.error("email dead-lettered; claim released for the next sweep", { kind: parsed.kind, attempts: message.attempts });
    await setAsideDeadEmail(db, parsed, message.attempts);
    message.ack();
  }
}
