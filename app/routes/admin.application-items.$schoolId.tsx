import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field, SelectField, TextAreaField } from "~/components/ui/field";
import { useToastFor } from "~/components/ui/toast";
import { type ApplicationItemKind, applicationItemKinds, applicationItemLabels } from "~/domain/applications/checklist-items";
import { admissionsTests, englishTests, scoreTestLabels } from "~/domain/applications/test-scores";
import { type SchoolItemsAction, schoolItemsActionSchema } from "~/domain/applications/checklist-schema";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { SchoolLettersForm } from "~/components/admin/school-letters-form";
import { type AdminItemFact, loadSchoolItems, loadSchoolLetters, saveApplicationItem, saveSchoolLetters } from "~/services/admin/application-items.server";
import { loadAdminSchool, requireAdminEdit } from "~/web/admin-edit.server";
import { notFound } from "~/web/http-errors.server";
import { refuseForm, runIntent } from "~/web/intent-action.server";
import { redirectWithToast } from "~/web/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.school.name ?? "School"} · Application items · Admin · Scout` },
  { name: "robots", content: "noindex" },
];

export async function loader(args: LoaderFunctionArgs) {
  const school = await loadAdminSchool(args, loadSchoolItems);
  return { school, letters: await loadSchoolLetters(args.context.app.db, school.name) };
}

// Audited direct edits (no draft): applicants' checklists and recommenders pages show them at
// once; an item is checked on today.
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { actor, db, requestId } = await requireAdminEdit(context, request);
  const schoolId = params.schoolId ?? "";
  const page = `/admin/application-items/${schoolId}`;
  return runIntent<SchoolItemsAction, Response | ReturnType<typeof refuseForm>>(
    request,
    schoolItemsActionSchema,
    {
      save: async ({ intent: _intent, kind, ...fact }) => {
        const checkedOn = new Date().toISOString().slice(0, 10);
        const saved = await saveApplicationItem(db, actor, requestId, schoolId, kind, { ...fact, checkedOn });
        if (!saved.ok) throw notFound();
        return redirectWithToast(context, page, {
          title: "Item Saved",
          description: `${saved.school}: ${applicationItemLabels[kind]}. Applicants see it now.`,
        });
      },
      "save-letters": async ({ intent: _intent, ...letters }) => {
        const saved = await saveSchoolLetters(db, actor, requestId, schoolId, letters);
        if (!saved.ok) throw notFound();
        return redirectWithToast(context, page, {
          title: "Letters Saved",
          description: `${saved.school}: what recommenders are asked. Applicants see it now.`,
        });
      },
    },
    (submission) => refuseForm("Not Saved", submission),
  );
}

export default function AdminSchoolItems() {
  const { school, letters } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer & { toast: Toast }>();
  useToastFor(answer, (reply) => (hasFieldErrors(reply) ? null : reply.toast));
  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin/application-items" className="text-sm font-medium text-brand-700 underline">
        All schools
      </Link>
      <h2 className="text-lg font-semibold text-slate-900">{`${school.name}: application items (${school.cycle})`}</h2>
      {applicationItemKinds.map((kind) => (
        <ItemForm key={kind} kind={kind} fact={school.items.find((item) => item.kind === kind) ?? null} answer={answer} />
      ))}
      <SchoolLettersForm school={school.name} letters={letters} answer={answer} />
    </div>
  );
}

const asksValue = (fact: AdminItemFact | null) => (!fact || fact.asks === null ? "unknown" : fact.asks ? "yes" : "no");

function ItemForm({ kind, fact, answer }: { kind: ApplicationItemKind; fact: AdminItemFact | null; answer: (FormAnswer & { toast: Toast }) | undefined }) {
  const mine = answer?.result?.initialValue?.intent === "save" && answer.result.initialValue.kind === kind;
  const [form, fields] = useForm({ id: `item-${kind}`, lastResult: mine ? answer.result : undefined });
  const busy = useNavigation().state !== "idle";
  const headingId = `item-${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className="max-w-3xl rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {applicationItemLabels[kind]}
      </h3>
      <p className="text-xs text-slate-700">{fact?.checkedOn ? `Checked on ${fact.checkedOn}` : "Nothing recorded: applicants read “not verified”."}</p>
      <Form method="post" className="mt-3 flex flex-col gap-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="kind" value={kind} />
        <SelectField label="Does the school ask it?" field={fields.asks} defaultValue={asksValue(fact)}>
          <option value="yes">Yes (sourced)</option>
          <option value="no">No (sourced)</option>
          <option value="unknown">Not verified</option>
        </SelectField>
        <Field
          label="What applicants read"
          field={fields.detail}
          defaultValue={fact?.detail ?? ""}
          maxLength={300}
          hint="Short: which tests, the amount, when."
        />
        <AcceptedTests kind={kind} fact={fact} />
        <Field label="Source" field={fields.source} defaultValue={fact?.source ?? ""} maxLength={500} hint="The page it was read on (https://…)." />
        <Field label="Cycle" field={fields.cycle} defaultValue={fact?.cycle ?? ""} maxLength={20} hint="The cycle the source is from, e.g. 2026-2027." />
        <TextAreaField label="Note for operators" field={fields.note} defaultValue={fact?.note ?? ""} maxLength={1_000} rows={3} />
        <Button type="submit" disabled={busy} className="self-start" aria-label={`Save ${applicationItemLabels[kind]}`}>
          Save
        </Button>
      </Form>
    </section>
  );
}

/** The tests the source lists as accepted: for the test score and the English test only (the boxes send only known tests). */
function AcceptedTests({ kind, fact }: { kind: ApplicationItemKind; fact: AdminItemFact | null }) {
  if (kind !== "test" && kind !== "english") return null;
  const tests = kind === "english" ? englishTests : admissionsTests;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">Tests the source lists as accepted</legend>
      <p className="mb-1 text-sm text-slate-700">Tick only what the source names: applicants with another test are told to check the school&apos;s page.</p>
      <div className="flex flex-wrap gap-4">
        {tests.map((test) => (
          <CheckboxField
            key={test}
            label={scoreTestLabels[test]}
            name="acceptedTests"
            value={test}
            defaultChecked={fact?.acceptedTests?.includes(test) ?? false}
          />
        ))}
      </div>
    </fieldset>
  );
}
