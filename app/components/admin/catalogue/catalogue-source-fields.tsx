import { Button } from "~/components/ui/button";
import { CheckboxField, TextAreaField } from "~/components/ui/field";
import { CATALOGUE_NOTE_MAX, SOURCES_MAX } from "~/domain/catalogue/catalogue-edit";

type Field = { name: string; errors?: string[] };

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
  fields: { sources: Field; note: Field };
  busy: boolean;
}) {
  return (
    <>
      <TextAreaField
        label="Sources"
        name={fields.sources.name}
        defaultValue={sources?.join("\n")}
        error={fields.sources.errors?.[0]}
        hint={`The school's page first; one web address a line, at most ${SOURCES_MAX}.`}
        required
        rows={3}
      />
      <TextAreaField
        label="Note for applicants"
        name={fields.note.name}
        defaultValue={note ?? ""}
        error={fields.note.errors?.[0]}
        maxLength={CATALOGUE_NOTE_MAX}
        rows={2}
      />
      <CheckboxField label="I checked this against the school's own page today" name="verified" />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Saving…" : "Save draft"}
      </Button>
    </>
  );
}
