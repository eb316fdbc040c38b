// A word-level comparison of two versions for the side-by-side view: each side's words marked as
// kept, removed (left) or added (right). Longest common subsequence over words; essays are a few
// thousand words at most, and the table is capped so a huge pair cannot stall the page.
export type DiffPart = { text: string; change: "same" | "removed" | "added" };

const MAX_CELLS = 4_000_000;

/** One step of turning `before` into `after`, word by word (whitespace runs are their own tokens). */
export type WordStep = { text: string; change: DiffPart["change"] };

/** The steps in order (kept, removed, added), or null when the pair is too large to compare. */
export function wordSteps(before: string, after: string): WordStep[] | null {
  const a = before.split(/(\s+)/);
  const b = after.split(/(\s+)/);
  if (a.length * b.length > MAX_CELLS) return null;
  const lcs: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const steps: WordStep[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      steps.push({ text: a[i]!, change: "same" });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) steps.push({ text: a[i++]!, change: "removed" });
    else steps.push({ text: b[j++]!, change: "added" });
  }
  while (i < a.length) steps.push({ text: a[i++]!, change: "removed" });
  while (j < b.length) steps.push({ text: b[j++]!, change: "added" });
  return steps;
}

export function diffWords(before: string, after: string): { left: DiffPart[]; right: DiffPart[] } {
  const steps = wordSteps(before, after);
  if (!steps) return { left: [{ text: before, change: "removed" }], right: [{ text: after, change: "added" }] };
  const left: DiffPart[] = [];
  const right: DiffPart[] = [];
  const push = (parts: DiffPart[], text: string, change: DiffPart["change"]) => {
    const last = parts[parts.length - 1];
    if (last && last.change === change) last.text += text;
    else parts.push({ text, change });
  };
  for (const step of steps) {
    if (step.change !== "added") push(left, step.text, step.change);
    if (step.change !== "removed") push(right, step.text, step.change);
  }
  return { left, right };
}
