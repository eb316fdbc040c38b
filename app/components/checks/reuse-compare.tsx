import { Suspense, useState } from "react";
import { lazyPart } from "../ui/lazy-part";
import { useOpenedOnce } from "../ui/use-opened-once";
import type { Related } from "./reuse-compare-dialog";

// The side-by-side view opens on a click: mounted from its first opening, its file fetched as soon
// as the page is up (the essay and resume pages otherwise loaded the dialog for it).
const ReuseCompareDialog = lazyPart(() => import("./reuse-compare-dialog").then((module) => ({ default: module.ReuseCompareDialog })), {
  whenPageIsUp: true,
});

// The reuse check's side-by-side view: the passage here and the same story in the other essay.
// Reuse is allowed; this is so the applicant sees it before submitting (docs/checks.md).
export function ReuseCompare({ passage, related, essayLabel }: { passage: string; related: Related; essayLabel: string }) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm font-medium text-brand-700 underline">
        Compare side by side
      </button>
      {/* A modal over the page: nothing to hold in place until its file is here. */}
      <Suspense fallback={null}>
        {mounted ? <ReuseCompareDialog open={open} onClose={() => setOpen(false)} passage={passage} related={related} essayLabel={essayLabel} /> : null}
      </Suspense>
    </>
  );
}
