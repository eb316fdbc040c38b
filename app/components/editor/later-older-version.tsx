import { type ComponentProps, Suspense, memo, useCallback, useEffect, useRef } from "react";
import type { SchoolAiPolicy } from "~/domain/ai-policy/ai-policy";
import type { DisclosureEntry } from "~/domain/authorship/disclosure";
import { lazyPart } from "../ui/lazy-part";
import { AboutEssay } from "./under-the-essay";

// An older version is read only and seldom opened (from the versions dialog, or an old link): its
// code comes after the essay page's first files, fetched as soon as that page is up. Opened as a
// page, the server draws it whole: until its file is here its links are plain links, and its copy
// form posts as a plain form (the new version opens by redirect).
const OlderVersion = lazyPart(() => import("./older-version").then((module) => ({ default: module.OlderVersion })), { whenPageIsUp: true });

type PartProps = Omit<ComponentProps<typeof OlderVersion>, "aboutEssay"> & { policy: SchoolAiPolicy | null; disclosures: DisclosureEntry[] };

export function LaterOlderVersion({ onExpired, ...props }: PartProps) {
  // The workspace hands a new function with each of its renders; this one stays the same.
  const latest = useRef(onExpired);
  useEffect(() => {
    latest.current = onExpired;
  });
  const expired = useCallback(() => latest.current(), []);
  return <OlderVersionPart {...props} onExpired={expired} />;
}

// Kept from re-rendering with the page: an update to a part the server drew before its file is
// here would swap it for the placeholder.
const OlderVersionPart = memo(function OlderVersionPart({ policy, disclosures, ...props }: PartProps) {
  return (
    <Suspense fallback={<div className="mx-auto min-h-96 max-w-4xl" />}>
      <OlderVersion {...props} aboutEssay={<AboutEssay school={props.essay.school} policy={policy} essayId={props.essay.id} disclosures={disclosures} />} />
    </Suspense>
  );
});
