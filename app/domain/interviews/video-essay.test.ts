import { describe, expect, it } from "vitest";
import { drawQuestion, secondsLeft } from "./video-essay";

describe("video essay practice", () => {
  it("draws from the bank, never the question just asked when there is another", () => {
    const bank = ["A", "B", "C"];
    expect(drawQuestion(bank, null, () => 0)).toBe("A");
    expect(drawQuestion(bank, "A", () => 0)).toBe("B");
    expect(drawQuestion(bank, "C", () => 0.99)).toBe("B");
    expect(drawQuestion(["Only"], "Only", () => 0.5)).toBe("Only");
    expect(drawQuestion([], null)).toBeNull();
  });

  it("counts whole seconds down to zero", () => {
    expect(secondsLeft(20_000, 0)).toBe(20);
    expect(secondsLeft(20_000, 19_001)).toBe(1);
    expect(secondsLeft(20_000, 25_000)).toBe(0);
  });
});
