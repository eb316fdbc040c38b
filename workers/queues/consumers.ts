import { consumeObserved } from "../observability/jobs";
import { emailQueue } from "./email-consumer";
import { exportQueue } from "./export-consumer";
import { feedbackQueue } from "./feedback-consumer";
import { interviewQueue } from "./interview-consumer";

// Every queue this worker consumes, by name: those wrangler.toml declares, no more and no fewer
// (consumers.test.ts holds the two together, dead-letter queues included). A batch from
// any other queue is refused: it would otherwise be handled as something it is not.
export const queueConsumers: Record<string, (batch: MessageBatch<unknown>, env: Env) => Promise<void>> = {
  "scout-feedback": feedbackQueue.consume,
  "scout-feedback-dlq": feedbackQueue.consumeDeadLetters,
  "scout-email": emailQueue.consume,
  "scout-email-dlq": emailQueue.consumeDeadLetters,
  "scout-export": exportQueue.consume,
  "scout-export-dlq": exportQueue.consumeDeadLetters,
  "scout-interview": interviewQueue.consume,
  "scout-interview-dlq": interviewQueue.consumeDeadLetters,
};

export function consumeQueue(batch: MessageBatch<unknown>, env: Env) {
  const consume = queueConsumers[batch.queue];
  if (!consume) throw new Error(`No consumer for queue ${batch.queue}`);
  // One log line per message (workers/observability/jobs.ts).
  return consumeObserved(batch, env, consume);
}
