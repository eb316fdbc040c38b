import { useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { countFor, type TrimTarget } from "~/domain/checks/trim";
import { applyHunks, trimHunks } from "~/domain/checks/trim-hunks";

export type TrimProposal = { proposal: string; count: number; before: number; target: TrimTarget };

const CONTEXT = 40;
const unit = (target: TrimTarget) => (target.kind === "words" ? "words" : "characters");

// Scout's cuts, one by one: each shows the words around it, what goes and what (at most a joining
// word) takes its place. Every cut starts accepted; the count follows the choices; the result is
// saved as a new version, so the text before the trim stays in the history.
export function TrimReview({
  original,
  trim,
  saving,
  onSave,
  onClose,
}: {
  original: string;
  trim: TrimProposal;
  saving: boolean;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const hunks = useMemo(() => trimHunks(original, trim.proposal), [original, trim.proposal]);
  const [accepted, setAccepted] = useState(() => new Set(hunks.map((hunk) => hunk.id)));
  const result = useMemo(() => applyHunks(original, hunks, accepted), [original, hunks, accepted]);
  const count = countFor(result, trim.target);
  const toggle = (id: number, keep: boolean) =>
    setAccepted((current) => {
      const next = new Set(current);
      if (keep) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Dialog
      open
      onClose={onClose}
      title="Trim: Scout's cuts"
      description="Only your words, some left out. Accept or reject each cut, then save the result as a new version."
      wide
    >
      <p className="mt-3 text-sm text-slate-800" aria-live="polite">
        {`${count} of ${trim.target.max} ${unit(trim.target)} (was ${trim.before})${count > trim.target.max ? `: still ${count - trim.target.max} over` : ""}.`}
      </p>
      <ol className="mt-3 flex max-h-[55vh] flex-col gap-3 overflow-y-auto">
        {hunks.map((hunk, index) => {
          const on = accepted.has(hunk.id);
          return (
            <li key={hunk.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <p className="text-slate-800">
                <span className="text-slate-600">…{original.slice(Math.max(0, hunk.start - CONTEXT), hunk.start)}</span>
                <del className={on ? "bg-red-50 text-red-800" : "text-slate-900 no-underline"}>{hunk.removed}</del>
                {hunk.replacement.trim() ? <ins className={on ? "bg-emerald-50 text-emerald-800" : "hidden"}>{hunk.replacement}</ins> : null}
                <span className="text-slate-600">{original.slice(hunk.end, hunk.end + CONTEXT)}…</span>
              </p>
              <div className="mt-2 flex gap-2" role="group" aria-label={`Cut ${index + 1}`}>
                <Button type="button" variant={on ? "primary" : "secondary"} aria-pressed={on} onClick={() => toggle(hunk.id, true)}>
                  Accept cut
                </Button>
                <Button type="button" variant={on ? "secondary" : "primary"} aria-pressed={!on} onClick={() => toggle(hunk.id, false)}>
                  Keep my words
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" disabled={saving || accepted.size === 0} onClick={() => onSave(result)}>
          {saving ? "Saving…" : "Save as a new version"}
        </Button>
      </div>
    </Dialog>
  );
}
