import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { gapText, subjectLabels } from "~/domain/offers/season-fact-report";
import { readSeasonFactReport } from "~/services/admin/season-facts.server";
import { requireAdmin } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Season facts · Admin · Scout" }, { name: "robots", content: "noindex" }];

// What to fill in first: per school, each season fact applicants read that is missing, rests only
// on third parties, or only on an older cycle.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  return { schools: await readSeasonFactReport(context.app.db) };
}

export default function AdminSeasonFactsIndex() {
  const { schools } = useLoaderData<typeof loader>();
  const gaps = schools.reduce((sum, school) => sum + school.gaps.length, 0);
  return (
    <section aria-labelledby="season-facts-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="season-facts-heading" className="text-lg font-semibold text-slate-900">
          Season facts: what is missing, third-party or old
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          {`${gaps} gaps across ${schools.length} schools. Applicants read these on their waitlist and offers pages: each fact with its owner and cycle, and "Scout does not have this" where there is none. Without a waitlist update cadence, Scout sends waitlisted applicants no reminders.`}
        </p>
      </div>
      <AdminTable headings={["School", "Facts", "What to fill in", "Edit"]}>
        {schools.map((school) => (
          <tr key={school.schoolId} className="border-t border-slate-200 align-top">
            <th scope="row" className="px-3 py-2 font-medium text-slate-900">
              {school.school}
            </th>
            <td className="px-3 py-2">{school.facts}</td>
            <td className="px-3 py-2">
              {school.gaps.length ? (
                <ul className="list-disc space-y-1 pl-5">
                  {school.gaps.map((gap) => (
                    <li key={`${gap.subject}-${gap.kind}`}>{`${subjectLabels[gap.subject]}: ${gapText(gap)}`}</li>
                  ))}
                </ul>
              ) : (
                `Every fact is the school's own, for ${school.cycle}.`
              )}
            </td>
            <td className="px-3 py-2">
              <Link to={`/admin/season-facts/${school.schoolId}`} className="text-brand-700 underline">
                Edit
                <span className="sr-only">{` ${school.school}'s season facts`}</span>
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
