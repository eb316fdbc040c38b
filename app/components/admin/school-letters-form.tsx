import { getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { FormAnswer } from "~/domain/platform/forms";
import type { LetterRequirements } from "~/domain/recommenders/requirements";
import { Button } from "../ui/button";
import { Field, SelectField, TextAreaField } from "../ui/field";

const gmacValue = (letters: LetterRequirements | null) =>
  !letters || letters.usesGmacCommonLor === null ? "unknown" : letters.usesGmacCommonLor ? "yes" : "no";

// What a school asks of recommenders, kept by operators beside its checklist items: the
// recommenders page and the dashboard read it (the number of letters counts in progress).
export function SchoolLettersForm({ school, letters, answer }: { school: string; letters: LetterRequirements | null; answer: FormAnswer | undefined }) {
  const mine = answer?.result?.initialValue?.intent === "save-letters";
  const [form, fields] = useForm({ id: "school-letters", lastResult: mine ? answer?.result : undefined });
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="school-letters-heading" className="max-w-3xl rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="school-letters-heading" className="font-semibold text-slate-900">
        Recommendation letters
      </h3>
      <p className="text-xs text-slate-700">{letters ? `${school}, cycle ${letters.cycle}` : "Nothing recorded: applicants read “not found”."}</p>
      <Form method="post" className="mt-3 flex flex-col gap-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="save-letters" />
        <Field
          label="Number of letters"
          field={fields.letters}
          defaultValue={letters?.letters?.toString() ?? ""}
          type="number"
          min={0}
          max={5}
          hint="Empty when not found."
        />
        <Field label="About the number" field={fields.lettersNote} defaultValue={letters?.lettersNote ?? ""} maxLength={300} />
        <TextAreaField
          label="Questions recommenders answer"
          field={fields.questions}
          defaultValue={letters?.questions.join("\n") ?? ""}
          hint="One per line."
          rows={5}
        />
        <Field label="Cycle of the questions" field={fields.questionsCycle} defaultValue={letters?.questionsCycle ?? ""} maxLength={20} />
        <SelectField label="Uses the GMAC common letter of recommendation?" field={fields.usesGmacCommonLor} defaultValue={gmacValue(letters)}>
          <option value="yes">Yes</option>
          <option value="no">No</option>
          <option value="unknown">Not known</option>
        </SelectField>
        <TextAreaField label="Sources" field={fields.sources} defaultValue={letters?.sources.join("\n") ?? ""} hint="One https address per line." rows={3} />
        <TextAreaField label="Note for operators" field={fields.note} defaultValue={letters?.note ?? ""} maxLength={1_000} rows={3} />
        <Button type="submit" disabled={busy} className="self-start" aria-label="Save recommendation letters">
          Save
        </Button>
      </Form>
    </section>
  );
}
