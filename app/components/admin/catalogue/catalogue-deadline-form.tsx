import { getFormProps } from "@conform-to/react";
import { useCatalogueForm } from "./use-catalogue-form";
import { SelectField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
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
        <Input
          label="Round"
          name={fields.round!.name}
          defaultValue={deadline?.round}
          error={fields.round!.errors?.[0]}
          hint="As the school names it: R1, Round 2, Deferred…"
          required
          maxLength={ROUND_NAME_MAX}
        />
        <Input
          label={`Date in ${cycle}`}
          name={fields.date!.name}
          type="date"
          defaultValue={deadline?.date ?? ""}
          error={fields.date!.errors?.[0]}
          hint="Empty while the school has not published it."
        />
        <Input
          label="Time at the school"
          name={fields.time!.name}
          type="time"
          defaultValue={deadline?.time ?? ""}
          error={fields.time!.errors?.[0]}
          hint="Empty when the school gives no time (end of day is assumed)."
        />
        <SelectField
          label="The school's time zone"
          name={fields.timeZone!.name}
          defaultValue={deadline?.timeZone ?? ASSUMED_TIME_ZONE}
          error={fields.timeZone!.errors?.[0]}
        >
          {deadlineTimeZones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.label}
            </option>
          ))}
        </SelectField>
        <Input
          label="Last cycle's date"
          name={fields.previousCycleDate!.name}
          type="date"
          defaultValue={deadline?.previousCycleDate ?? ""}
          error={fields.previousCycleDate!.errors?.[0]}
          hint="Shown to applicants only as “last year: …”."
        />
      </div>
      <CatalogueSourceFields sources={deadline?.sources} note={deadline?.note} fields={{ sources: fields.sources!, note: fields.note! }} busy={busy} />
    </fetcher.Form>
  );
}
