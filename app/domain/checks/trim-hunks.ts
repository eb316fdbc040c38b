// A trim proposal as cuts the applicant accepts or rejects one by one (#34): each hunk is a run of
// the original that the proposal removes or changes (a cut and, at most, the joining word or
// punctuation put in its place), with its offsets in the original. Word-level longest common
// subsequence, like the version comparison (essays/word-diff.ts).

export type TrimHunk = { id: number; start: number; end: number; removed: string; replacement: string };

const MAX_CELLS = 4_000_000;

export function trimHunks(original: string, proposal: string): TrimHunk[] {
  const a = original.split(/(\s+)/);
  const b = proposal.split(/(\s+)/);
  if (a.length * b.length > MAX_CELLS) return [{ id: 0, start: 0, end: original.length, removed: original, replacement: proposal }];
  const lcs: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const hunks: TrimHunk[] = [];
  let open: TrimHunk | null = null;
  let at = 0;
  const close = () => {
    if (open) hunks.push(open);
    open = null;
  };
  const hunk = () => (open ??= { id: hunks.length, start: at, end: at, removed: "", replacement: "" });
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      close();
      at += a[i]!.length;
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      const current = hunk();
      current.removed += a[i]!;
      at += a[i]!.length;
      current.end = at;
      i++;
    } else {
      hunk().replacement += b[j++]!;
    }
  }
  close();
  return hunks.filter((found) => found.removed || found.replacement);
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
