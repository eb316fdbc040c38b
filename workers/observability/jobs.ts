import { type CronCounts, type JobOutcome, since, withCountingD1, writeErrorLine, writeLine } from "./log-line";

type Consumer = (batch: MessageBatch<unknown>, env: Env) => Promise<void>;

/**
 * Runs a queue consumer one message at a time and logs one line per message: what became of it
 * (ack, retry, acked by the batch's success, or an error), how long it took, its D1 round trips.
 * The consumers loop over their batch in order, so a batch of one each is the same work. A
 * message whose handling threw is logged and left to the platform's retry (the first error is
 * rethrown once the rest of the batch has run, so one bad message does not hold up the others).
 */
export async function consumeObserved(batch: MessageBatch<unknown>, env: Env, consume: Consumer) {
  let failure: { error: unknown } | undefined;
  for (const message of batch.messages) {
    const requestId = crypto.randomUUID();
    const started = Date.now();
    let d1Queries = 0;
    let outcome: JobOutcome | undefined;
    // The platform keeps the first of ack() and retry() for a message.
    const observed: Message<unknown> = {
      id: message.id,
      timestamp: message.timestamp,
      body: message.body,
      attempts: message.attempts,
      ack: () => {
        outcome ??= "ack";
        message.ack();
      },
      retry: (options) => {
        outcome ??= "retry";
        message.retry(options);
      },
    };
    const single: MessageBatch<unknown> = {
      queue: batch.queue,
      metadata: batch.metadata,
      messages: [observed],
      ackAll: observed.ack,
      retryAll: observed.retry,
    };
    try {
      await consume(
        single,
        withCountingD1(env, () => d1Queries++),
      );
      outcome ??= "implicit_ack";
    } catch (error) {
      outcome ??= "error";
      failure ??= { error };
      writeErrorLine(error, { requestId, queue: batch.queue, messageId: message.id });
    }
    writeLine({
      type: "job",
      requestId,
      queue: batch.queue,
      messageId: message.id,
      attempts: message.attempts,
      outcome,
      durationMs: since(started),
      d1Queries,
    });
  }
  if (failure) throw failure.error;
}

/** Runs a cron handler and logs one line for the run (an error, too, as its own line). */
export async function runObservedCron(
  controller: ScheduledController,
  env: Env,
  run: (controller: ScheduledController, env: Env) => Promise<CronCounts | void>,
) {
  const requestId = crypto.randomUUID();
  const started = Date.now();
  let d1Queries = 0;
  let outcome: "ok" | "error" = "error";
  let counts: CronCounts = {};
  try {
    counts =
      (await run(
        controller,
        withCountingD1(env, () => d1Queries++),
      )) ?? {};
    outcome = "ok";
  } catch (error) {
    writeErrorLine(error, { requestId, cron: controller.cron });
    throw error;
  } finally {
    writeLine({ type: "cron", requestId, cron: controller.cron, outcome, durationMs: since(started), d1Queries, ...counts });
  }
}
