import { Dialog } from "~/components/ui/dialog";

export type Related = { school: string; title: string; text: string };

type ReuseCompareDialogProps = { open: boolean; onClose: () => void; passage: string; related: Related; essayLabel: string };

/** The passage here and the same story in the other essay, side by side. */
export function ReuseCompareDialog({ open, onClose, passage, related, essayLabel }: ReuseCompareDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
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
  );
}
