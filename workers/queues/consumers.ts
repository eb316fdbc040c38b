import { consumeObserved } from "../observability/jobs";
import { handleEmailBatch, handleEmailDeadLetters } from "./email-consumer";
import { handleExportBatch, handleExportDeadLetters } from "./export-consumer";
import { handleFeedbackBatch, handleFeedbackDeadLetters } from "./feedback-consumer";
import { handleInterviewBatch, handleInterviewDeadLetters } from "./interview-consumer";

// Every queue this worker consumes, by name: those wrangler.toml declares, no more and no fewer
// (consumers.test.ts holds the two together, dead-letter queues included). A batch from
// any other queue is refused: it would otherwise be handled as something it is not.
export const queueConsumers: Record<string, (batch: MessageBatch<unknown>, env: Env) => Promise<void>> = {
  "scout-feedback": handleFeedbackBatch,
  "scout-feedback-dlq": handleFeedbackDeadLetters,
  "scout-email": handleEmailBatch,
  "scout-email-dlq": handleEmailDeadLetters,
  "scout-export": handleExportBatch,
  "scout-export-dlq": handleExportDeadLetters,
  "scout-interview": handleInterviewBatch,
  "scout-interview-dlq": handleInterviewDeadLetters,
};

export function consumeQueue(batch: MessageBatch<unknown>, env: Env) {
  const consume = queueConsumers[batch.queue];
  if (!consume) throw new Error(`No consumer for queue ${batch.queue}`);
  // One log line per message (workers/observability/jobs.ts).
  return consumeObserved(batch, env, consume);
}
