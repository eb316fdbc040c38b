import { describe, expect, it } from "vitest";
import { reflectionDueAt, reflectionLength, reflectionRuleOf } from "./interview-notes";

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
