import { archiveMessageSchema } from "../../app/domain/export/account-archive";
import { buildArchive, failArchive } from "../../app/services/export/account-archive.server";
import { backgroundContext } from "../background";
import { parseOrAck } from "./parse-message";
import { retryDelaySeconds } from "./retry-policy";

// The export queue's transport: each message parsed, its archive built by the service
// (app/services/export/account-archive.server.ts), then acked; retried with backoff when it threw,
// until the platform's max_retries hand it to the dead-letter queue below.
export async function handleExportBatch(batch: MessageBatch<unknown>, env: Env) {
  const deps = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, archiveMessageSchema, "export");
    if (!parsed) continue;
    try {
      const outcome = await buildArchive(deps, parsed, new Date());
      console.log("account archive", { archiveId: parsed.archiveId, outcome });
      message.ack();
    } catch (error) {
      console.error("account archive failed", { archiveId: parsed.archiveId, attempts: message.attempts, error: String(error) });
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** The export dead-letter queue: archives whose every try failed, each marked failed (the person may ask again). */
export async function handleExportDeadLetters(batch: MessageBatch<unknown>, env: Env) {
  const { db } = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, archiveMessageSchema, "export dead-letter");
    if (!parsed) continue;
    console.error("account archive dead-lettered", { archiveId: parsed.archiveId, attempts: message.attempts });
    await failArchive(db, parsed);
    message.ack();
  }
}
