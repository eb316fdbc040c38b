import { describe, expect, it } from "vitest";
import { reflectionDueAt, reflectionLength, reflectionRuleOf, slotCountdown } from "./interview-notes";

describe("a post-interview reflection", () => {
  it("is asked by HBS only, due 24 hours after the interview's slot", () => {
    const rule = reflectionRuleOf("Harvard Business School")!;
    expect(reflectionRuleOf("Tuck")).toBeNull();
    expect(reflectionDueAt(new Date("2026-12-08T15:30:00Z"), rule).toISOString()).toBe("2026-12-09T15:30:00.000Z");
    expect(rule.sources.map((source) => source.owner)).toEqual(["the school's own page", "mbaMission, a consultancy (not the school)"]);
  });

  it("says when its length is outside the range the source gives", () => {
    const rule = reflectionRuleOf("Harvard Business School")!;
    expect(reflectionLength("", rule)).toEqual({ words: 0, note: null });
    expect(reflectionLength("word ".repeat(120), rule).note).toBe("Under the 300 to 450 words the source gives.");
    expect(reflectionLength("word ".repeat(350), rule).note).toBeNull();
    expect(reflectionLength("word ".repeat(500), rule).note).toBe("Over the 300 to 450 words the source gives.");
  });
});

describe("the time until the slot", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  it("counts whole days and hours, and says when the slot has passed", () => {
    expect(slotCountdown(null, now)).toBeNull();
    expect(slotCountdown(new Date("2026-12-03T15:30:00Z"), now)).toBe("Your slot is in 2 days and 5 hours.");
    expect(slotCountdown(new Date("2026-12-02T10:00:00Z"), now)).toBe("Your slot is in 1 day.");
    expect(slotCountdown(new Date("2026-12-01T13:00:00Z"), now)).toBe("Your slot is in 3 hours.");
    expect(slotCountdown(new Date("2026-12-01T10:40:00Z"), now)).toBe("Your slot is within the hour.");
    expect(slotCountdown(new Date("2026-12-01T09:00:00Z"), now)).toBe("Your slot has passed: record the interview below.");
  });
});
