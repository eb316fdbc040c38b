import { describe, expect, it } from "vitest";
import { type FeedbackItem, capMajors, feedbackOrder, isUsableHighlight, keepUsableHighlights, overallNote } from "./feedback-items";

const essay = "I led a team of five. We shipped on time.";

describe("isUsableHighlight", () => {
  it("accepts a highlight whose text is at its offsets", () => {
    expect(isUsableHighlight(essay, { highlightText: "team of five", startPos: 8, endPos: 20 })).toBe(true);
  });
  it("refuses a start below zero, an end past the text, or an empty range", () => {
    expect(isUsableHighlight(essay, { highlightText: "I", startPos: -1, endPos: 1 })).toBe(false);
    expect(isUsableHighlight(essay, { highlightText: "time.", startPos: 37, endPos: 99 })).toBe(false);
    expect(isUsableHighlight(essay, { highlightText: "I", startPos: 3, endPos: 3 })).toBe(false);
  });
  it("refuses text that is not at those offsets", () => {
    expect(isUsableHighlight(essay, { highlightText: "team of six", startPos: 8, endPos: 19 })).toBe(false);
  });
  it("refuses an empty highlight text", () => {
    expect(isUsableHighlight(essay, { highlightText: "", startPos: 0, endPos: 1 })).toBe(false);
  });
});

describe("keepUsableHighlights", () => {
  it("moves a highlight whose text is elsewhere to the nearest occurrence", () => {
    const text = "We won. Then we won again.";
    const [item] = keepUsableHighlights(text, [
      { type: "content", severity: "minor", paragraph: 1, comment: "c", textReference: { highlightText: "won", startPos: 15, endPos: 18 } },
    ]);
    expect(item?.textReference).toEqual({ highlightText: "won", startPos: 16, endPos: 19 });
  });

  it("keeps the comment but drops a bad highlight", () => {
    const items: FeedbackItem[] = [
      { type: "grammar", severity: "minor", paragraph: 1, comment: "Fine", textReference: { highlightText: "We", startPos: 22, endPos: 24 } },
      { type: "content", severity: "major", paragraph: 1, comment: "Say more", textReference: { highlightText: "nope", startPos: 0, endPos: 4 } },
    ];
    const kept = keepUsableHighlights(essay, items);
    expect(kept[0]?.textReference).toEqual({ highlightText: "We", startPos: 22, endPos: 24 });
    expect(kept[1]).toEqual({ type: "content", severity: "major", paragraph: 1, comment: "Say more" });
  });
});

const item = (type: string, severity: string, start: number | null, kind?: "strength"): FeedbackItem => ({
  type,
  severity,
  paragraph: 1,
  comment: `${type} ${severity}`,
  ...(kind ? { kind } : {}),
  ...(start === null ? {} : { textReference: { highlightText: "x", startPos: start, endPos: start + 1 } }),
});

describe("honest, balanced feedback", () => {
  it("keeps at most three majors, the first the model gave, and leaves strengths alone", () => {
    const items = [1, 2, 3, 4, 5].map((n) => item("evidence", "major", n));
    const capped = capMajors([...items, item("voice", "major", 9, "strength")]);
    expect(capped.map((entry) => entry.severity)).toEqual(["major", "major", "major", "minor", "minor", "major"]);
  });

  it("reads: does it answer the question, then majors, minors, strengths; in reading order within each", () => {
    const ordered = feedbackOrder([
      item("voice", "minor", 40, "strength"),
      item("grammar", "minor", 5),
      item("evidence", "major", 30),
      item("answers_prompt", "minor", null),
      item("specificity", "major", 10),
    ]);
    expect(ordered.map((entry) => entry.comment)).toEqual(["answers_prompt minor", "specificity major", "evidence major", "grammar minor", "voice minor"]);
  });

  it("cuts the overall note to three sentences, and gives null for none", () => {
    expect(overallNote("One. Two! Three? Four.")).toBe("One. Two! Three?");
    expect(overallNote("A single sentence without a stop")).toBe("A single sentence without a stop");
    expect(overallNote("  ")).toBeNull();
    expect(overallNote(undefined)).toBeNull();
  });
});
