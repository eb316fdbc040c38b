import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { queueConsumers } from "./consumers";

// The queues wrangler.toml declares and the consumers the worker routes to are the same set, and
// every queue's dead letters are consumed: nothing queued can be lost in a queue nobody reads.
const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
const consumerQueues = [...toml.matchAll(/\[\[queues\.consumers\]\]\s*\nqueue = "([^"]+)"/g)].map((match) => match[1]);
const deadLetterQueues = [...toml.matchAll(/dead_letter_queue = "([^"]+)"/g)].map((match) => match[1]);

describe("queue consumers", () => {
  it("consume exactly the queues wrangler.toml names, dead-letter queues included", () => {
    expect(consumerQueues.sort()).toEqual(Object.keys(queueConsumers).sort());
    expect(deadLetterQueues.length).toBeGreaterThan(0);
    for (const queue of deadLetterQueues) expect(consumerQueues).toContain(queue);
  });

  it("leave the number of retries to wrangler.toml: every consumer with retries has a dead-letter queue", () => {
    const blocks = toml.split("[[queues.consumers]]").slice(1);
    for (const block of blocks) {
      if (/max_retries/.test(block)) expect(block).toMatch(/dead_letter_queue = "/);
    }
  });
});
