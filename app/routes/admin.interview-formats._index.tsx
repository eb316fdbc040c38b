import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { loadInterviewFormats } from "~/services/interviews/interview-formats.server";
import { requireAdmin } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Interview formats · Admin · Scout" }, { name: "robots", content: "noindex" }];

// The mock interview formats and the schools that use each: what applicants practise.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  return loadInterviewFormats(context.app.db);
}

export default function AdminInterviewFormats() {
  const { formats, schools } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="formats-heading">
      <h2 id="formats-heading" className="text-lg font-semibold text-slate-900">
        Interview formats
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        The formats applicants practice in Mock Interviews, with their rubric, questions and sources. An edit applies at once and is recorded in the audit log
        with what it replaced.
      </p>
      <AdminTable headings={["Format", "Kind", "Minutes", "Schools", "Last checked"]}>
        {formats.map((format) => (
          <tr key={format.id} className="border-t border-slate-200">
            <th scope="row" className="px-3 py-2 font-medium">
              <Link to={`/admin/interview-formats/${format.id}`} className="text-brand-700 underline">
                {format.name}
              </Link>
            </th>
            <td className="px-3 py-2 text-slate-800">{format.kind}</td>
            <td className="px-3 py-2 text-slate-800">{format.minutes}</td>
            <td className="px-3 py-2 text-slate-800">
              {schools
                .filter((school) => school.formatId === format.id)
                .map((school) => school.school)
                .join(", ") || "—"}
            </td>
            <td className="px-3 py-2 text-slate-800">{format.checkedOn ?? "Never"}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
