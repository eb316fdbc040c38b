import { describe, expect, it } from "vitest";
import { paragraphAt, resumeChecks, runWritingChecks, wordLimitItem } from "./writing-checks";

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

  it("offers the first suggestion and the single word as one-click replacements", async () => {
    const items = await runWritingChecks("I recieved it after the the launch.", null);
    expect(items.find((item) => item.type === "spelling")?.replacement).toBe("received");
    expect(items.find((item) => item.type === "grammar")?.replacement).toBe("the");
  });

  it("leaves e-mail and web addresses, numbers with units, business words and names written elsewhere alone", async () => {
    const text =
      "Write to jdoe@northwindco.com or see northwindco.com/careers. We cut 5km of backhaul in Q4 at 3x speed. Northwind grew; later northwind hired.";
    const spelling = (await runWritingChecks(text, null)).filter((item) => item.type === "spelling").map((item) => item.textReference?.highlightText);
    expect(spelling).toEqual([]);
  });

  it("accepts the writer's own dictionary words, and still flags the rest", async () => {
    const text = "I led the zorbing team and recieved praise.";
    const plain = (await runWritingChecks(text, null)).filter((item) => item.type === "spelling").map((item) => item.textReference?.highlightText);
    expect(plain).toEqual(["zorbing", "recieved"]);
    const known = (await runWritingChecks(text, null, { knownWords: new Set(["zorbing"]) })).filter((item) => item.type === "spelling");
    expect(known.map((item) => item.textReference?.highlightText)).toEqual(["recieved"]);
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

describe("resume checks", () => {
  const text = [
    "Analyst, Northwind",
    "- Responsible for the quarterly budget review",
    "- Led a team of 4 that cut costs 12%",
    "• Helped with onboarding new hires across teams",
  ].join("\n");

  it("flags duty openings at their exact place", () => {
    const weak = resumeChecks(text).filter((item) => item.comment.includes("describes a duty"));
    expect(weak.map((item) => at(text, item))).toEqual(["Responsible for", "Helped with"]);
  });

  it("flags bullets without a result, not the ones with a number or the heading", () => {
    const flat = resumeChecks(text).filter((item) => item.comment.includes("no result"));
    expect(flat.map((item) => at(text, item))).toEqual(["Responsible for the quarterly budget review", "Helped with onboarding new hires across teams"]);
  });
});
