import { getFormProps } from "@conform-to/react";
import { useCatalogueForm } from "./use-catalogue-form";
import { Field, SelectField } from "~/components/ui/field";
import { CatalogueSourceFields } from "./catalogue-source-fields";
import { type DeadlineFields, ROUND_NAME_MAX } from "~/domain/catalogue/catalogue-edit";
import { ASSUMED_TIME_ZONE } from "~/domain/deadlines/deadlines";
import { TimeZoneOptions } from "~/components/deadlines/time-zone-options";

// An operator's edit of one round (or a new one), saved as a draft. A round without a date is a
// round Scout has no date for yet this cycle; last cycle's date is only ever shown as "last year".
// The zone starts at the school's own, where it is, not New York's.
export function CatalogueDeadlineForm({
  cycle,
  id,
  deadline,
  schoolTimeZone,
}: {
  cycle: string;
  id: string | null;
  deadline: DeadlineFields | null;
  schoolTimeZone: string | null;
}) {
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
          hint="Empty until you have the school's date for this cycle (applicants read that Scout doesn't have it)."
        />
        <Field
          label="Time at the school"
          type="time"
          defaultValue={deadline?.time ?? ""}
          field={fields.time!}
          hint="Empty when the school gives no time (noon at the school is assumed, and applicants are told so)."
        />
        <SelectField label="The school's time zone" defaultValue={deadline?.timeZone ?? schoolTimeZone ?? ASSUMED_TIME_ZONE} field={fields.timeZone!}>
          <TimeZoneOptions />
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
