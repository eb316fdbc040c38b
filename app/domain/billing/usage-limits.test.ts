import { describe, expect, it } from "vitest";
import { TRIAL_LIMITS, fitsUnderLimit, remaining } from "./usage-limits";

describe("remaining", () => {
  it("is the limit minus what was used", () => {
    expect(remaining(50, 12)).toBe(38);
  });
  it("never goes below zero", () => {
    expect(remaining(3, 5)).toBe(0);
  });
});

describe("fitsUnderLimit", () => {
  it("allows reaching the limit exactly", () => {
    expect(fitsUnderLimit(49, 1, 50)).toBe(true);
  });
  it("refuses going past it", () => {
    expect(fitsUnderLimit(50, 1, 50)).toBe(false);
    expect(fitsUnderLimit(250, 60, TRIAL_LIMITS.voiceSeconds)).toBe(false);
  });
  it("has no cap when the limit is null", () => {
    expect(fitsUnderLimit(10_000, 1, null)).toBe(true);
  });
});
