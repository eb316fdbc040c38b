import { describe, expect, it } from "vitest";
import { kindsTheChecksCover, summarize } from "./metrics";
import { report } from "./report";
import { casesMissingFromCatalogue, runCases, selectedCases } from "./run-cases";

// The feedback evaluation without AI (no OpenAI key in the worker's environment: the consumer runs
// the checks alone). The
// checks must find every planted problem they are meant to find, at exact offsets.
describe("feedback evaluation: the checks alone", () => {
  it("finds every planted limit, spelling, repeated word, passive and school name", async () => {
    const cases = selectedCases();
    expect(await casesMissingFromCatalogue(cases)).toEqual([]);
    const runs = await runCases(cases, { model: false, scripted: false });
    const summary = summarize(runs);
    const { kinds, notes } = kindsTheChecksCover(runs);
    console.log(report("Feedback evaluation: checks only, no AI", [{ label: "checks", summary }], kinds, notes));

    expect(runs.filter((run) => run.status !== "done").map((run) => `${run.caseId}: ${run.status}`)).toEqual([]);
    for (const kind of kinds) expect(summary.perKind[kind].recall, kind).toBe(1);
    expect(summary.anchorFailures).toBe(0);
    expect(summary.falseMajors).toBe(0);
    expect(summary.modelItems).toBe(0);
  });
});
