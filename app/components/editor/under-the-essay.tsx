import { type ComponentProps, Suspense, memo } from "react";
import type { SchoolAiPolicy } from "~/domain/ai-policy/ai-policy";
import type { DisclosureEntry } from "~/domain/authorship/disclosure";
import { lazyPart } from "../ui/lazy-part";

// What sits under an essay's text (its downloads and "Copy for the portal", the school's AI policy,
// the AI log) is below the fold and fetched apart from the page's first files: the server draws it
// whole, and it takes clicks once its file arrives, just after the page is up. Opened from another
// page, a block of its size holds its place until then.
const EssayTakeaway = lazyPart(() => import("../export/essay-takeaway").then((module) => ({ default: module.EssayTakeaway })));
const EssayAiPolicy = lazyPart(() => import("../ai-policy/essay-ai-policy").then((module) => ({ default: module.EssayAiPolicy })));
const DisclosureTimeline = lazyPart(() => import("../authorship/disclosure-timeline").then((module) => ({ default: module.DisclosureTimeline })));

// Both are kept from re-rendering with the editor: an update to a part the server drew before its
// file is here would swap it for the placeholder.
const placeHolder = <div className="min-h-12 rounded-lg border border-slate-200 bg-white" />;

/** Downloads of this version or a saved one, "Copy for the portal", and the printable essay. */
export const TakeawayUnderEssay = memo(function TakeawayUnderEssay(props: ComponentProps<typeof EssayTakeaway>) {
  return (
    <Suspense fallback={placeHolder}>
      <EssayTakeaway {...props} />
    </Suspense>
  );
});

/** The school's AI policy with the mode Scout coaches in, and the essay's AI log. */
export function AboutEssay({
  school,
  policy,
  essayId,
  disclosures,
}: {
  school: string;
  policy: SchoolAiPolicy | null;
  essayId: string;
  disclosures: DisclosureEntry[];
}) {
  return (
    <Suspense fallback={placeHolder}>
      <EssayAiPolicy school={school} policy={policy} />
      <DisclosureTimeline essayId={essayId} entries={disclosures} />
    </Suspense>
  );
}
