import { describe, expect, it } from "vitest";
import { planted } from "./eval-case";
import { type CaseRun, kindsTheChecksCover, missedProblems, percentile, summarize } from "./metrics";
import { kindTable, measureTable } from "./report";

const text = "Ever since I was a child, I loved business. I recieved an award. I went to Wharton.";
const ref = (passage: string) => {
  const start = text.indexOf(passage);
  return { highlightText: passage, startPos: start, endPos: start + passage.length };
};
const run = (overrides: Partial<CaseRun>): CaseRun => ({
  caseId: "c",
  text,
  planted: [],
  status: "done",
  items: [],
  latencyMs: 100,
  modelCalls: 1,
  tokens: { prompt: 900, completion: 100, total: 1000 },
  modelOffsetsOff: 0,
  ...overrides,
});

const flawed = run({
  caseId: "flawed",
  planted: [planted.clicheOpening("Ever since I was a child, I loved business."), planted.spelling("recieved"), planted.wrongSchool("Wharton")],
  items: [
    { type: "spelling", severity: "minor", comment: "Misspelled.", source: "check", textReference: ref("recieved") },
    { type: "storytelling", severity: "minor", comment: "A cliché.", source: "ai", textReference: ref("Ever since") },
    { type: "content", severity: "minor", comment: "Great energy!", source: "ai" },
    {
      type: "content",
      severity: "minor",
      comment: 'Try: "I opened my first stall at nine."',
      source: "ai",
      textReference: { highlightText: "nothing", startPos: 0, endPos: 7 },
    },
  ],
  latencyMs: 300,
  modelOffsetsOff: 1,
});
const strong = run({
  caseId: "strong",
  items: [{ type: "structure", severity: "major", comment: "Move this.", source: "ai" }],
  latencyMs: 200,
  tokens: { prompt: 1100, completion: 300, total: 1400 },
});

describe("summarizing an evaluation run", () => {
  const summary = summarize([flawed, strong]);

  it("counts recall per kind, and planted majors found as major", () => {
    expect(summary.perKind.spelling).toEqual({ planted: 1, found: 1, recall: 1, plantedMajor: 0, foundAsMajor: 0 });
    expect(summary.perKind.cliche_opening).toEqual({ planted: 1, found: 1, recall: 1, plantedMajor: 1, foundAsMajor: 0 });
    expect(summary.perKind.wrong_school.recall).toBe(0);
    expect(summary.perKind.no_outcome.recall).toBeNull();
  });

  it("lists what was missed, by case", () => {
    expect(missedProblems([flawed, strong])).toEqual(["flawed: wrong_school"]);
  });

  it("counts false majors on strong essays, anchor failures, rewrites and flattery", () => {
    expect(summary.falseMajors).toBe(1);
    expect(summary.anchorFailures).toBe(1);
    expect(summary.modelOffsetsOff).toBe(1);
    expect(summary.rewriteItems).toBe(1);
    expect(summary.rewriteRate).toBeCloseTo(1 / 4);
    expect(summary.praiseItems).toBe(1);
    expect(summary.flatteryRate).toBeCloseTo(1 / 3);
  });

  it("gives latency percentiles and the mean tokens of a run that asked the model", () => {
    expect([summary.latencyP50, summary.latencyP95]).toEqual([200, 300]);
    expect(summary.tokensPerRun).toEqual({ prompt: 1000, completion: 200, total: 1200 });
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([], 95)).toBeNull();
  });

  it("asserts every kind planted as deterministic, the school-name check included", () => {
    expect([...kindsTheChecksCover([flawed]).kinds].sort()).toEqual(["spelling", "wrong_school"]);
  });

  it("prints two prompt versions side by side", () => {
    const results = [
      { label: "a", summary },
      { label: "b", summary: summarize([strong]) },
    ];
    expect(kindTable(results, new Set(["spelling"])).split("\n")[0]).toBe("| problem | checks | planted | recall a | as major a | recall b | as major b |");
    expect(kindTable(results, new Set(["spelling"]))).toContain("| spelling | yes | 1 | 1.00 (1/1) | – | – | – |");
    expect(measureTable(results)).toContain("| false majors on strong essays | 1 on 1 essays | 1 on 1 essays |");
  });
});
