import { describe, expect, it } from "vitest";
import { runWritingChecks } from "./writing-checks";
import { namesOf } from "./spelling";
import type { CheckOptions } from "./writing-checks";

const spelling = async (text: string, options: CheckOptions = {}) =>
  (await runWritingChecks(text, null, options))
    .filter((item) => item.type === "spelling")
    .map((item) => ({ word: item.textReference!.highlightText, replacement: item.replacement, comment: item.comment }));
const words = async (text: string, options: CheckOptions = {}) => (await spelling(text, options)).map((item) => item.word);

describe("the spelling check's typos", () => {
  it("catches common typos, each with the word meant offered first", async () => {
    const text = "I will teh recieve definately seperate occured wich becuase thier plan.";
    expect((await spelling(text)).map(({ word, replacement }) => [word, replacement])).toEqual([
      ["teh", "the"],
      ["recieve", "receive"],
      ["definately", "definitely"],
      ["seperate", "separate"],
      ["occured", "occurred"],
      ["wich", "which"],
      ["becuase", "because"],
      ["thier", "their"],
    ]);
  });

  it("catches a typo that opens a sentence or a line, in the writer's case", async () => {
    const text = "Teh plan was mine. Wich one? “Becuase I said so.”\nThier team won.";
    expect((await spelling(text)).map(({ word, replacement }) => [word, replacement])).toEqual([
      ["Teh", "The"],
      ["Wich", "Which"],
      ["Becuase", "Because"],
      ["Thier", "Their"],
    ]);
  });

  it("does not take a typo at a sentence's start for a name that excuses it elsewhere", async () => {
    expect(await words("Teh plan failed. Then teh second one worked.")).toEqual(["Teh", "teh"]);
  });

  it("leaves names alone: mid-sentence, at a sentence's start, the schools' own words, and acronyms", async () => {
    const text =
      "Oluwaseun led the team. I met Priya at Tsinghua and Bocconi. Fuqua taught me. Tepper and Ivey were next. " +
      "INSEAD, HEC, IESE and ESADE replied. McKinsey hired me; Deloitte did not. My GMAT and KPIs improved.";
    const names = namesOf(["Tepper School of Business", "Ivey Business School", "Duke's Fuqua"]);
    expect(await words(text, { names })).toEqual([]);
  });
});

describe("US and UK English", () => {
  const british = "The colour of the organisation's programme: analyse the centre.";
  const american = "The color of the organization's program: analyze the center.";

  it("flags British spellings for a US writer, offering the US form", async () => {
    expect((await spelling(british)).map(({ word, replacement }) => [word, replacement])).toEqual([
      ["colour", "color"],
      ["organisation's", "organization's"],
      ["programme", "program"],
      ["analyse", "analyze"],
      ["centre", "center"],
    ]);
    expect((await spelling(british, { variant: "us" }))[0]!.comment).toBe("“colour” is the UK English spelling; in US English it is “color”.");
  });

  it("accepts British spellings from a UK writer, and flags American ones with the UK form", async () => {
    expect(await words(british, { variant: "uk" })).toEqual([]);
    // "program" is British too (a computer's).
    expect((await spelling(american, { variant: "uk" })).map(({ word, replacement }) => [word, replacement])).toEqual([
      ["color", "colour"],
      ["organization's", "organisation's"],
      ["analyze", "analyse"],
      ["center", "centre"],
    ]);
  });

  it("still catches typos in UK English", async () => {
    expect(await words("Teh colour of thier flat.", { variant: "uk" })).toEqual(["Teh", "thier"]);
  });
});
