import { describe, expect, it } from "vitest";
import { feedbackMessageSchema } from "./feedback-message";
import { retryDelaySeconds } from "./retry-policy";

describe("feedback queue messages", () => {
  it("carry ids only", () => {
    const jobId = "6f1c1d4e-8a7b-4c3d-9e2f-1a2b3c4d5e6f";
    expect(feedbackMessageSchema.parse({ jobId, userId: "u1", essayContent: "secret" })).toEqual({ jobId, userId: "u1" });
    expect(feedbackMessageSchema.safeParse({ jobId: "nope", userId: "u1" }).success).toBe(false);
  });

  it("back off 2, 4, 8 seconds and never past a minute", () => {
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([2, 4, 8]);
    expect(retryDelaySeconds(12)).toBe(60);
  });
});
