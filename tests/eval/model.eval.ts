import { describe, expect, it } from "vitest";
import { type ProblemKind, problemKinds } from "./eval-case";
import { type Summary, kindsTheChecksCover, missedProblems, summarize } from "./metrics";
import { report } from "./report";
import { attachModelCalls, casesMissingFromCatalogue, evalEnv, proxySeq, runCases, selectedCases, usePrompt } from "./run-cases";
import type { PromptVariant } from "./settings";

// The feedback evaluation with the model: the OpenAI fake (answering each case from its labels:
// the plumbing, in CI) or, with OPENAI_API_KEY set, the real model (measured, not judged). Each
// feedback_base version in EVAL_PROMPTS runs every case; the tables show them side by side.
describe("feedback evaluation: with the model", () => {
  it(`runs every case through the queue consumer (${evalEnv.EVAL_MODE} model) and reports`, async () => {
    const cases = selectedCases();
    expect(await casesMissingFromCatalogue(cases)).toEqual([]);
    const variants = JSON.parse(evalEnv.EVAL_PROMPTS) as PromptVariant[];
    const results: { label: string; summary: Summary }[] = [];
    const covered = new Set<ProblemKind>();
    const notes: string[] = [];
    for (const variant of variants) {
      const version = await usePrompt(variant);
      const since = await proxySeq();
      const runs = await runCases(cases, { model: true, scripted: evalEnv.EVAL_MODE === "fake" });
      await attachModelCalls(runs, since);
      // Each run used the version asked for: a comparison of two prompts must compare them.
      expect(runs.filter((run) => run.status === "done").map((run) => run.promptVersions?.feedback_base)).toEqual(
        runs.filter((run) => run.status === "done").map(() => version),
      );
      const summary = summarize(runs);
      results.push({ label: variant.label, summary });
      const failed = runs.filter((run) => run.status !== "done").map((run) => `${run.caseId} (${run.status})`);
      if (failed.length) notes.push(`failed with ${variant.label}: ${failed.join("; ")}`);
      const missed = missedProblems(runs);
      if (missed.length) notes.push(`missed with ${variant.label}: ${missed.join("; ")}`);
      const checks = kindsTheChecksCover(runs);
      checks.kinds.forEach((kind) => covered.add(kind));
      notes.push(...checks.notes.filter((note) => !notes.includes(note)));
    }
    const title = `Feedback evaluation: ${evalEnv.EVAL_MODE === "fake" ? "the OpenAI fake (plumbing only)" : "the real model"}`;
    console.log(report(title, results, covered, notes));

    for (const { summary } of results) {
      expect(summary.anchorFailures).toBe(0);
      if (evalEnv.EVAL_MODE !== "fake") continue;
      // The fake reports every planted problem the checks do not: each must be matched, stored and counted.
      expect(summary.failedRuns).toBe(0);
      for (const kind of problemKinds) expect(summary.perKind[kind].recall, kind).toBe(1);
      expect(summary.modelOffsetsOff).toBeGreaterThan(0);
      expect(summary.tokensPerRun?.total).toBeGreaterThan(0);
      expect(summary.rewriteRate).toBe(0);
      expect(summary.flatteryRate).toBe(0);
      expect(summary.falseMajors).toBe(0);
    }
  });
});
