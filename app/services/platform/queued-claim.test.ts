import { describe, expect, it } from "vitest";
import { queueClaimed } from "./queued-claim.server";

describe("queueing what a sweep claimed", () => {
  it("keeps the claim when the queue takes the message", async () => {
    const given: string[] = [];
    await queueClaimed(
      async () => undefined,
      async () => given.push("claim"),
    );
    expect(given).toEqual([]);
  });

  it("gives the claim back and fails when the queue refuses, so the next sweep tries again", async () => {
    const given: string[] = [];
    const refused = new Error("queue refused");
    await expect(
      queueClaimed(
        async () => {
          throw refused;
        },
        async () => given.push("claim"),
      ),
    ).rejects.toBe(refused);
    expect(given).toEqual(["claim"]);
  });
});
