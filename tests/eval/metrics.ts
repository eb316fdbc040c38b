import { type PlantedProblem, type ProblemKind, problemKinds } from "./eval-case";
import { type ReturnedItem, anchors, isPraise, isRewrite, matches } from "./matching";

// What one evaluation run measured, from each case's stored items and timings (docs/feedback-eval.md).

export type Tokens = { prompt: number; completion: number; total: number };

/** One case through the pipeline once: what was stored and what it cost. */
export type CaseRun = {
  caseId: string;
  text: string;
  planted: PlantedProblem[];
  /** The job's end: "done", or why it did not get there. */
  status: string;
  items: ReturnedItem[];
  /** The job's created-at to completed-at (queued → done), in ms. */
  latencyMs: number | null;
  /** Model calls the run made, and their tokens as the API reported them. */
  modelCalls: number;
  tokens: Tokens;
  /** Highlights in the model's raw answers whose offsets did not match the essay (the consumer re-anchors or drops them). */
  modelOffsetsOff: number;
};

export type KindResult = { planted: number; found: number; recall: number | null; plantedMajor: number; foundAsMajor: number };

export type Summary = {
  cases: number;
  failedRuns: number;
  perKind: Record<ProblemKind, KindResult>;
  strongEssays: number;
  /** Major items on the essays with nothing planted. */
  falseMajors: number;
  anchorFailures: number;
  modelItems: number;
  modelOffsetsOff: number;
  rewriteItems: number;
  rewriteRate: number | null;
  /** Model items on essays with a planted major, and how many of them are praise. */
  itemsOnFlawed: number;
  praiseItems: number;
  flatteryRate: number | null;
  latencyP50: number | null;
  latencyP95: number | null;
  modelCallsPerRun: number | null;
  tokensPerRun: Tokens | null;
};

/** The nearest-rank percentile (p in 0–100) of some numbers, or null when there are none. */
export function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const ratio = (part: number, whole: number) => (whole ? part / whole : null);
const fromModel = (item: ReturnedItem) => item.source !== "check";

/** A planted problem is found when some stored item matches it; "as major" when such an item is major. */
export function findings(run: CaseRun) {
  return run.planted.map((problem) => {
    const found = run.items.filter((item) => matches(problem, item, run.text));
    return { problem, found: found.length > 0, asMajor: found.some((item) => item.severity === "major") };
  });
}

export function summarize(runs: CaseRun[]): Summary {
  const perKind = Object.fromEntries(
    problemKinds.map((kind) => [kind, { planted: 0, found: 0, recall: null, plantedMajor: 0, foundAsMajor: 0 } as KindResult]),
  ) as Record<ProblemKind, KindResult>;
  for (const run of runs) {
    for (const { problem, found, asMajor } of findings(run)) {
      const result = perKind[problem.kind];
      result.planted += 1;
      if (found) result.found += 1;
      if (problem.major) {
        result.plantedMajor += 1;
        if (asMajor) result.foundAsMajor += 1;
      }
    }
  }
  for (const result of Object.values(perKind)) result.recall = ratio(result.found, result.planted);

  const strong = runs.filter((run) => run.planted.length === 0);
  const flawed = runs.filter((run) => run.planted.some((problem) => problem.major));
  const modelItems = runs.flatMap((run) => run.items.filter(fromModel).map((item) => ({ item, text: run.text })));
  const onFlawed = flawed.flatMap((run) => run.items.filter(fromModel));
  const rewriteItems = modelItems.filter(({ item, text }) => isRewrite(item.comment, text)).length;
  const praiseItems = onFlawed.filter(isPraise).length;
  const done = runs.filter((run) => run.status === "done");
  const latencies = done.map((run) => run.latencyMs).filter((ms): ms is number => ms !== null);
  const called = done.filter((run) => run.modelCalls > 0);
  const mean = (pick: (tokens: Tokens) => number) => Math.round(called.reduce((sum, run) => sum + pick(run.tokens), 0) / called.length);

  return {
    cases: runs.length,
    failedRuns: runs.length - done.length,
    perKind,
    strongEssays: strong.length,
    falseMajors: strong.reduce((sum, run) => sum + run.items.filter((item) => item.severity === "major").length, 0),
    anchorFailures: runs.reduce((sum, run) => sum + run.items.filter((item) => !anchors(run.text, item)).length, 0),
    modelItems: modelItems.length,
    modelOffsetsOff: runs.reduce((sum, run) => sum + run.modelOffsetsOff, 0),
    rewriteItems,
    rewriteRate: ratio(rewriteItems, modelItems.length),
    itemsOnFlawed: onFlawed.length,
    praiseItems,
    flatteryRate: ratio(praiseItems, onFlawed.length),
    latencyP50: percentile(latencies, 50),
    latencyP95: percentile(latencies, 95),
    modelCallsPerRun: ratio(
      done.reduce((sum, run) => sum + run.modelCalls, 0),
      done.length,
    ),
    tokensPerRun: called.length ? { prompt: mean((t) => t.prompt), completion: mean((t) => t.completion), total: mean((t) => t.total) } : null,
  };
}

/** The kinds the checks (no AI) must find every time: every kind planted as deterministic. */
export function kindsTheChecksCover(runs: CaseRun[]): { kinds: Set<ProblemKind>; notes: string[] } {
  return { kinds: new Set(runs.flatMap((run) => run.planted.filter((problem) => problem.deterministic).map((problem) => problem.kind))), notes: [] };
}

/** The planted problems no item found, as "case: kind", for reading the model's answers by hand. */
export function missedProblems(runs: CaseRun[]): string[] {
  return runs.flatMap((run) =>
    findings(run)
      .filter(({ found }) => !found)
      .map(({ problem }) => `${run.caseId}: ${problem.kind}`),
  );
}
