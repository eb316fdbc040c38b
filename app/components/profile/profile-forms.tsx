import { type ReactNode, useEffect, useRef } from "react";
import { getFormProps, useForm } from "@conform-to/react";
import { hasFieldErrors, lastResultOf } from "~/domain/platform/forms";
import { type Education, PROFILE_TEXT_LIMIT, type Position, type SpokenLanguage, languageLevelLabels, languageLevels } from "~/domain/profile/profile";
import { Button } from "../ui/button";
import { Field, SelectField } from "../ui/field";
import { PROFILE_ACTION, useProfileFetcher } from "./use-profile-action";

// The profile's forms: each adds an entry, or, given one, edits it in place (the same fields and
// the same rules on the server). An edit is saved whole, so no half-edited entry reaches a form.

type Fields = ReturnType<typeof useForm<Record<string, string>>>[1];
/** Editing an entry: its id, and what to do once it is saved or the edit is cancelled. */
type Editing<E> = { entry: E; done: () => void; label: string };

function EntryForm<E extends { id: string }>(props: { kind: string; button: string; editing?: Editing<E>; children: (fields: Fields) => ReactNode }) {
  const { kind, button, editing, children } = props;
  const fetcher = useProfileFetcher();
  const [form, fields] = useForm<Record<string, string>>({ id: editing ? `edit-${editing.entry.id}` : `add-${kind}`, lastResult: lastResultOf(fetcher) });
  const ref = useRef<HTMLFormElement>(null);
  // Opened to edit: the keyboard lands in its first field; saved: it closes.
  const editingId = editing?.entry.id;
  useEffect(() => {
    if (editingId) ref.current?.querySelector<HTMLElement>("input:not([type=hidden]), select")?.focus();
  }, [editingId]);
  const saved = fetcher.state === "idle" && fetcher.data !== undefined && !hasFieldErrors(fetcher.data);
  useEffect(() => {
    if (saved) editing?.done();
  }, [saved, editing]);
  return (
    <fetcher.Form ref={ref} method="post" action={PROFILE_ACTION} className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={`${editing ? "edit" : "add"}-${kind}`} />
      {editing ? <input type="hidden" name="id" value={editing.entry.id} /> : null}
      {children(fields)}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {editing ? "Save changes" : button}
        </Button>
        {editing ? (
          <Button type="button" variant="secondary" onClick={editing.done} aria-label={`Cancel editing ${editing.label}`}>
            Cancel
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function PositionForm({ editing }: { editing?: Editing<Position> }) {
  const was = editing?.entry;
  return (
    <EntryForm kind="position" button="Add job" editing={editing}>
      {(f) => {
        return (
          <>
            <Field label="Employer" field={f.employer} defaultValue={was?.employer} required maxLength={PROFILE_TEXT_LIMIT} />
            <Field label="Title" field={f.title} defaultValue={was?.title} required maxLength={PROFILE_TEXT_LIMIT} />
            <Field label="Started (month)" field={f.startMonth} defaultValue={was?.startMonth} type="month" required placeholder="2021-09" />
            <Field
              label="Left (month)"
              field={f.endMonth}
              defaultValue={text(was?.endMonth)}
              type="month"
              placeholder="2025-06"
              hint="Empty for the job you hold now."
            />
            <Field
              label="Team size"
              field={f.teamSize}
              defaultValue={text(was?.teamSize)}
              type="number"
              min={1}
              inputMode="numeric"
              hint="People you led, if any."
            />
          </>
        );
      }}
    </EntryForm>
  );
}

export function EducationForm({ editing }: { editing?: Editing<Education> }) {
  const was = editing?.entry;
  return (
    <EntryForm kind="education" button="Add education" editing={editing}>
      {(f) => {
        return (
          <>
            <Field label="School or university" field={f.institution} defaultValue={was?.institution} required maxLength={PROFILE_TEXT_LIMIT} />
            <Field label="Degree" field={f.degree} defaultValue={was?.degree} required maxLength={PROFILE_TEXT_LIMIT} />
            <Field label="Graduated (month)" field={f.endMonth} defaultValue={was?.endMonth} type="month" required placeholder="2019-06" />
            <Field label="GPA" field={f.gpa} defaultValue={text(was?.gpa)} type="number" step="0.01" min={0} inputMode="decimal" />
            <Field
              defaultValue={text(was?.gpaScale)}
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
    </EntryForm>
  );
}

export function LanguageForm({ editing }: { editing?: Editing<SpokenLanguage> }) {
  const was = editing?.entry;
  return (
    <EntryForm kind="language" button="Add language" editing={editing}>
      {(f) => {
        return (
          <>
            <Field label="Language" field={f.language} defaultValue={was?.language} required maxLength={PROFILE_TEXT_LIMIT} />
            <SelectField label="Level" field={f.level} defaultValue={was?.level ?? "fluent"}>
              {languageLevels.map((level) => (
                <option key={level} value={level}>
                  {languageLevelLabels[level]}
                </option>
              ))}
            </SelectField>
          </>
        );
      }}
    </EntryForm>
  );
}
