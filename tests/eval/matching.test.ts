import { describe, expect, it } from "vitest";
import { planted } from "./eval-case";
import { type ReturnedItem, anchors, isPraise, isRewrite, matches } from "./matching";

const essay = "Ever since I was a child, I loved business. I recieved an award. The plan was made by me. I led the team at Acme for six years.";
const at = (passage: string, item: Omit<ReturnedItem, "textReference">): ReturnedItem => {
  const start = essay.indexOf(passage);
  return { ...item, textReference: { highlightText: passage, startPos: start, endPos: start + passage.length } };
};

describe("matching returned items to planted problems", () => {
  it("is strict about a check's kinds: the type must fit and the highlight overlap the passage", () => {
    const problem = planted.spelling("recieved");
    expect(matches(problem, at("recieved", { type: "spelling", severity: "minor", comment: "May be misspelled.", source: "check" }), essay)).toBe(true);
    expect(matches(problem, at("recieved", { type: "clarity", severity: "minor", comment: "Misspelled." }), essay)).toBe(false);
    expect(matches(problem, at("I loved business", { type: "spelling", severity: "minor", comment: "Misspelled." }), essay)).toBe(false);
  });

  it("counts the limit only as a structure item that names the limit", () => {
    const problem = planted.overLimit();
    expect(matches(problem, { type: "structure", severity: "major", comment: "This essay has 288 words; the limit is 250." }, essay)).toBe(true);
    expect(matches(problem, { type: "content", severity: "major", comment: "Too long; the limit is 250." }, essay)).toBe(false);
    expect(matches(problem, { type: "structure", severity: "major", comment: "The middle drags." }, essay)).toBe(false);
  });

  it("is lenient on type for the model's kinds, old names and new: a fitting type or a comment naming the problem", () => {
    const cliche = planted.clicheOpening("Ever since I was a child, I loved business.");
    expect(matches(cliche, at("Ever since I was a child", { type: "storytelling", severity: "major", comment: "Weak." }), essay)).toBe(true);
    expect(matches(cliche, at("Ever since", { type: "voice", severity: "major", comment: "Start elsewhere." }), essay)).toBe(true);
    expect(matches(cliche, at("Ever since", { type: "grammar", severity: "minor", comment: "An overused opening." }), essay)).toBe(true);
    expect(matches(cliche, { type: "structure", severity: "major", comment: "The opening line is a cliché." }, essay)).toBe(true);
    // A cliché sits where it is: a comment on another passage does not find it.
    expect(matches(cliche, at("I led the team", { type: "storytelling", severity: "major", comment: "A common opening move." }), essay)).toBe(false);
    expect(matches(cliche, at("Ever since", { type: "grammar", severity: "minor", comment: "Add a comma." }), essay)).toBe(false);
  });

  it("finds a whole-essay problem by what the comment says, highlighted or not", () => {
    const offPrompt = planted.offPrompt();
    expect(matches(offPrompt, { type: "answers_prompt", severity: "major", comment: "This does not answer the question asked." }, essay)).toBe(true);
    expect(matches(offPrompt, at("I led the team", { type: "content", severity: "major", comment: "The prompt asks about curiosity." }), essay)).toBe(true);
    expect(matches(offPrompt, { type: "answers_prompt", severity: "major", comment: "Tighten the middle." }, essay)).toBe(false);
    const noExample = planted.noExample();
    expect(matches(noExample, { type: "specificity", severity: "major", comment: "Give one concrete example." }, essay)).toBe(true);
  });

  it("needs a contradiction to be named as one: a type alone says nothing", () => {
    const problem = planted.contradictsResume("I led the team at Acme for six years.");
    expect(matches(problem, at("I led the team at Acme", { type: "content", severity: "major", comment: "Say more." }), essay)).toBe(false);
    expect(
      matches(problem, at("I led the team at Acme", { type: "content", severity: "major", comment: "Your resume lists three years as an analyst." }), essay),
    ).toBe(true);
    expect(matches(problem, { type: "evidence", severity: "major", comment: "This contradicts the dates elsewhere in your application." }, essay)).toBe(true);
  });

  it("never counts praise as finding a problem", () => {
    const problem = planted.clicheOpening("Ever since I was a child, I loved business.");
    expect(matches(problem, at("Ever since", { type: "storytelling", severity: "minor", kind: "strength", comment: "A warm opening." }), essay)).toBe(false);
  });
});

describe("praise, rewrites and anchors", () => {
  it("knows praise by the planned strength kind, a praise severity, or a praising opener", () => {
    expect(isPraise({ type: "structure", severity: "minor", kind: "strength", comment: "Clear arc." })).toBe(true);
    expect(isPraise({ type: "structure", severity: "praise", comment: "Clear arc." })).toBe(true);
    expect(isPraise({ type: "structure", severity: "minor", comment: "Great detail here, keep it." })).toBe(true);
    expect(isPraise({ type: "structure", severity: "minor", comment: "Strong verbs would help." })).toBe(false);
  });

  it("counts a comment as a rewrite when it writes new sentences for the applicant", () => {
    expect(isRewrite('Try: "I led forty colleagues through the closure."', essay)).toBe(true);
    expect(isRewrite("Instead, write “My team cut delivery times by half.”", essay)).toBe(true);
    expect(isRewrite("Ever since I was a child → As a child", essay)).toBe(true);
    expect(isRewrite("Rewrite this as a scene.", essay)).toBe(true);
    expect(isRewrite('Something like "the day the warehouse flooded, I learned what inventory means" would show it.', essay)).toBe(true);
    expect(isRewrite('Cut "Ever since I was a child": it is a cliché.', essay)).toBe(false);
    expect(isRewrite('Consider "the plan was made by me": who made it?', essay)).toBe(false);
    expect(isRewrite('The word "impact" is vague.', essay)).toBe(false);
  });

  it("requires a highlight to say what the essay says at its offsets", () => {
    expect(anchors(essay, at("recieved", { type: "spelling", severity: "minor", comment: "x" }))).toBe(true);
    expect(anchors(essay, { type: "x", severity: "minor", comment: "x", textReference: { highlightText: "recieved", startPos: 0, endPos: 8 } })).toBe(false);
    expect(anchors(essay, { type: "x", severity: "minor", comment: "x", textReference: { highlightText: "x", startPos: 500, endPos: 501 } })).toBe(false);
    expect(anchors(essay, { type: "x", severity: "minor", comment: "x" })).toBe(true);
  });
});
