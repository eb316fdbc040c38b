import { type DiffPart, diffWords } from "../essays/word-diff";

// Two prompt versions compared line by line, and a changed line word by word (word-diff.ts), for
// the one-column view of /admin/prompts/:type. Longest common subsequence over lines; prompts are
// a few hundred lines at most, and past the cap every line of each side shows as removed/added.
export type PromptDiffLine =
  | { change: "same"; text: string }
  | { change: "removed"; text: string }
  | { change: "added"; text: string }
  | { change: "changed"; before: DiffPart[]; after: DiffPart[] };

type WholeLine = { change: "same" | "removed" | "added"; text: string };

const MAX_CELLS = 1_000_000;

export function diffPromptLines(before: string, after: string): PromptDiffLine[] {
  const a = before.split("\n");
  const b = after.split("\n");
  const raw: WholeLine[] = [];
  if (a.length * b.length > MAX_CELLS) {
    return [...a.map((text) => ({ change: "removed" as const, text })), ...b.map((text) => ({ change: "added" as const, text }))];
  }
  const lcs: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      raw.push({ change: "same", text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) raw.push({ change: "removed", text: a[i++]! });
    else raw.push({ change: "added", text: b[j++]! });
  }
  while (i < a.length) raw.push({ change: "removed", text: a[i++]! });
  while (j < b.length) raw.push({ change: "added", text: b[j++]! });
  return pairChanges(raw);
}

// A run of removed lines followed by a run of added ones is an edit: the lines are paired in order
// and each pair is shown word by word; what is left over stays removed or added.
function pairChanges(lines: WholeLine[]): PromptDiffLine[] {
  const out: PromptDiffLine[] = [];
  let k = 0;
  while (k < lines.length) {
    const line = lines[k]!;
    if (line.change !== "removed") {
      out.push(line);
      k++;
      continue;
    }
    const removed: string[] = [];
    while (k < lines.length && lines[k]!.change === "removed") removed.push(lines[k++]!.text);
    const added: string[] = [];
    while (k < lines.length && lines[k]!.change === "added") added.push(lines[k++]!.text);
    const pairs = Math.min(removed.length, added.length);
    for (let p = 0; p < pairs; p++) {
      const { left, right } = diffWords(removed[p]!, added[p]!);
      out.push({ change: "changed", before: left, after: right });
    }
    out.push(...removed.slice(pairs).map((text) => ({ change: "removed" as const, text })));
    out.push(...added.slice(pairs).map((text) => ({ change: "added" as const, text })));
  }
  return out;
}

/** How many lines each kind of change touched, for the summary above the diff. */
export function diffSummary(lines: PromptDiffLine[]) {
  const count = (change: PromptDiffLine["change"]) => lines.filter((line) => line.change === change).length;
  return { changed: count("changed"), removed: count("removed"), added: count("added") };
}
