import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { shortCycle } from "~/domain/catalogue/catalogue";
import { catalogueOverview } from "~/services/admin/admin-catalogue.server";
import { requireAdmin } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "School catalogue · Admin · Scout" }, { name: "robots", content: "noindex" }];

// Every school of the catalogue with what applicants see of its cycle and what is waiting.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  return { schools: await catalogueOverview(context.app.db) };
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
      <AdminTable headings={["School", "Cycle applicants see", "Questions", "Rounds dated", "Drafts waiting", "Last checked"]}>
        {schools.map((school) => (
          <tr key={school.id} className="border-t border-slate-200">
            <th scope="row" className="px-3 py-2 font-medium">
              <Link to={`/admin/catalogue/${school.id}`} className="text-brand-700 underline">
                {school.name}
              </Link>
            </th>
            <td className="px-3 py-2 text-slate-800">{shortCycle(school.cycle)}</td>
            <td className="px-3 py-2 text-slate-800">{school.essays}</td>
            <td className="px-3 py-2 text-slate-800">{`${school.dated} of ${school.rounds}`}</td>
            <td className="px-3 py-2 text-slate-800">{school.drafts || "—"}</td>
            <td className="px-3 py-2 text-slate-800">{school.lastVerified ?? "Never"}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
