import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { applicationItemKinds, applicationItemLabels } from "~/domain/applications/checklist-items";
import { listApplicationItems } from "~/services/admin/application-items.server";
import { requireAdmin } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Application items · Admin · Scout" }, { name: "robots", content: "noindex" }];

// What each school asks besides essays and letters: the applicants' checklists.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  return { schools: await listApplicationItems(context.app.db) };
}

const answer = (asks: boolean | null | undefined) => (asks === undefined ? "—" : asks === null ? "not verified" : asks ? "yes" : "no");

export default function AdminApplicationItems() {
  const { schools } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="items-heading">
      <h2 id="items-heading" className="text-lg font-semibold text-slate-900">
        Application items
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Whether each school asks a test score, transcripts, the form, a fee, a video essay and an interview, with the source it was read on. Applicants see
        &ldquo;not verified&rdquo; where nothing is recorded. An edit applies at once and is recorded in the audit log with what it replaced.
      </p>
      <AdminTable headings={["School", ...applicationItemKinds.map((kind) => applicationItemLabels[kind])]}>
        {schools.map((school) => (
          <tr key={school.id} className="border-t border-slate-200">
            <th scope="row" className="px-3 py-2 font-medium">
              <Link to={`/admin/application-items/${school.id}`} className="text-brand-700 underline">
                {school.name}
              </Link>
            </th>
            {applicationItemKinds.map((kind) => (
              <td key={kind} className="px-3 py-2 text-slate-800">
                {answer(school.items.find((item) => item.kind === kind)?.asks)}
              </td>
            ))}
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
