import { describe, expect, it } from "vitest";
import { paragraphAt, runWritingChecks, wordLimitItem } from "./writing-checks";

const at = (text: string, item: { textReference?: { startPos: number; endPos: number } }) =>
  item.textReference ? text.slice(item.textReference.startPos, item.textReference.endPos) : null;

describe("writing checks", () => {
  it("flags a misspelled word at its exact offsets, with suggestions", async () => {
    const text = "I recieved the award last year.";
    const items = await runWritingChecks(text, null);
    const spelling = items.find((item) => item.type === "spelling")!;
    expect(at(text, spelling)).toBe("recieved");
    expect(spelling.textReference?.highlightText).toBe("recieved");
    expect(spelling.comment).toContain("received");
  });

  it("does not flag capitalised names", async () => {
    const items = await runWritingChecks("I worked at Northwind with Oluwaseun in Lagos.", null);
    expect(items.filter((item) => item.type === "spelling")).toEqual([]);
  });

  it("flags a repeated word", async () => {
    const text = "It was the the hardest decision.";
    const item = (await runWritingChecks(text, null)).find((entry) => entry.type === "grammar")!;
    expect(at(text, item)).toBe("the the");
  });

  it("flags passive voice", async () => {
    const text = "The essay was written in one night.";
    const item = (await runWritingChecks(text, null)).find((entry) => entry.comment.includes("passive"))!;
    expect(at(text, item)).toBe("written");
  });

  it("flags an overlong sentence", async () => {
    const long = `We ${Array.from({ length: 39 }, () => "walked").join(" ")}.`;
    const text = `Short one. ${long}`;
    const item = (await runWritingChecks(text, null)).find((entry) => entry.comment.includes("sentence has"))!;
    expect(at(text, item)).toBe(long);
    expect(item.comment).toBe("This sentence has 40 words; consider splitting it.");
  });

  it("marks the words past the limit, from the first one over", () => {
    const text = "one two three four five";
    const item = wordLimitItem(text, { kind: "words", max: 3 })!;
    expect(at(text, item)).toBe("four five");
    expect(item).toMatchObject({ type: "structure", severity: "major" });
    expect(wordLimitItem(text, { kind: "words", max: 5 })).toBeNull();
    expect(at("abcdef", wordLimitItem("abcdef", { kind: "characters", max: 4 })!)).toBe("ef");
  });

  it("numbers paragraphs by blank lines", () => {
    const text = "First.\n\nSecond.\n\n\nThird.";
    expect([0, 8, text.indexOf("Third")].map((offset) => paragraphAt(text, offset))).toEqual([1, 2, 3]);
  });
});
