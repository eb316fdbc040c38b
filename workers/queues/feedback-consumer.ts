import { failFeedbackRun, isRetryableFeedbackError, runFeedbackJob, setAsideDeadFeedbackJob } from "../../app/services/feedback/feedback-runs.server";
import { backgroundContext } from "../background";
import { feedbackMessageSchema } from "./feedback-message";
import { parseOrAck } from "./parse-message";
import { retryDelaySeconds } from "./retry-policy";

// The feedback queue's transport: each message parsed, its job run by the service
// (app/services/feedback/feedback-runs.server.ts), then acked; retried with backoff when the model may
// answer later, until the platform's max_retries hand it to the dead-letter queue below.
export async function handleFeedbackBatch(batch: MessageBatch<unknown>, env: Env) {
  const deps = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, feedbackMessageSchema, "feedback");
    if (!parsed) continue;
    try {
      await runFeedbackJob(deps, parsed);
      message.ack();
    } catch (error) {
      if (isRetryableFeedbackError(error)) {
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        continue;
      }
      console.error("feedback job failed", { jobId: parsed.jobId, error: String(error) });
      await failFeedbackRun(deps.db, parsed, error);
      message.ack();
    }
  }
}

/** The feedback dead-letter queue: jobs whose every try failed, each failed for the user and set aside. */
export async function handleFeedbackDeadLetters(batch: MessageBatch<unknown>, env: Env) {
  const { db } = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, feedbackMessageSchema, "feedback dead-letter");
    if (!parsed) continue;
    console.error("feedback job dead-lettered", { jobId: parsed.jobId, attempts: message.attempts });
    await setAsideDeadFeedbackJob(db, parsed, message.attempts);
    message.ack();
  }
}
