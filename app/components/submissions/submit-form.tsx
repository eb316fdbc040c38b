import { getFormProps, useForm } from "@conform-to/react";
import { lastResultOf } from "~/domain/platform/forms";
import { DISCLOSURE_LIMIT } from "~/domain/submissions/submit-rules";
import { Button } from "../ui/button";
import { Field, SelectField, TextAreaField } from "../ui/field";
import { readyPath, useSubmitFetcher } from "./use-submit-action";

// Marking the school submitted: the round and day, and the AI disclosure as it is sent (drafted
// from the disclosure log, the applicant's to edit). What the school receives is copied as it is now.
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
  const fetcher = useSubmitFetcher();
  const [form, fields] = useForm<{ round: string; submittedOn: string; disclosure: string }>({ lastResult: lastResultOf(fetcher) });
  return (
    <fetcher.Form method="post" action={readyPath(school)} className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
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
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          Mark submitted
        </Button>
      </div>
    </fetcher.Form>
  );
}
