import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";

type Related = { school: string; title: string; text: string };

// The reuse check's side-by-side view: the passage here and the same story in the other essay.
// Reuse is allowed; this is so the applicant sees it before submitting (docs/checks.md).
export function ReuseCompare({ passage, related, essayLabel }: { passage: string; related: Related; essayLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm font-medium text-brand-700 underline">
        Compare side by side
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="The same story in two essays"
        description="Reusing a story is allowed. Check that each version answers its own school's question."
        wide
      >
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <section aria-label={`In ${essayLabel}`}>
            <h3 className="text-sm font-semibold text-slate-800">{essayLabel}</h3>
            <p className="mt-2 whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm text-slate-900">{passage}</p>
          </section>
          <section aria-label={`In ${related.school}, ${related.title}`}>
            <h3 className="text-sm font-semibold text-slate-800">{`${related.school}, ${related.title}`}</h3>
            <p className="mt-2 whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm text-slate-900">{related.text}</p>
          </section>
        </div>
      </Dialog>
    </>
  );
}
