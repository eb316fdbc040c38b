import { useFetcher } from "@remix-run/react";
import { useMemo, useRef, useState } from "react";
import type { SchoolActionData } from "~/domain/platform/toast";
import type { NavSchool } from "~/domain/schools/workspace";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SchoolPicker } from "./school-picker";
import { useToastFor } from "../ui/toast";

type ManageSchoolsDialogProps = { open: boolean; onClose: () => void; schools: NavSchool[]; expired: boolean; onExpired: () => void };

// Manage Schools: the applicant's schools first, with a visibility checkbox, their essay count and
// Delete (after a confirmation); then the catalogue's other schools to add (school-picker.tsx).
export function ManageSchoolsDialog({ open, onClose, schools, expired, onExpired }: ManageSchoolsDialogProps) {
  const fetcher = useFetcher<SchoolActionData>();
  const [deleting, setDeleting] = useState<string | null>(null);
  useToastFor(fetcher.data, (result) => (result.expired ? onExpired() : result.toast));
  // Keyboard-first: the picker's search box has the focus when the dialog opens.
  const searchRef = useRef<HTMLInputElement>(null);
  const added = useMemo(() => new Set(schools.map((school) => school.school)), [schools]);
  const busySchool = fetcher.state !== "idle" ? fetcher.formData?.get("school") : null;
  const submit = (fields: Record<string, string>) => fetcher.submit(fields, { method: "post", action: "/app/schools" });
  return (
    <>
      <Dialog open={open && deleting === null} onClose={onClose} title="Manage Schools" initialFocus={searchRef}>
        <section aria-labelledby="your-schools-heading">
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
                  {school.noLongerOffered ? <span className="text-xs text-slate-700">(no longer offered)</span> : null}
                </label>
                <span className="text-xs text-slate-700">{`${school.essayCount} ${school.essayCount === 1 ? "essay" : "essays"}`}</span>
                <Button size="sm" variant="ghost" aria-label={`Delete ${school.school}`} onClick={() => setDeleting(school.school)}>
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="add-school-heading" className="mt-6">
          <h3 id="add-school-heading" className="text-sm font-semibold text-slate-900">
            Add a school
          </h3>
          <div className="mt-2">
            <SchoolPicker
              added={added}
              busySchool={typeof busySchool === "string" ? busySchool : null}
              onAdd={(name) => (expired ? onExpired() : submit({ intent: "add", school: name }))}
              searchRef={searchRef}
            />
          </div>
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
