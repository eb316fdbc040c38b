import type { ReactNode } from "react";
import { getFormProps, useForm } from "@conform-to/react";
import { lastResultOf } from "~/domain/platform/forms";
import { PROFILE_TEXT_LIMIT, languageLevelLabels, languageLevels } from "~/domain/profile/profile";
import { Button } from "../ui/button";
import { Field, SelectField } from "../ui/field";
import { PROFILE_ACTION, useProfileFetcher } from "./use-profile-action";

// The profile's three add forms. An entry is added whole and removed whole: a changed job is
// removed and added again, so no half-edited entry is ever on a school's form.

type Fields = ReturnType<typeof useForm<Record<string, string>>>[1];

function AddForm({ intent, button, children }: { intent: string; button: string; children: (fields: Fields) => ReactNode }) {
  const fetcher = useProfileFetcher();
  const [form, fields] = useForm<Record<string, string>>({ lastResult: lastResultOf(fetcher) });
  return (
    <fetcher.Form method="post" action={PROFILE_ACTION} className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      {children(fields)}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {button}
        </Button>
      </div>
    </fetcher.Form>
  );
}

export function PositionForm() {
  return (
    <AddForm intent="add-position" button="Add job">
      {(f) => {
        return (
          <>
            <Field label="Employer" field={f.employer} required maxLength={PROFILE_TEXT_LIMIT} />
            <Field label="Title" field={f.title} required maxLength={PROFILE_TEXT_LIMIT} />
            <Field label="Started (month)" field={f.startMonth} type="month" required placeholder="2021-09" />
            <Field label="Left (month)" field={f.endMonth} type="month" placeholder="2025-06" hint="Empty for the job you hold now." />
            <Field label="Team size" field={f.teamSize} type="number" min={1} inputMode="numeric" hint="People you led, if any." />
          </>
        );
      }}
    </AddForm>
  );
}

export function EducationForm() {
  return (
    <AddForm intent="add-education" button="Add education">
      {(f) => {
        return (
          <>
            <Field label="School or university" field={f.institution} required maxLength={PROFILE_TEXT_LIMIT} />
            <Field label="Degree" field={f.degree} required maxLength={PROFILE_TEXT_LIMIT} />
            <Field label="Graduated (month)" field={f.endMonth} type="month" required placeholder="2019-06" />
            <Field label="GPA" field={f.gpa} type="number" step="0.01" min={0} inputMode="decimal" />
            <Field
              label="GPA scale"
              field={f.gpaScale}
              type="number"
              step="0.01"
              min={1}
              inputMode="decimal"
              hint="4.0, 10, 20… as your transcript gives it."
            />
          </>
        );
      }}
    </AddForm>
  );
}

export function LanguageForm() {
  return (
    <AddForm intent="add-language" button="Add language">
      {(f) => {
        return (
          <>
            <Field label="Language" field={f.language} required maxLength={PROFILE_TEXT_LIMIT} />
            <SelectField label="Level" field={f.level} defaultValue="fluent">
              {languageLevels.map((level) => (
                <option key={level} value={level}>
                  {languageLevelLabels[level]}
                </option>
              ))}
            </SelectField>
          </>
        );
      }}
    </AddForm>
  );
}
