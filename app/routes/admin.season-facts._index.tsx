import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
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
      {/* A list of schools, not a table: each school's gaps read as sentences at 390 px too. */}
      <ul className="grid gap-3 lg:grid-cols-2">
        {schools.map((school) => (
          <li key={school.schoolId}>
            <section aria-labelledby={`season-${school.schoolId}`} className="h-full rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id={`season-${school.schoolId}`} className="font-semibold text-slate-900">
                  {school.school}
                </h3>
                <Link to={`/admin/season-facts/${school.schoolId}`} className="text-brand-700 underline">
                  Edit
                  <span className="sr-only">{` ${school.school}'s season facts`}</span>
                </Link>
              </div>
              <p className="mt-1 text-slate-700">{`${school.facts} ${school.facts === 1 ? "fact" : "facts"} held`}</p>
              {school.gaps.length ? (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                  {school.gaps.map((gap) => (
                    <li key={`${gap.subject}-${gap.kind}`}>{`${subjectLabels[gap.subject]}: ${gapText(gap)}`}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-slate-800">{`Every fact is the school's own, for ${school.cycle}.`}</p>
              )}
            </section>
          </li>
        ))}
      </ul>
    </section>
  );
}
