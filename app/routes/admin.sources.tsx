import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import type { SchoolSourceReport } from "~/domain/catalogue/source-report";
import { readSourceReport } from "~/services/admin/school-sources.server";
import { requireAdmin } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Sources · Admin · Scout" }, { name: "robots", content: "noindex" }];

// Which facts applicants read cite no page of the school's own, per school: what to fix first.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  return { schools: await readSourceReport(context.app.db) };
}

export default function AdminSources() {
  const { schools } = useLoaderData<typeof loader>();
  const lacking = schools.reduce((sum, school) => sum + school.lacking.length, 0);
  const facts = schools.reduce((sum, school) => sum + school.facts, 0);
  return (
    <section aria-labelledby="sources-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="sources-heading" className="text-lg font-semibold text-slate-900">
          Facts without a school source
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          {`${lacking} of the ${facts} facts applicants read cite no page of the school's own. Applicants see each as "a third party's reading" with its site and age. `}
          A source counts as the school&apos;s when it is on one of the school&apos;s own web domains (set on the school&apos;s catalogue page). Replace the
          source with the school&apos;s own page on the page that edits the fact.
        </p>
      </div>
      <AdminTable headings={["School", "Its own domains", "Facts", "Without a school source", "Missing this cycle"]}>
        {schools.map((school) => (
          <tr key={school.schoolId} className="border-t border-slate-200">
            <th scope="row" className="px-3 py-2 font-medium">
              <a href={`#sources-${school.schoolId}`} className="text-brand-700 underline">
                {school.school}
              </a>
            </th>
            <td className="px-3 py-2 text-slate-800">{school.ownDomains.join(", ") || "None set"}</td>
            <td className="px-3 py-2 text-slate-800">{school.facts}</td>
            <td className="px-3 py-2 text-slate-800">{school.lacking.length}</td>
            <td className="px-3 py-2 text-slate-800">{school.missing.length}</td>
          </tr>
        ))}
      </AdminTable>
      {schools.map((school) => (
        <SchoolFacts key={school.schoolId} school={school} />
      ))}
    </section>
  );
}

function SchoolFacts({ school }: { school: SchoolSourceReport }) {
  const headingId = `sources-${school.schoolId}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {`${school.school}: ${school.lacking.length} without a school source`}
      </h3>
      {school.ownDomains.length === 0 ? (
        <p className="mt-1 text-sm text-amber-800">
          No domains of its own are set, so every source reads as a third party&apos;s.{" "}
          <Link to={`/admin/catalogue/${school.schoolId}`} className="underline">
            Set them
          </Link>
          .
        </p>
      ) : null}
      {school.missing.length ? (
        <p className="mt-1 text-sm text-slate-800">
          {`Missing (applicants read "Scout does not have this year's date"): ${school.missing.join("; ")}. `}
          <Link to={`/admin/round-dates/${school.schoolId}`} className="text-brand-700 underline">
            Add the dates
            <span className="sr-only">{` for ${school.school}`}</span>
          </Link>
        </p>
      ) : null}
      {school.lacking.length ? (
        <AdminTable headings={["Fact", "Read on", "Age", "Fix"]}>
          {school.lacking.map((fact, index) => (
            <tr key={`${fact.area}-${fact.label}-${index}`} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">{`${fact.area}: ${fact.label}`}</th>
              <td className="px-3 py-2 text-slate-800">{fact.sites.join(", ") || "No source"}</td>
              <td className="px-3 py-2 text-slate-800">{fact.age ?? "Undated"}</td>
              <td className="px-3 py-2">
                <Link to={fact.editPath} className="text-brand-700 underline">
                  Edit
                  <span className="sr-only">{` ${fact.area}: ${fact.label} (${school.school})`}</span>
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Every fact cites the school&apos;s own page.</p>
      )}
    </section>
  );
}
