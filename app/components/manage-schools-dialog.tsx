import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { catalogueSchoolNames, schoolColour } from "~/catalogue/school-colours";
import type { SchoolActionData } from "~/domain/platform/toast";
import type { NavSchool } from "~/domain/schools/workspace";
import { Button } from "./ui/button";
import { Dialog } from "./ui/dialog";
import { useToastFor } from "./ui/toast";

type ManageSchoolsDialogProps = { open: boolean; onClose: () => void; schools: NavSchool[]; expired: boolean; onExpired: () => void };

// Manage Schools: add from the catalogue schools not yet added; the added ones with a visibility
// checkbox, their essay count, and Delete (after a confirmation).
export function ManageSchoolsDialog({ open, onClose, schools, expired, onExpired }: ManageSchoolsDialogProps) {
  const fetcher = useFetcher<SchoolActionData>();
  const [deleting, setDeleting] = useState<string | null>(null);
  useToastFor(fetcher.data, (result) => (result.expired ? onExpired() : result.toast));
  const added = new Set(schools.map((school) => school.school));
  const addable = catalogueSchoolNames.filter((name) => !added.has(name));
  const busySchool = fetcher.state !== "idle" ? fetcher.formData?.get("school") : null;
  const submit = (fields: Record<string, string>) => fetcher.submit(fields, { method: "post", action: "/app/schools" });
  return (
    <>
      <Dialog open={open && deleting === null} onClose={onClose} title="Manage Schools">
        <section aria-labelledby="add-school-heading">
          <h3 id="add-school-heading" className="text-sm font-semibold text-slate-900">
            Add a school
          </h3>
          {addable.length === 0 ? <p className="mt-2 text-sm text-slate-700">You have added every school we know.</p> : null}
          <ul className="mt-2 max-h-40 overflow-y-auto rounded-md border border-slate-200">
            {addable.map((name) => (
              <li key={name} className="flex items-center gap-2 border-b border-slate-200 px-3 py-1.5 last:border-b-0">
                <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: schoolColour(name) }} />
                <span className="flex-1 text-sm text-slate-900">{name}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Add ${name}`}
                  disabled={busySchool === name}
                  onClick={() => (expired ? onExpired() : submit({ intent: "add", school: name }))}
                >
                  {busySchool === name ? "Adding…" : "Add"}
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="your-schools-heading" className="mt-6">
          <h3 id="your-schools-heading" className="text-sm font-semibold text-slate-900">
            Your schools
          </h3>
          {schools.length === 0 ? <p className="mt-2 text-sm text-slate-700">No schools yet.</p> : null}
          <ul className="mt-2 flex flex-col gap-1">
            {schools.map((school) => (
              <li key={school.school} className="flex items-center gap-2 text-sm">
                <label className="flex flex-1 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={school.visible}
                    onChange={(event) => submit({ intent: "visibility", school: school.school, visible: String(event.target.checked) })}
                    className="h-4 w-4"
                  />
                  <span className="text-slate-900">{school.school}</span>
                </label>
                <span className="text-xs text-slate-700">{`${school.essayCount} ${school.essayCount === 1 ? "essay" : "essays"}`}</span>
                <Button size="sm" variant="ghost" aria-label={`Delete ${school.school}`} onClick={() => setDeleting(school.school)}>
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete School"
        description={`Delete ${deleting ?? ""} and all its essays? This cannot be undone.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (deleting) submit({ intent: "delete", school: deleting });
              setDeleting(null);
            }}
          >
            Delete School
          </Button>
        </div>
      </Dialog>
    </>
  );
}
