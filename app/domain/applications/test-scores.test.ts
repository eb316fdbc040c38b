import { describe, expect, it } from "vitest";
import { checklistActionSchema } from "./checklist-schema";
import { onScale, scoreTestInfo, scoreText } from "./test-scores";

const post = (fields: Record<string, unknown>) => checklistActionSchema.safeParse({ intent: "test-score", takenOn: "2025-06-01", ...fields });
const problems = (fields: Record<string, unknown>) => {
  const parsed = post(fields);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("each test on its own scale", () => {
  it("tells a 10th Edition GMAT total from a Focus Edition one", () => {
    expect(problems({ test: "gmat", score: "780" })).toEqual([]);
    expect(problems({ test: "gmat", score: "785" })).toEqual(["score: A GMAT (10th Edition) total is 200-800, ends in 0"]);
    expect(problems({ test: "gmat", score: "805" })).toEqual(["score: A GMAT (10th Edition) total is 200-800, ends in 0"]);
    expect(problems({ test: "gmat_focus", score: "205" })).toEqual([]);
    expect(problems({ test: "gmat_focus", score: "805" })).toEqual([]);
    expect(problems({ test: "gmat_focus", score: "700" })).toEqual(["score: A GMAT Focus Edition total is 205-805, ends in 5"]);
    expect(problems({ test: "gmat_focus", score: "200" })).toEqual(["score: A GMAT Focus Edition total is 205-805, ends in 5"]);
  });

  it("takes the English tests on theirs: TOEFL 0-120, IELTS in half bands, PTE 10-90, Duolingo in fives", () => {
    expect(problems({ test: "toefl", score: "0" })).toEqual([]);
    expect(problems({ test: "toefl", score: "121" })).toEqual(["score: A TOEFL iBT total is 0-120"]);
    expect(problems({ test: "toefl", score: "100.5" })).toEqual(["score: A TOEFL iBT total is 0-120"]);
    expect(problems({ test: "ielts", score: "7.5" })).toEqual([]);
    expect(problems({ test: "ielts", score: "7.25" })).toEqual(["score: An IELTS total is 0-9 in half bands"]);
    expect(problems({ test: "ielts", score: "9.5" })).toEqual(["score: An IELTS total is 0-9 in half bands"]);
    expect(problems({ test: "pte", score: "9" })).toEqual(["score: A PTE Academic total is 10-90"]);
    expect(problems({ test: "pte", score: "90" })).toEqual([]);
    expect(problems({ test: "duolingo", score: "135" })).toEqual([]);
    expect(problems({ test: "duolingo", score: "133" })).toEqual(["score: A Duolingo English Test total is 10-160 in steps of 5"]);
    expect(problems({ test: "duolingo", score: "165" })).toEqual(["score: A Duolingo English Test total is 10-160 in steps of 5"]);
  });

  it("refuses what is not a number", () => {
    expect(problems({ test: "gre", score: "abc" }).length).toBe(1);
    expect(problems({ test: "gre", score: "Infinity" }).length).toBe(1);
    expect(onScale(Number.NaN, scoreTestInfo.gre.scale)).toBe(false);
  });
});

describe("section scores", () => {
  it("are optional: none, some or all of the Focus Edition's three, each 60-90", () => {
    expect(post({ test: "gmat_focus", score: "655" })).toMatchObject({ success: true, data: { sections: null } });
    expect(post({ test: "gmat_focus", score: "655", sections: { quant: "84", verbal: "", dataInsights: "" } })).toMatchObject({
      success: true,
      data: { sections: { quant: 84 } },
    });
    expect(post({ test: "gmat_focus", score: "655", sections: { quant: "84", verbal: "83", dataInsights: "80" } })).toMatchObject({
      data: { sections: { quant: 84, verbal: 83, dataInsights: 80 } },
    });
  });

  it("are refused off their scale, or for a section the test does not report", () => {
    expect(problems({ test: "gmat_focus", score: "655", sections: { quant: "91" } })).toEqual(["sections.quant: Quantitative Reasoning is scored 60-90"]);
    expect(problems({ test: "gmat_focus", score: "655", sections: { verbal: "59" } })).toEqual(["sections.verbal: Verbal Reasoning is scored 60-90"]);
    expect(problems({ test: "gmat", score: "700", sections: { quant: "80" } })).toEqual(["sections.quant: Quantitative is scored 0-60"]);
    expect(problems({ test: "gmat", score: "700", sections: { dataInsights: "80" } })).toEqual([
      "sections.dataInsights: GMAT (10th Edition) has no section by that name",
    ]);
    expect(problems({ test: "gmat_focus", score: "655", sections: { awa: "5" } })).toEqual(["sections.awa: GMAT Focus Edition has no section by that name"]);
  });

  it("take every test's own sections on their own scales, and refuse one off it", () => {
    const good: [string, string, Record<string, string>][] = [
      ["gmat", "710", { quant: "49", verbal: "38", integratedReasoning: "7", writing: "5.5" }],
      ["gre", "325", { verbal: "160", quant: "165", writing: "4.5" }],
      ["ea", "155", { integratedReasoning: "12", verbal: "15", quant: "14" }],
      ["toefl", "110", { reading: "29", listening: "28", speaking: "25", writing: "28" }],
      ["ielts", "7.5", { reading: "8", listening: "8.5", speaking: "7", writing: "6.5" }],
      ["pte", "72", { reading: "70", listening: "75", speaking: "68", writing: "74" }],
      ["duolingo", "130", { reading: "135", listening: "125", speaking: "120", writing: "130" }],
    ];
    for (const [test, score, sections] of good) expect(problems({ test, score, sections }), test).toEqual([]);
    expect(problems({ test: "gmat", score: "710", sections: { integratedReasoning: "9" } })).toEqual([
      "sections.integratedReasoning: Integrated Reasoning is scored 1-8",
    ]);
    expect(problems({ test: "gmat", score: "710", sections: { writing: "5.25" } })).toEqual([
      "sections.writing: Analytical Writing is scored 0-6 in half points",
    ]);
    expect(problems({ test: "gre", score: "325", sections: { verbal: "129" } })).toEqual(["sections.verbal: Verbal Reasoning is scored 130-170"]);
    expect(problems({ test: "gre", score: "325", sections: { writing: "6.5" } })).toEqual([
      "sections.writing: Analytical Writing is scored 0-6 in half points",
    ]);
    expect(problems({ test: "ea", score: "155", sections: { quant: "21" } })).toEqual(["sections.quant: Quantitative Reasoning is scored 1-20"]);
    expect(problems({ test: "toefl", score: "110", sections: { speaking: "31" } })).toEqual(["sections.speaking: Speaking is scored 0-30"]);
    expect(problems({ test: "ielts", score: "7.5", sections: { writing: "6.25" } })).toEqual(["sections.writing: Writing is scored 0-9 in half points"]);
    expect(problems({ test: "pte", score: "72", sections: { reading: "9" } })).toEqual(["sections.reading: Reading is scored 10-90"]);
    expect(problems({ test: "duolingo", score: "130", sections: { listening: "165" } })).toEqual(["sections.listening: Listening is scored 10-160"]);
    expect(problems({ test: "toefl", score: "110", sections: { dataInsights: "80" } })).toEqual([
      "sections.dataInsights: TOEFL iBT has no section by that name",
    ]);
  });

  it("are said with the total", () => {
    expect(scoreText("gmat_focus", 655, { quant: 84, dataInsights: 80 })).toBe("GMAT Focus Edition 655 (Quantitative Reasoning 84, Data Insights 80)");
    expect(scoreText("ielts", 7.5, null)).toBe("IELTS 7.5");
  });
});
