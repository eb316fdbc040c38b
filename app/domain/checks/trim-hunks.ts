// A trim proposal as cuts the applicant accepts or rejects one by one: each hunk is a run of
// the original that the proposal removes or changes (a cut and, at most, the joining word or
// punctuation put in its place), with its offsets in the original. Word-level longest common
// subsequence, the version comparison's own (essays/word-diff.ts).

import { wordSteps } from "../essays/word-diff";

export type TrimHunk = { id: number; start: number; end: number; removed: string; replacement: string };

export function trimHunks(original: string, proposal: string): TrimHunk[] {
  const steps = wordSteps(original, proposal);
  if (!steps) return [{ id: 0, start: 0, end: original.length, removed: original, replacement: proposal }];
  const hunks: TrimHunk[] = [];
  let open: TrimHunk | null = null;
  let at = 0;
  for (const step of steps) {
    if (step.change === "same") {
      if (open) hunks.push(open);
      open = null;
      at += step.text.length;
      continue;
    }
    open ??= { id: hunks.length, start: at, end: at, removed: "", replacement: "" };
    if (step.change === "removed") {
      open.removed += step.text;
      at += step.text.length;
      open.end = at;
    } else open.replacement += step.text;
  }
  if (open) hunks.push(open);
  return hunks;
}

/** The original with the accepted hunks applied; a rejected hunk keeps the applicant's words. */
export function applyHunks(original: string, hunks: TrimHunk[], accepted: ReadonlySet<number>): string {
  let result = "";
  let at = 0;
  for (const hunk of hunks) {
    result += original.slice(at, hunk.start) + (accepted.has(hunk.id) ? hunk.replacement : hunk.removed);
    at = hunk.end;
  }
  return result + original.slice(at);
}
