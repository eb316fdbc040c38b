import { Button } from "~/components/ui/button";
import { CheckboxField, type FieldMeta, TextAreaField } from "~/components/ui/field";
import { CATALOGUE_NOTE_MAX, SOURCES_MAX } from "~/domain/catalogue/catalogue-edit";

// The end of every catalogue edit form: where it comes from, a note for applicants, whether it
// was checked against the school's page today, and Save draft.
export function CatalogueSourceFields({
  sources,
  note,
  fields,
  busy,
}: {
  sources: string[] | undefined;
  note: string | null | undefined;
  fields: { sources: FieldMeta; note: FieldMeta };
  busy: boolean;
}) {
  return (
    <>
      <TextAreaField
        label="Sources"
        defaultValue={sources?.join("\n")}
        field={fields.sources}
        hint={`The school's page first; one web address a line, at most ${SOURCES_MAX}.`}
        required
        rows={3}
      />
      <TextAreaField label="Note for applicants" defaultValue={note ?? ""} field={fields.note} maxLength={CATALOGUE_NOTE_MAX} rows={2} />
      <CheckboxField label="I checked this against the school's own page today" name="verified" />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Saving…" : "Save draft"}
      </Button>
    </>
  );
}
