import { getFormProps, useForm } from "@conform-to/react";
import { useActionData, useFetcher } from "@remix-run/react";
import type { Toast } from "~/domain/platform/toast";
import { type FormAnswer, hasFieldErrors, lastResultOf } from "~/domain/platform/forms";
import { READER_LIMITS, readerRoleLabels, readerRoles, readerScaleKeys, readerScaleQuestions } from "~/domain/readers/reader-rules";
import { Button } from "../ui/button";
import { CheckboxField, Field, SelectField, TextAreaField } from "../ui/field";
import { useToastFor } from "../ui/toast";

type InviteAnswer = FormAnswer & { toast?: Toast; link?: string };

// Inviting a reader: who they are to the applicant, what to look for, by when, and the short
// scale they are asked to answer. The link is shown once (only its hash is kept).
export function InviteReaderForm() {
  const fetcher = useFetcher<InviteAnswer>();
  // Sent before the page's script has loaded (or without it), the form posts the page itself, and
  // the answer comes back as the page's action data: the link, shown once, must show then too.
  const posted = useActionData<InviteAnswer>();
  const answer = fetcher.data ?? posted;
  useToastFor(answer, (reply) => (hasFieldErrors(reply) ? null : reply.toast));
  const [form, fields] = useForm<{ readerName: string; readerEmail: string; role: string; lookFor: string; dueOn: string }>({
    lastResult: lastResultOf({ state: fetcher.state, data: answer }),
  });
  return (
    <section aria-labelledby="invite-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        Invite a reader
      </h2>
      <fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="invite" />
        <Field label="Reader's name" field={fields.readerName} required maxLength={READER_LIMITS.name} autoComplete="off" />
        <Field
          label="Their e-mail (optional)"
          field={fields.readerEmail}
          type="email"
          maxLength={READER_LIMITS.email}
          autoComplete="off"
          hint="Scout e-mails them the link, and uses the address for nothing else. No other reader sees it."
        />
        <SelectField label="Who they are to you" field={fields.role} defaultValue="friend">
          {readerRoles.map((role) => (
            <option key={role} value={role}>
              {readerRoleLabels[role]}
            </option>
          ))}
        </SelectField>
        <Field label="Due by (optional)" field={fields.dueOn} type="date" />
        <TextAreaField
          className="sm:col-span-2"
          label="What to look for (optional)"
          field={fields.lookFor}
          rows={3}
          maxLength={READER_LIMITS.lookFor}
          placeholder="Does the opening hold you? Is the why-now clear?"
        />
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Ask them to answer, from 1 to 5</legend>
          <div className="flex flex-col gap-1">
            {readerScaleKeys.map((key) => (
              <CheckboxField key={key} name="scale" value={key} label={readerScaleQuestions[key]} defaultChecked />
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Making a link…" : "Make the reader's link"}
          </Button>
        </div>
      </fetcher.Form>
      {answer?.link ? (
        <p className="mt-3 text-sm text-slate-800">
          <label htmlFor="reader-link" className="block font-medium">
            Their link (shown once: copy it now)
          </label>
          <input id="reader-link" readOnly value={answer.link} className="mt-1 block w-full rounded-md border border-slate-300 p-2 font-mono text-xs" />
        </p>
      ) : null}
    </section>
  );
}
