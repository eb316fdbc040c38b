import { getFormProps, useForm } from "@conform-to/react";
import { lastResultOf } from "~/domain/platform/forms";
import { EMAIL_LIMIT, NAME_LIMIT, RELATIONSHIPS, type Relationship, relationshipLabels } from "~/domain/recommenders/letters";
import { Button } from "../ui/button";
import { CheckboxField, Field, SelectField } from "../ui/field";
import { RECOMMENDERS_ACTION, useRecommendersFetcher } from "./use-recommenders-action";

type Existing = { id: string; name: string; email: string; relationship: Relationship; nudgeOptIn: boolean };

// Adding a recommender, or editing one (with the opt-in to nudge them by e-mail). The e-mail is
// checked by the action and shown to the applicant only.
export function RecommenderForm({ existing }: { existing?: Existing }) {
  const fetcher = useRecommendersFetcher();
  const [form, fields] = useForm<{ name: string; email: string; relationship: string }>({
    lastResult: lastResultOf(fetcher),
  });
  const label = existing ? `for ${existing.name}` : "of the new recommender";
  return (
    <fetcher.Form method="post" action={RECOMMENDERS_ACTION} className="grid gap-3 sm:grid-cols-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={existing ? "update" : "add"} />
      {existing ? <input type="hidden" name="recommenderId" value={existing.id} /> : null}
      <Field label="Name" field={fields.name} defaultValue={existing?.name} required maxLength={NAME_LIMIT} autoComplete="off" aria-label={`Name ${label}`} />
      <Field
        label="E-mail"
        field={fields.email}
        type="email"
        defaultValue={existing?.email}
        required
        maxLength={EMAIL_LIMIT}
        autoComplete="off"
        aria-label={`E-mail ${label}`}
      />
      <SelectField
        label="How they know you"
        field={fields.relationship}
        defaultValue={existing?.relationship ?? "supervisor"}
        aria-label={`How they know you, ${label}`}
      >
        {RELATIONSHIPS.map((relationship) => (
          <option key={relationship} value={relationship}>
            {relationshipLabels[relationship]}
          </option>
        ))}
      </SelectField>
      {existing ? (
        <div className="sm:col-span-3">
          <CheckboxField
            name="nudge"
            label="E-mail them a polite reminder before a letter is due"
            hint="At most one a week, only while a letter is not submitted, and only to the address you asked them at: after changing it, save a letter as Asked again. Off unless you tick it."
            defaultChecked={existing.nudgeOptIn}
          />
        </div>
      ) : null}
      <div className="sm:col-span-3">
        <Button type="submit" variant={existing ? "secondary" : "primary"} disabled={fetcher.state !== "idle"}>
          {existing ? "Save recommender" : "Add recommender"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
