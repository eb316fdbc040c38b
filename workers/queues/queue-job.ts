import type { z } from "zod";
import { type BackgroundContext, backgroundContext } from "../background";
import { parseOrAck } from "./parse-message";
import { retryDelaySeconds } from "./retry-policy";

type QueueJob<T> = {
  /** What the queue carries, for the logs ("email", "account archive"…). */
  name: string;
  schema: z.ZodType<T>;
  /** For the logs: the message's own id (a job's, an archive's), not the queue's. */
  subject: (message: T) => Record<string, string>;
  run: (deps: BackgroundContext, message: T) => Promise<unknown>;
  /**
   * A failure the next try may not meet again (the model busy, the mail provider down). Others are
   * final: `fail` tells the user at once and the message is acked. Without it, every failure is
   * retried until the dead-letter queue.
   */
  retryable?: (error: unknown) => boolean;
  /** Before a retry: gives back what the try held (a claimed job), so the next try may take it. */
  beforeRetry?: (deps: BackgroundContext, message: T) => Promise<unknown>;
  fail?: (deps: BackgroundContext, message: T, error: unknown) => Promise<unknown>;
  /** After the last retry (wrangler.toml's max_retries), from the dead-letter queue. */
  deadLetter: (deps: BackgroundContext, message: T, attempts: number) => Promise<unknown>;
};

/**
 * The one rule for queued work, for every queue: each message parsed (a malformed one is acked:
 * no retry can mend it), run, then acked; a failure worth another try is retried with backoff
 * (retry-policy.ts) until the platform hands it to the dead-letter queue, whose handler tells the
 * user or sets the work aside; a failure no retry can mend is told to the user at once.
 */
export function queueJob<T>(job: QueueJob<T>) {
  return {
    async consume(batch: MessageBatch<unknown>, env: Env) {
      const deps = backgroundContext(env);
      for (const message of batch.messages) {
        const parsed = parseOrAck(message, job.schema, job.name);
        if (!parsed) continue;
        try {
          await job.run(deps, parsed);
          message.ack();
        } catch (error) {
          const about = { ...job.subject(parsed), attempts: message.attempts, error: String(error) };
          if (!job.retryable || job.retryable(error)) {
            console.warn(`${job.name} failed; retried later`, about);
            await job.beforeRetry?.(deps, parsed);
            message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
            continue;
          }
          console.error(`${job.name} failed`, about);
          await job.fail?.(deps, parsed, error);
          message.ack();
        } finally {
          await pagesChanged(deps, parsed);
        }
      }
    },
    async consumeDeadLetters(batch: MessageBatch<unknown>, env: Env) {
      const deps = backgroundContext(env);
      for (const message of batch.messages) {
        const parsed = parseOrAck(message, job.schema, `${job.name} dead-letter`);
        if (!parsed) continue;
        console.error(`${job.name} dead-lettered`, { ...job.subject(parsed), attempts: message.attempts });
        await job.deadLetter(deps, parsed, message.attempts);
        await pagesChanged(deps, parsed);
        message.ack();
      }
    },
  };
}

/**
 * What a job wrote for the message's user (a feedback run's state, a debrief, a claim released)
 * may be on their pages: their page memo is emptied (workers/page-memo.ts). Never fails the job.
 */
async function pagesChanged(deps: BackgroundContext, message: unknown) {
  const userId = (message as { userId?: unknown }).userId;
  if (typeof userId !== "string" || userId === "") return;
  await deps
    .userObjectOf(userId)
    .pageMemo.changed()
    .catch((error: unknown) => console.error("page memo: not emptied after a job", String(error)));
}
