import { type ProblemKind, problemKinds } from "./eval-case";
import type { Summary } from "./metrics";

// The evaluation's tables, in Markdown (pasted as they are into docs/feedback-eval.md). One column
// group per prompt version when two are compared.

export type Labelled = { label: string; summary: Summary };

const share = (value: number | null, part?: number, whole?: number) =>
  value === null ? "–" : `${value.toFixed(2)}${part !== undefined && whole !== undefined ? ` (${part}/${whole})` : ""}`;
const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)} ms`);

function table(header: string[], rows: string[][]) {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/**
 * Per problem kind: how many were planted, whether the checks (no AI) are meant to find them, and
 * the recall (and, of planted majors, how many were found as major) of each version.
 */
export function kindTable(results: Labelled[], deterministic: ReadonlySet<ProblemKind>) {
  const header = ["problem", "checks", "planted", ...results.flatMap(({ label }) => [`recall ${label}`, `as major ${label}`])];
  const rows = problemKinds.map((kind) => {
    const first = results[0]!.summary.perKind[kind];
    return [
      kind,
      deterministic.has(kind) ? "yes" : "",
      String(first.planted),
      ...results.flatMap(({ summary }) => {
        const result = summary.perKind[kind];
        return [share(result.recall, result.found, result.planted), result.plantedMajor ? `${result.foundAsMajor}/${result.plantedMajor}` : "–"];
      }),
    ];
  });
  return table(header, rows);
}

/** The measures over all cases, one column per version. */
export function measureTable(results: Labelled[]) {
  const rows: [string, (summary: Summary) => string][] = [
    ["cases run (failed)", (s) => `${s.cases} (${s.failedRuns})`],
    ["false majors on strong essays", (s) => `${s.falseMajors} on ${s.strongEssays} essays`],
    ["offsets that fail to anchor (must be 0)", (s) => String(s.anchorFailures)],
    ["model offsets off, fixed or dropped by the consumer", (s) => String(s.modelOffsetsOff)],
    ["rewrite rate (model comments)", (s) => share(s.rewriteRate, s.rewriteItems, s.modelItems)],
    ["flattery rate (praise on essays with planted majors)", (s) => share(s.flatteryRate, s.praiseItems, s.itemsOnFlawed)],
    ["latency p50 (queued → done)", (s) => ms(s.latencyP50)],
    ["latency p95 (queued → done)", (s) => ms(s.latencyP95)],
    ["model calls per run", (s) => (s.modelCallsPerRun === null ? "–" : s.modelCallsPerRun.toFixed(2))],
    [
      "tokens per run (prompt / completion / total)",
      (s) => (s.tokensPerRun ? `${s.tokensPerRun.prompt} / ${s.tokensPerRun.completion} / ${s.tokensPerRun.total}` : "–"),
    ],
  ];
  return table(
    ["measure", ...results.map(({ label }) => label)],
    rows.map(([name, cell]) => [name, ...results.map(({ summary }) => cell(summary))]),
  );
}

export function report(title: string, results: Labelled[], deterministic: ReadonlySet<ProblemKind>, notes: string[] = []) {
  return [
    `## ${title}`,
    "",
    kindTable(results, deterministic),
    "",
    measureTable(results),
    ...(notes.length ? ["", ...notes.map((note) => `- ${note}`)] : []),
  ].join("\n");
}
