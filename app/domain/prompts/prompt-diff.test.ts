import { describe, expect, it } from "vitest";
import { diffPromptLines, diffSummary } from "./prompt-diff";

describe("diffPromptLines", () => {
  it("keeps equal lines, and shows an edited line word by word", () => {
    const lines = diffPromptLines("You are Scout.\nBe brief.\nQuote the essay.", "You are Scout.\nBe very brief.\nQuote the essay.");
    expect(lines[0]).toEqual({ change: "same", text: "You are Scout." });
    expect(lines[1]).toMatchObject({ change: "changed" });
    const edit = lines[1] as Extract<(typeof lines)[number], { change: "changed" }>;
    expect(edit.after.filter((part) => part.change === "added").map((part) => part.text.trim())).toEqual(["very"]);
    expect(edit.before.map((part) => part.text).join("")).toBe("Be brief.");
    expect(lines[2]).toEqual({ change: "same", text: "Quote the essay." });
  });

  it("shows lines only in one version as removed or added", () => {
    const lines = diffPromptLines("One.\nTwo.", "One.\nTwo.\nThree.");
    expect(lines).toEqual([
      { change: "same", text: "One." },
      { change: "same", text: "Two." },
      { change: "added", text: "Three." },
    ]);
    expect(diffSummary(diffPromptLines("A.\nB.", "B."))).toEqual({ changed: 0, removed: 1, added: 0 });
  });

  it("compares identical texts as unchanged", () => {
    expect(diffSummary(diffPromptLines("Same.\nText.", "Same.\nText."))).toEqual({ changed: 0, removed: 0, added: 0 });
  });
});
