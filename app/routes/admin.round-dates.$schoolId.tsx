import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RoundDatesEditor } from "~/components/admin/round-dates-editor";
import { SchoolFactsPage } from "~/components/admin/school-facts-page";
import { useToastFor } from "~/components/ui/toast";
import { type RoundDatesAction, roundDatesActionSchema } from "~/domain/catalogue/round-dates-schema";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { addRoundDate, loadRoundDates, removeRoundDate } from "~/services/admin/round-dates.server";
import { loadAdminSchool, requireAdminEdit } from "~/web/admin-edit.server";
import { notFound } from "~/web/http-errors.server";
import { refuseForm, runIntent } from "~/web/intent-action.server";
import { redirectWithToast } from "~/web/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.school.name ?? "School"} · Interview and decision dates · Admin · Scout` },
  { name: "robots", content: "noindex" },
];

export async function loader(args: LoaderFunctionArgs) {
  return { school: await loadAdminSchool(args, loadRoundDates) };
}

// Audited direct edits: applicants' standing pages and dashboards read a date at once.
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { actor, db, requestId } = await requireAdminEdit(context, request);
  const schoolId = params.schoolId ?? "";
  const page = `/admin/round-dates/${schoolId}`;
  return runIntent<RoundDatesAction, Response | ReturnType<typeof refuseForm>>(
    request,
    roundDatesActionSchema,
    {
      add: async ({ intent: _intent, ...edit }) => {
        const saved = await addRoundDate(db, actor, requestId, schoolId, {
          ...edit,
          approx: edit.approx ?? null,
          pageDate: edit.pageDate ?? null,
          note: edit.note ?? null,
        });
        if (!saved.ok) throw notFound();
        return redirectWithToast(context, page, { title: "Date Added", description: `${saved.school}, ${edit.cycle}, ${edit.round}. Applicants see it now.` });
      },
      remove: async ({ id }) => {
        const removed = await removeRoundDate(db, actor, requestId, schoolId, id);
        if (!removed.ok) throw notFound();
        return redirectWithToast(context, page, { title: "Date Removed", description: `${removed.school}: applicants no longer read it.` });
      },
    },
    (submission) => refuseForm("Not Saved", submission),
  );
}

export default function AdminRoundDates() {
  const { school } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer & { toast: Toast }>();
  useToastFor(answer, (reply) => (hasFieldErrors(reply) ? null : reply.toast));
  return (
    <SchoolFactsPage
      back={{ to: "/admin/sources", label: "Sources of every school" }}
      heading={`${school.name}: interview and decision dates (applicants are in ${school.cycle})`}
    >
      <p className="max-w-3xl text-sm text-slate-700">
        Applicants read a date as this year&apos;s only when its cycle is the school&apos;s current one; an older cycle&apos;s is shown as that year&apos;s, and
        with none they read &ldquo;Scout does not have this year&apos;s date&rdquo; and the school&apos;s page.
      </p>
      <RoundDatesEditor school={school} answer={answer} />
    </SchoolFactsPage>
  );
}
