import { useFetcher } from "@remix-run/react";
import { AdminCard } from "~/components/admin/admin-table";
import { Button } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import type { CatalogueAnswer, CatalogueItemStatus as SchoolStatus } from "~/domain/catalogue/catalogue-edit";

const said: Record<SchoolStatus, string> = {
  draft: "A draft: no applicant sees it. Publishing it publishes its new questions and rounds of this cycle with it.",
  published: "Published: applicants find it in Manage Schools. A school applicants have is never deleted, only retired.",
  retired: "Retired: new applicants no longer find it; those who have it keep their essays, marked “no longer offered”.",
};

// The school's own status and the one step it can take from there: publish a draft (or drop
// it), retire a published school.
export function SchoolStatusCard({ status, name }: { status: SchoolStatus; name: string }) {
  const fetcher = useFetcher<CatalogueAnswer>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  const busy = fetcher.state !== "idle";
  const act = (intent: string) => fetcher.submit({ intent }, { method: "post" });
  return (
    <AdminCard id="school-status-heading" title="Status">
      <p className="mt-2 text-sm text-slate-800">{said[status]}</p>
      <div className="mt-3 flex gap-2">
        {status === "draft" ? (
          <>
            <Button disabled={busy} onClick={() => act("school-publish")} aria-label={`Publish school: ${name}`}>
              Publish school
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => act("school-discard")}>
              Discard draft school
            </Button>
          </>
        ) : null}
        {status === "published" ? (
          <Button variant="danger" disabled={busy} onClick={() => act("school-retire")} aria-label={`Retire school: ${name}`}>
            Retire school
          </Button>
        ) : null}
      </div>
    </AdminCard>
  );
}
