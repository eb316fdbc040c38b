import { getFormProps } from "@conform-to/react";
import { useCatalogueForm } from "./use-catalogue-form";
import { Field, SelectField } from "~/components/ui/field";
import { CatalogueSourceFields } from "./catalogue-source-fields";
import { type DeadlineFields, ROUND_NAME_MAX } from "~/domain/catalogue/catalogue-edit";
import { ASSUMED_TIME_ZONE, deadlineTimeZones } from "~/domain/deadlines/deadlines";

// An operator's edit of one round (or a new one), saved as a draft. A round without a date is a
// round the school has not dated yet this cycle; last cycle's date is only ever shown as "last year".
export function CatalogueDeadlineForm({ cycle, id, deadline }: { cycle: string; id: string | null; deadline: DeadlineFields | null }) {
  const { fetcher, form, fields, busy } = useCatalogueForm<Record<string, string>>();
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-col gap-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="deadline-draft" />
      <input type="hidden" name="cycle" value={cycle} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Round"
          defaultValue={deadline?.round}
          field={fields.round!}
          hint="As the school names it: R1, Round 2, Deferred…"
          required
          maxLength={ROUND_NAME_MAX}
        />
        <Field
          label="Intake"
          defaultValue={deadline?.intake ?? ""}
          field={fields.intake!}
          hint="Only where the school has several: “January 2028 intake”. Applicants pick the intake and the round."
          maxLength={ROUND_NAME_MAX}
        />
        <Field
          label={`Date in ${cycle}`}
          type="date"
          defaultValue={deadline?.date ?? ""}
          field={fields.date!}
          hint="Empty while the school has not published it."
        />
        <Field
          label="Time at the school"
          type="time"
          defaultValue={deadline?.time ?? ""}
          field={fields.time!}
          hint="Empty when the school gives no time (end of day is assumed)."
        />
        <SelectField label="The school's time zone" defaultValue={deadline?.timeZone ?? ASSUMED_TIME_ZONE} field={fields.timeZone!}>
          {deadlineTimeZones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.label}
            </option>
          ))}
        </SelectField>
        <Field
          label="Last cycle's date"
          type="date"
          defaultValue={deadline?.previousCycleDate ?? ""}
          field={fields.previousCycleDate!}
          hint="Shown to applicants only as “last year: …” (or “last known: …” when older), never as a deadline."
        />
      </div>
      <CatalogueSourceFields sources={deadline?.sources} note={deadline?.note} fields={{ sources: fields.sources!, note: fields.note! }} busy={busy} />
    </fetcher.Form>
  );
}
