import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AdminTable } from "~/components/admin/admin-table";
import { RemoveRowButton } from "~/components/admin/school-facts-page";
import { Button } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import { useToastFor } from "~/components/ui/toast";
import { type SchoolInterviewFormat, formatActionSchema } from "~/domain/interviews/formats";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { loadInterviewFormat, mapSchool, schoolsOfFormat, unmapSchool, updateInterviewFormat } from "~/services/interviews/interview-formats.server";
import { requireAdminEdit } from "~/web/admin-edit.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseForm, runIntent } from "~/web/intent-action.server";
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
  return { format, schools: await schoolsOfFormat(context.app.db, format.id) };
}

// Audited direct edits (no draft): applicants see them at once, the audit log keeps what was there.
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { actor, db, requestId } = await requireAdminEdit(context, request);
  const formatId = params.formatId ?? "";
  const page = `/admin/interview-formats/${formatId}`;
  return runIntent<z.infer<typeof formatActionSchema>, Response | ReturnType<typeof refuse>>(
    request,
    formatActionSchema,
    {
      save: async ({ intent: _intent, ...edit }) => {
        if (!(await updateInterviewFormat(db, actor, requestId, formatId, edit)).ok) throw notFound();
        return redirectWithToast(context, page, { title: "Format Saved", description: "Applicants see it now." });
      },
      "map-school": async (mapping) => {
        if (!(await mapSchool(db, actor, requestId, formatId, mapping)).ok) throw notFound();
        return redirectWithToast(context, page, { title: "School Mapped", description: `${mapping.school} now shows this format.` });
      },
      "unmap-school": async ({ school }) => {
        if (!(await unmapSchool(db, actor, requestId, formatId, school)).ok) return refuse("Not Removed", `${school} does not use this format.`, 404);
        return redirectWithToast(context, page, { title: "School Removed", description: `${school} no longer shows this format.` });
      },
    },
    (submission) => refuseForm("Not Saved", submission),
  );
}

export default function AdminInterviewFormat() {
  const { format, schools } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer & { toast: Toast }>();
  useToastFor(answer, (reply) => (hasFieldErrors(reply) ? null : reply.toast));
  const [form, fields] = useForm({ id: "format", lastResult: answer?.result?.initialValue?.intent === "save" ? answer.result : undefined });
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
        <input type="hidden" name="intent" value="save" />
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
      <SchoolsOfFormat schools={schools} answer={answer} />
    </div>
  );
}

// The schools that use this format: removed one by one, added (or their note replaced) below.
function SchoolsOfFormat({ schools, answer }: { schools: SchoolInterviewFormat[]; answer: FormAnswer | undefined }) {
  const [form, fields] = useForm({ id: "map-school", lastResult: answer?.result?.initialValue?.intent === "map-school" ? answer.result : undefined });
  return (
    <section aria-labelledby="format-schools-heading" className="flex max-w-3xl flex-col gap-3">
      <h3 id="format-schools-heading" className="text-base font-semibold text-slate-900">
        Schools using this format
      </h3>
      <AdminTable headings={["School", "Note", "Checked", ""]} empty={schools.length ? null : "No school uses this format yet."}>
        {schools.map((school) => (
          <tr key={school.school} className="border-t border-slate-200">
            <th scope="row" className="px-3 py-2 font-medium">
              {school.school}
            </th>
            <td className="px-3 py-2 text-slate-800">{school.note || "—"}</td>
            <td className="px-3 py-2 text-slate-800">{school.checkedOn ?? "—"}</td>
            <td className="px-3 py-2">
              <RemoveRowButton intent="unmap-school" name="school" value={school.school} label={`Remove ${school.school}`} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="map-school" />
        <Field label="School" field={fields.school} hint="As applicants add it, e.g. Booth." required maxLength={100} />
        <Field label="Note" field={fields.note} maxLength={500} />
        <TextAreaField label="School sources" field={fields.sources} hint="One https address per line." rows={2} required />
        <Field label="School checked on" field={fields.checkedOn} hint="YYYY-MM-DD (or YYYY-MM)." required />
        <Button type="submit" className="self-start">
          Map school
        </Button>
      </Form>
    </section>
  );
}
