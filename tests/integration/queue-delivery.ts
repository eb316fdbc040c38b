import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import worker from "../../workers/entry";

/**
 * Messages delivered to a queue's consumer as Cloudflare delivers them: one batch through the
 * worker's real `queue` handler. `attempts` is the delivery's count (a retry is 2 or more). The
 * result says which messages were acked or retried.
 */
export async function deliverToQueue(queue: string, bodies: unknown[], { attempts = 1 }: { attempts?: number } = {}) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}
