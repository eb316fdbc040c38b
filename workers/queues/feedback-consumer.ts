import { failFeedbackRun, isRetryableFeedbackError, runFeedbackJob, setAsideDeadFeedbackJob } from "../../app/services/feedback/feedback-runs.server";
import { failBriefJob, runBriefJob } from "../../app/services/recommenders/briefs.server";
import { backgroundContext } from "../background";
import { feedbackQueueMessageSchema } from "./feedback-message";
import { parseOrAck } from "./parse-message";
import { retryDelaySeconds } from "./retry-policy";

// The feedback queue's transport: each message parsed, its job run by the service
// (app/services/feedback/feedback-runs.server.ts, or a recommender's brief in
// app/services/recommenders/briefs.server.ts), then acked; retried with backoff when the model may
// answer later, until the platform's max_retries hand it to the dead-letter queue below.
export async function handleFeedbackBatch(batch: MessageBatch<unknown>, env: Env) {
  const deps = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, feedbackQueueMessageSchema, "feedback");
    if (!parsed) continue;
    try {
      if ("kind" in parsed) await runBriefJob({ ...deps, model: deps.settings.OPENAI_FEEDBACK_MODEL }, parsed);
      else await runFeedbackJob(deps, parsed);
      message.ack();
    } catch (error) {
      if (isRetryableFeedbackError(error)) {
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        continue;
      }
      console.error("feedback job failed", { jobId: parsed.jobId, error: String(error) });
      if ("kind" in parsed) await failBriefJob(deps.db, parsed);
      else await failFeedbackRun(deps.db, parsed, error);
      message.ack();
    }
  }
}

/** The feedback dead-letter queue: jobs whose every try failed, each failed for the user and set aside. */
export async function handleFeedbackDeadLetters(batch: MessageBatch<unknown>, env: Env) {
  const { db } = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, feedbackQueueMessageSchema, "feedback dead-letter");
    if (!parsed) continue;
    console.error("feedback job dead-lettered", { jobId: parsed.jobId, attempts: message.attempts });
    if ("kind" in parsed) await failBriefJob(db, parsed);
    else await setAsideDeadFeedbackJob(db, parsed, message.attempts);
    message.ack();
  }
}
