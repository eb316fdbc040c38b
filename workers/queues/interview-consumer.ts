import { debriefMessageSchema } from "../../app/domain/interviews/debrief-message";
import {
  failDebrief,
  isRetryableDebriefError,
  releaseDebrief,
  runDebriefJob,
  setAsideDeadDebrief,
} from "../../app/services/interviews/interview-debrief.server";
import { backgroundContext } from "../background";
import { parseOrAck } from "./parse-message";
import { retryDelaySeconds } from "./retry-policy";

// The interview queue's transport (#32): each debrief message parsed, its job run by the service
// (app/services/interviews/interview-debrief.server.ts), then acked; retried with backoff when the
// model may answer later, until max_retries hands it to the dead-letter queue below.
export async function handleInterviewBatch(batch: MessageBatch<unknown>, env: Env) {
  const deps = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, debriefMessageSchema, "interview debrief");
    if (!parsed) continue;
    try {
      await runDebriefJob(deps, parsed);
      message.ack();
    } catch (error) {
      if (isRetryableDebriefError(error)) {
        await releaseDebrief(deps.db, parsed);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        continue;
      }
      console.error("interview debrief failed", { interviewId: parsed.interviewId, error: String(error) });
      await failDebrief(deps.db, parsed, "The AI service did not answer. Please try again.");
      message.ack();
    }
  }
}

/** The interview dead-letter queue: debriefs whose every try failed, each failed for the applicant. */
export async function handleInterviewDeadLetters(batch: MessageBatch<unknown>, env: Env) {
  const { db } = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, debriefMessageSchema, "interview dead-letter");
    if (!parsed) continue;
    console.error("interview debrief dead-lettered", { interviewId: parsed.interviewId, attempts: message.attempts });
    await setAsideDeadDebrief(db, parsed);
    message.ack();
  }
}
