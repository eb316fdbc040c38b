import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SeasonFactsEditor } from "~/components/admin/season-facts-editor";
import { SchoolFactsPage } from "~/components/admin/school-facts-page";
import { useToastFor } from "~/components/ui/toast";
import { type SeasonFactAction, seasonFactActionSchema } from "~/domain/offers/season-fact-schema";
import { topicLabels } from "~/domain/offers/offer-types";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { addSeasonFact, loadSeasonFacts, removeSeasonFact } from "~/services/admin/season-facts.server";
import { loadAdminSchool, requireAdminEdit } from "~/web/admin-edit.server";
import { notFound } from "~/web/http-errors.server";
import { refuseField, refuseForm, runIntent } from "~/web/intent-action.server";
import { redirectWithToast } from "~/web/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.school.name ?? "School"} · Season facts · Admin · Scout` },
  { name: "robots", content: "noindex" },
];

export async function loader(args: LoaderFunctionArgs) {
  return { school: await loadAdminSchool(args, loadSeasonFacts) };
}

// Audited direct edits: applicants' waitlist and offers pages, and the waitlist reminders, read a fact at once.
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { actor, db, requestId } = await requireAdminEdit(context, request);
  const schoolId = params.schoolId ?? "";
  const page = `/admin/season-facts/${schoolId}`;
  return runIntent<SeasonFactAction, Response | ReturnType<typeof refuseForm>>(
    request,
    seasonFactActionSchema,
    {
      add: async ({ fact }) => {
        const saved = await addSeasonFact(db, actor, requestId, schoolId, fact);
        if (!saved.ok && saved.reason === "not_found") throw notFound();
        if (!saved.ok)
          return refuseField(
            "Not Saved",
            "sourceUrl",
            `This page is not on the school's own domains (${saved.domains.join(", ")}): pick a third party's and name it.`,
          );
        return redirectWithToast(context, page, {
          title: "Fact Added",
          description: `${saved.school}, ${topicLabels[fact.topic]}, ${fact.cycle}. Applicants see it now.`,
        });
      },
      remove: async ({ id }) => {
        const removed = await removeSeasonFact(db, actor, requestId, schoolId, id);
        if (!removed.ok) throw notFound();
        return redirectWithToast(context, page, { title: "Fact Removed", description: `${removed.school}: applicants no longer read it.` });
      },
    },
    (submission) => refuseForm("Not Saved", submission),
  );
}

export default function AdminSeasonFacts() {
  const { school } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer & { toast: Toast }>();
  useToastFor(answer, (reply) => (hasFieldErrors(reply) ? null : reply.toast));
  return (
    <SchoolFactsPage
      back={{ to: "/admin/season-facts", label: "Season facts of every school" }}
      heading={`${school.name}: waitlist, deposits, cost and awards (applicants are in ${school.cycle})`}
    >
      <p className="max-w-3xl text-sm text-slate-700">
        Applicants read each fact with its owner and cycle: one of an older cycle is shown as that year&apos;s and &ldquo;it may have changed&rdquo;. A waitlist
        fact with a cadence makes Scout e-mail waitlisted applicants at it; without one, Scout sends no waitlist reminders and says so.
      </p>
      <SeasonFactsEditor school={school} answer={answer} />
    </SchoolFactsPage>
  );
}
