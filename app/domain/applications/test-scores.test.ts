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
    expect(problems({ test: "gmat", score: "700", sections: { quant: "80" } })).toEqual(["sections.quant: GMAT (10th Edition) has no section by that name"]);
    expect(problems({ test: "gmat_focus", score: "655", sections: { awa: "5" } })).toEqual(["sections.awa: GMAT Focus Edition has no section by that name"]);
  });

  it("are said with the total", () => {
    expect(scoreText("gmat_focus", 655, { quant: 84, dataInsights: 80 })).toBe("GMAT Focus Edition 655 (Quantitative Reasoning 84, Data Insights 80)");
    expect(scoreText("ielts", 7.5, null)).toBe("IELTS 7.5");
  });
});
