import { getFormProps } from "@conform-to/react";
import { useCatalogueForm } from "./use-catalogue-form";
import { AdminCard } from "~/components/admin/admin-table";
import { Button } from "~/components/ui/button";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";
import { CYCLE_NOTE_MAX, SOURCE_URL_MAX } from "~/domain/catalogue/catalogue-edit";

// Which cycle applicants plan by for this school, and what is known of it in words. Moving a
// school to a new cycle is for when its questions and rounds for that cycle are published.
export function SchoolCycleForm({
  cycle,
  cycleNote,
  deadlinesUrl,
  cycles,
}: {
  cycle: string;
  cycleNote: string | null;
  deadlinesUrl: string | null;
  cycles: string[];
}) {
  const { fetcher, form, fields } = useCatalogueForm<{ cycle: string; cycleNote: string; deadlinesUrl: string }>();
  return (
    <AdminCard id="school-cycle-heading" title="What applicants see">
      <fetcher.Form method="post" className="mt-3 flex flex-col gap-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="school-cycle" />
        <SelectField label="Cycle applicants plan by" defaultValue={cycle} field={fields.cycle} className="max-w-xs">
          {cycles.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="What is known of this cycle"
          defaultValue={cycleNote ?? ""}
          field={fields.cycleNote}
          hint="Shown to applicants with the school, e.g. “Rounds confirmed; essays not yet published”."
          maxLength={CYCLE_NOTE_MAX}
          rows={2}
        />
        <Field
          label="The school's own deadlines page"
          type="url"
          defaultValue={deadlinesUrl ?? ""}
          field={fields.deadlinesUrl}
          hint="Linked wherever an applicant is asked to enter a date Scout does not have, and preferred as a question's source."
          maxLength={SOURCE_URL_MAX}
        />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"} className="self-start">
          {fetcher.state !== "idle" ? "Saving…" : "Save"}
        </Button>
      </fetcher.Form>
    </AdminCard>
  );
}
