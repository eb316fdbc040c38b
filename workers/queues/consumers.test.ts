import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { queueConsumers } from "./consumers";
import { queuesInToml } from "./wrangler-queues";

// wrangler.toml is the one place queue names are written (workers/queues/wrangler-queues.ts): every
// queue it has consumed, dead-letter queues included, has its handler here and every handler its
// queue there, and everything produced to is consumed: nothing queued can be lost in a queue
// nobody reads, and no queue deploy creates is missing from the worker.
const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
const declared = queuesInToml(toml);

describe("queue consumers", () => {
  it("consume exactly the queues wrangler.toml names, dead-letter queues included, and the other way round", () => {
    const consumed = declared.consumers.map((consumer) => consumer.queue);
    expect([...consumed].sort()).toEqual(Object.keys(queueConsumers).sort());
    expect([...declared.names].sort()).toEqual(Object.keys(queueConsumers).sort());
    for (const consumer of declared.consumers) if (consumer.deadLetterQueue) expect(consumed).toContain(consumer.deadLetterQueue);
    for (const producer of declared.producers) expect(consumed).toContain(producer.queue);
    expect(declared.names).toEqual(expect.arrayContaining(["scout-feedback", "scout-email", "scout-export", "scout-interview", "scout-interview-dlq"]));
  });

  it("leave the number of retries to wrangler.toml: every consumer with retries has a dead-letter queue", () => {
    const blocks = toml.split("[[queues.consumers]]").slice(1);
    for (const block of blocks) {
      if (/max_retries/.test(block)) expect(block).toMatch(/dead_letter_queue = "/);
    }
  });

  it("read the producers, consumers and dead-letter queues of a wrangler.toml, in the order written", () => {
    const text = [
      "# a comment [[queues.producers]]",
      "[[queues.producers]]",
      'binding = "A_QUEUE"',
      'queue = "a"',
      "",
      "[[queues.consumers]]",
      'queue = "a"',
      "max_batch_size = 1",
      'dead_letter_queue = "a-dlq"',
      "",
      "[[queues.consumers]]",
      'queue = "a-dlq"',
      "",
      "[[r2_buckets]]",
      'binding = "B"',
      'bucket_name = "b"',
    ].join("\n");
    expect(queuesInToml(text)).toEqual({
      producers: [{ binding: "A_QUEUE", queue: "a" }],
      consumers: [
        { queue: "a", deadLetterQueue: "a-dlq" },
        { queue: "a-dlq", deadLetterQueue: null },
      ],
      names: ["a", "a-dlq"],
    });
  });
});
