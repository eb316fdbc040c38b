import { describe, expect, it } from "vitest";
import { diffWords } from "./word-diff";

describe("diffWords", () => {
  it("marks removed words on the left and added words on the right", () => {
    const { left, right } = diffWords("I led a small team", "I led a large team");
    expect(left.filter((part) => part.change === "removed").map((part) => part.text.trim())).toEqual(["small"]);
    expect(right.filter((part) => part.change === "added").map((part) => part.text.trim())).toEqual(["large"]);
  });
  it("gives back each side's whole text", () => {
    const before = "One two three.\n\nFour.";
    const after = "One three.\n\nFour five.";
    const { left, right } = diffWords(before, after);
    expect(left.map((part) => part.text).join("")).toBe(before);
    expect(right.map((part) => part.text).join("")).toBe(after);
  });
  it("marks nothing for identical texts", () => {
    expect(diffWords("same text", "same text").left).toEqual([{ text: "same text", change: "same" }]);
  });
});
