import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { lastResultOf } from "~/domain/platform/forms";
import type { SubmitActionData } from "~/domain/submissions/page-data";
import { DISCLOSURE_LIMIT } from "~/domain/submissions/submit-rules";
import { Button } from "../ui/button";
import { Field, SelectField, TextAreaField } from "../ui/field";
import { readyPath } from "./use-submit-action";

// Marking the school submitted: the round and day, and the AI disclosure as it is sent (drafted
// from the disclosure log, the applicant's to edit). What the school receives is copied as it is now.
// Its file comes after the page's first ones (it carries the form library), so the form posts as a
// page, not through a fetcher: sent before its script arrives, the browser posts it itself and the
// page comes back with the action's answer, as it does once the script is there (its toast is
// shown by the page: useSubmitAnswer).
export function SubmitForm({
  school,
  rounds,
  round,
  today,
  disclosureDraft,
}: {
  school: string;
  rounds: string[];
  round: string | null;
  today: string;
  disclosureDraft: string;
}) {
  const navigation = useNavigation();
  const answer = useActionData<SubmitActionData>();
  const [form, fields] = useForm<{ round: string; submittedOn: string; disclosure: string }>({
    lastResult: lastResultOf({ state: navigation.state, data: answer }),
  });
  return (
    <Form method="post" action={readyPath(school)} className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="submit" />
      <SelectField label="Round" field={fields.round} defaultValue={round ?? ""} required>
        <option value="" disabled>
          Pick the round
        </option>
        {rounds.map((entry) => (
          <option key={entry} value={entry}>
            {entry}
          </option>
        ))}
      </SelectField>
      <Field label="Day you submitted" field={fields.submittedOn} type="date" defaultValue={today} required />
      <div className="sm:col-span-2">
        <TextAreaField
          label="AI disclosure, as you send it"
          field={fields.disclosure}
          defaultValue={disclosureDraft}
          rows={5}
          maxLength={DISCLOSURE_LIMIT}
          hint="Drafted from Scout's log of the help it gave you. Edit it to say what you did; it is kept with what you sent."
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={navigation.state === "submitting"}>
          Mark submitted
        </Button>
      </div>
    </Form>
  );
}
