import { getFormProps } from "@conform-to/react";
import { useCatalogueForm } from "./use-catalogue-form";
import { CheckboxField, Field, SelectField, TextAreaField } from "~/components/ui/field";
import { CatalogueSourceFields } from "./catalogue-source-fields";
import { ESSAY_LIMIT_MAX, ESSAY_PROMPT_MAX, ESSAY_TITLE_MAX } from "~/domain/catalogue/catalogue-edit";
import { type EssayFields, audienceChoiceLabels, essayKindLabels, questionPlaceLabels } from "~/domain/catalogue/catalogue-edit";

// An operator's edit of one question (or a new one), saved as a draft beside what applicants see.
// Each form posts through its own fetcher, so its problems show by its own fields only.
export function CatalogueEssayForm({ cycle, id, essay }: { cycle: string; id: string | null; essay: EssayFields | null }) {
  const { fetcher, form, fields, busy } = useCatalogueForm<Record<string, string>>();
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-col gap-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="essay-draft" />
      <input type="hidden" name="cycle" value={cycle} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Field
        label="Title"
        defaultValue={essay?.title}
        field={fields.title!}
        hint="The same title keeps applicants' essays on this question; a new title makes it a new question, offered to them as a new essay."
        required
        maxLength={ESSAY_TITLE_MAX}
      />
      <TextAreaField
        label="Question, as the school words it"
        defaultValue={essay?.prompt}
        field={fields.prompt!}
        required
        maxLength={ESSAY_PROMPT_MAX}
        rows={6}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Limit"
          defaultValue={essay?.limit ?? ""}
          field={fields.limit!}
          hint="As the school says it: “500 words”, “60 seconds (video)”. Empty when not stated."
          maxLength={ESSAY_LIMIT_MAX}
        />
        <SelectField label="Kind of answer" defaultValue={essay?.kind ?? "essay"} field={fields.kind!}>
          {Object.entries(essayKindLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Where the school asks it" defaultValue={essay?.askedIn ?? "essays"} field={fields.askedIn!}>
          {Object.entries(questionPlaceLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Who answers it" defaultValue={essay?.audience ?? "everyone"} field={fields.audience!}>
          {Object.entries(audienceChoiceLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <Field
          label="Choose-one group"
          defaultValue={essay?.chooseOneGroup ?? ""}
          field={fields.chooseOneGroup!}
          hint="The same short name on each option when applicants answer one of several."
          maxLength={60}
        />
      </div>
      <div className="flex flex-col gap-2">
        <CheckboxField label="Required" name="required" defaultChecked={essay?.required ?? true} />
        <CheckboxField label="The limit is strict (the form stops there)" name="hardLimit" defaultChecked={essay?.hardLimit ?? false} />
        <CheckboxField
          label={`Wording confirmed for ${cycle}`}
          name="wordingConfirmed"
          defaultChecked={essay ? !essay.unconfirmed : false}
          hint="Leave unticked while this is an earlier cycle's wording: applicants are told so."
        />
      </div>
      <CatalogueSourceFields sources={essay?.sources} note={essay?.note} fields={{ sources: fields.sources!, note: fields.note! }} busy={busy} />
    </fetcher.Form>
  );
}
