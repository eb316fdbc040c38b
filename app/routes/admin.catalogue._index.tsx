import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminCard, AdminTable } from "~/components/admin/admin-table";
import { SchoolProfileForm } from "~/components/admin/catalogue/school-profile-form";
import { shortCycle } from "~/domain/catalogue/catalogue";
import type { CatalogueAnswer } from "~/domain/catalogue/catalogue-edit";
import { type NewSchoolInput, newSchoolSchema } from "~/domain/catalogue/school-profile";
import { catalogueOverview } from "~/services/admin/admin-catalogue.server";
import { createSchool } from "~/services/admin/catalogue-schools.server";
import { changedSourcesBySchool } from "~/services/admin/source-changes.server";
import { refuse, refuseForm, runIntent } from "~/web/intent-action.server";
import { requireAdmin } from "~/web/session.server";

const schoolStatusLabel = { draft: "Draft (applicants do not see it)", published: "Published", retired: "Retired (no longer offered)" } as const;

export const meta: MetaFunction = () => [{ title: "School catalogue · Admin · Scout" }, { name: "robots", content: "noindex" }];

// Every school of the catalogue with what applicants see of its cycle and what is waiting.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const [schools, changed] = await Promise.all([catalogueOverview(context.app.db), changedSourcesBySchool(context.app.db)]);
  return { schools: schools.map((school) => ({ ...school, sourcesChanged: changed[school.id] ?? 0 })) };
}

// A new school is a draft (catalogue-schools.server.ts): its page is where its questions and rounds go.
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context, request);
  const deps = { db: context.app.db, actor: { id: admin.id, email: admin.email }, requestId: context.app.requestId, now: new Date() };
  return runIntent<NewSchoolInput, ReturnType<typeof data<CatalogueAnswer>> | ReturnType<typeof refuse>>(
    request,
    newSchoolSchema,
    {
      "school-new": async (input) => {
        const outcome = await createSchool(deps, input);
        return outcome.ok
          ? data<CatalogueAnswer>({ toast: { title: "School added", description: outcome.message } })
          : refuse("Not added", outcome.message, outcome.status);
      },
    },
    (submission) => refuseForm("Not added", submission),
  );
}

export default function AdminCatalogue() {
  const { schools } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading" className="text-lg font-semibold text-slate-900">
        School catalogue
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        What applicants see of each school: its questions and round deadlines for the cycle shown. Edits are drafts until published; applicants see a published
        change at once. Mark an item checked when you have compared it with the school&apos;s own page.
      </p>
      <AdminTable headings={["School", "Status", "Cycle applicants see", "Questions", "Rounds dated", "Drafts waiting", "Last checked", "Sources changed"]}>
        {schools.map((school) => (
          <tr key={school.id} className="border-t border-slate-200">
            <th scope="row" className="px-3 py-2 font-medium">
              <Link to={`/admin/catalogue/${school.id}`} className="text-brand-700 underline">
                {school.name}
              </Link>
            </th>
            <td className="px-3 py-2 text-slate-800">{schoolStatusLabel[school.status]}</td>
            <td className="px-3 py-2 text-slate-800">{shortCycle(school.cycle)}</td>
            <td className="px-3 py-2 text-slate-800">{school.essays}</td>
            <td className="px-3 py-2 text-slate-800">{`${school.dated} of ${school.rounds}`}</td>
            <td className="px-3 py-2 text-slate-800">{school.drafts || "—"}</td>
            <td className="px-3 py-2 text-slate-800">{school.lastVerified ?? "Never"}</td>
            <td className="px-3 py-2 text-slate-800">{school.sourcesChanged ? `${school.sourcesChanged} changed` : "—"}</td>
          </tr>
        ))}
      </AdminTable>
      <div className="mt-8">
        <AdminCard id="new-school-heading" title="Add a school">
          <p className="mt-1 text-sm text-slate-700">
            A new school is a draft no applicant sees. Give its questions and rounds on its page, then publish it: applicants find it in Manage Schools at once.
          </p>
          <SchoolProfileForm school={null} isNew />
        </AdminCard>
      </div>
    </section>
  );
}
