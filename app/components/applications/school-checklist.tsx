import { Suspense } from "react";
import { type ChecklistEntry, checklistSummary } from "~/domain/applications/checklist";
import { LazyDetails } from "../ui/deferred";
import type { TestScore } from "./test-scores";
import { lazyPart } from "../ui/lazy-part";

// The list, its forms and the test scores are fetched with the first unfolding, as the list's
// facts are (a full applicant's dashboard has fifteen folded checklists, most never opened).
const ChecklistBody = lazyPart(() => import("./checklist-body").then((module) => ({ default: module.ChecklistBody })));

type ChecklistProps = { school: string; entries: ChecklistEntry[]; scores: TestScore[] };

// A school card's whole application: beside its essays and letters, each item the
// school asks (with what the catalogue says, or that Scout has not verified it), where the applicant
// stands on it, and the items they add. Rendered when unfolded: a full applicant has fifteen cards.
export function SchoolChecklist({ school, entries, scores }: ChecklistProps) {
  return (
    <LazyDetails
      className="mt-3"
      summary={
        <summary className="cursor-pointer text-sm font-medium text-brand-700 underline underline-offset-2">
          {`Application checklist: ${checklistSummary(entries)}`}
          <span className="sr-only">{` (${school})`}</span>
        </summary>
      }
    >
      <Suspense fallback={null}>
        <ChecklistBody school={school} entries={entries} scores={scores} />
      </Suspense>
    </LazyDetails>
  );
}
