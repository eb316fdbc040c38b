import { getFormProps } from "@conform-to/react";
import { useCatalogueForm } from "./use-catalogue-form";
import { CheckboxField, SelectField, TextAreaField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { CatalogueSourceFields } from "./catalogue-source-fields";
import { ESSAY_LIMIT_MAX, ESSAY_PROMPT_MAX, ESSAY_TITLE_MAX } from "~/domain/catalogue/catalogue-edit";
import { type EssayFields, essayKindLabels } from "~/domain/catalogue/catalogue-edit";

// An operator's edit of one question (or a new one), saved as a draft beside what applicants see.
// Each form posts through its own fetcher, so its problems show by its own fields only.
export function CatalogueEssayForm({ cycle, id, essay }: { cycle: string; id: string | null; essay: EssayFields | null }) {
  const { fetcher, form, fields, busy } = useCatalogueForm<Record<string, string>>();
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-col gap-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="essay-draft" />
      <input type="hidden" name="cycle" value={cycle} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Input
        label="Title"
        name={fields.title!.name}
        defaultValue={essay?.title}
        error={fields.title!.errors?.[0]}
        hint="The same title keeps applicants' essays on this question; a new title makes it a new question, offered to them as a new essay."
        required
        maxLength={ESSAY_TITLE_MAX}
      />
      <TextAreaField
        label="Question, as the school words it"
        name={fields.prompt!.name}
        defaultValue={essay?.prompt}
        error={fields.prompt!.errors?.[0]}
        required
        maxLength={ESSAY_PROMPT_MAX}
        rows={6}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Limit"
          name={fields.limit!.name}
          defaultValue={essay?.limit ?? ""}
          error={fields.limit!.errors?.[0]}
          hint="As the school says it: “500 words”, “60 seconds (video)”. Empty when not stated."
          maxLength={ESSAY_LIMIT_MAX}
        />
        <SelectField label="Kind of answer" name={fields.kind!.name} defaultValue={essay?.kind ?? "essay"} error={fields.kind!.errors?.[0]}>
          {Object.entries(essayKindLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <Input
          label="Choose-one group"
          name={fields.chooseOneGroup!.name}
          defaultValue={essay?.chooseOneGroup ?? ""}
          error={fields.chooseOneGroup!.errors?.[0]}
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
