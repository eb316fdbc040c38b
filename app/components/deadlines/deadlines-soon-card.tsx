import { Link } from "@remix-run/react";
import { useId } from "react";
import { WATCH_DAYS } from "~/domain/applications/at-risk";
import { ASSUMED_TIME_ZONE, daysLeft, deadlineInstant } from "~/domain/deadlines/deadlines";
import type { NavSchool } from "~/domain/schools/workspace";
import { useViewerTimeZone } from "../ui/use-viewer-time-zone";
import { buttonClasses } from "../ui/button";

// The first card on /app when a chosen deadline is 30 days away or less: how many, and the way to
// the deadlines view. Nothing when none is that close.
export function DeadlinesSoonCard({ schools, now = new Date() }: { schools: NavSchool[]; now?: Date }) {
  const zone = useViewerTimeZone() ?? ASSUMED_TIME_ZONE;
  const headingId = useId();
  const soon = schools.flatMap((school) => {
    const chosen = school.plan?.chosen;
    if (!chosen) return [];
    const instant = deadlineInstant(chosen.deadline);
    const days = daysLeft(instant, now, zone);
    return instant.getTime() > now.getTime() && days <= WATCH_DAYS ? [{ school: school.school, round: chosen.round, days }] : [];
  });
  if (soon.length === 0) return null;
  soon.sort((a, b) => a.days - b.days);
  const first = soon[0]!;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8">
      <section aria-labelledby={headingId} className="rounded-xl border border-amber-300 bg-amber-50 p-5">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {soon.length === 1 ? "A deadline within 30 days" : `${soon.length} deadlines within 30 days`}
        </h2>
        <p className="mt-1 text-sm text-slate-800">
          {`Next: ${first.school} ${first.round}, ${first.days <= 0 ? "due today" : `${first.days} day${first.days === 1 ? "" : "s"} left`}.`}
        </p>
        <Link to="/app/deadlines" className={`${buttonClasses("primary")} mt-3`}>
          See deadlines and what is at risk
        </Link>
      </section>
    </div>
  );
}
