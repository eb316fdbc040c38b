import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import { useToastFor } from "~/components/ui/toast";
import { formatEditSchema } from "~/domain/interviews/formats";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { loadInterviewFormat, updateInterviewFormat } from "~/services/interviews/interview-formats.server";
import { notFound } from "~/web/http-errors.server";
import { readForm, refuseForm } from "~/web/intent-action.server";
import { requireAdmin } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.format.name ?? "Interview format"} · Admin · Scout` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const format = await loadInterviewFormat(context.app.db, params.formatId ?? "");
  if (!format) throw notFound();
  return { format };
}

// An audited direct edit (no draft): applicants see it at once, the audit log keeps the format before.
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context, request);
  const submission = readForm(await request.formData(), formatEditSchema);
  if (submission.status !== "success") return refuseForm("Format Not Saved", submission);
  const { db, requestId } = context.app;
  const saved = await updateInterviewFormat(db, { id: admin.id, email: admin.email }, requestId, params.formatId ?? "", submission.value);
  if (!saved.ok) throw notFound();
  return redirectWithToast(context, `/admin/interview-formats/${params.formatId}`, { title: "Format Saved", description: "Applicants see it now." });
}

export default function AdminInterviewFormat() {
  const { format } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer & { toast: Toast }>();
  useToastFor(answer, (reply) => (hasFieldErrors(reply) ? null : reply.toast));
  const [form, fields] = useForm({ lastResult: answer?.result });
  const busy = useNavigation().state !== "idle";
  const lines = (values: string[]) => values.join("\n");
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin/interview-formats" className="text-sm font-medium text-brand-700 underline">
        All interview formats
      </Link>
      <h2 className="text-lg font-semibold text-slate-900">{format.name}</h2>
      <p className="text-sm text-slate-700">{`Kind: ${format.kind} · id ${format.id}`}</p>
      <Form method="post" className="flex max-w-3xl flex-col gap-4" {...getFormProps(form)}>
        <Field label="Name" field={fields.name} defaultValue={format.name} required maxLength={100} />
        <TextAreaField label="What it is like" field={fields.summary} defaultValue={format.summary} required maxLength={2_000} rows={5} />
        <Field label="Length in minutes" field={fields.minutes} defaultValue={String(format.minutes)} type="number" min={1} max={60} required />
        <TextAreaField label="Rubric" field={fields.rubric} defaultValue={lines(format.rubric)} hint="One line per criterion the debrief scores." rows={6} />
        <TextAreaField
          label="Questions"
          field={fields.questions}
          defaultValue={lines(format.questions)}
          hint="One per line: the interviewer draws on them; the video essay's bank."
          rows={10}
        />
        <Field
          label="Preparation seconds"
          field={fields.prepSeconds}
          defaultValue={format.prepSeconds?.toString() ?? ""}
          type="number"
          hint="Video essay and team discussion; empty for none."
        />
        <Field label="Answer seconds" field={fields.answerSeconds} defaultValue={format.answerSeconds?.toString() ?? ""} type="number" />
        <Field label="Attempts per question" field={fields.attempts} defaultValue={format.attempts?.toString() ?? ""} type="number" />
        <TextAreaField label="Sources" field={fields.sources} defaultValue={lines(format.sources)} hint="One https address per line." rows={4} />
        <Field label="Checked on" field={fields.checkedOn} defaultValue={format.checkedOn ?? ""} hint="YYYY-MM-DD (or YYYY-MM)." required />
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? "Saving…" : "Save format"}
        </Button>
      </Form>
    </div>
  );
}
