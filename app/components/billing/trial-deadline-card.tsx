import { Link } from "@remix-run/react";
import { formatCalendarDate, formatDate } from "~/domain/deadlines/dates";
import { ASSUMED_TIME_ZONE } from "~/domain/deadlines/deadlines";
import { trialEndsBeforeDeadline } from "~/domain/billing/trial-deadline";
import type { NavSchool } from "~/domain/schools/workspace";
import { useViewerTimeZone } from "../ui/use-viewer-time-zone";

// On /app while a trial runs: when it ends before the next deadline the applicant plans by, say so,
// with the way to choose the plan it becomes. The end is shown on the viewer's calendar (New York's
// in the first render, before the browser says its zone).
export function TrialDeadlineCard({ trialEndsAt, schools, now = new Date() }: { trialEndsAt: string | null; schools: NavSchool[]; now?: Date }) {
  const zone = useViewerTimeZone() ?? ASSUMED_TIME_ZONE;
  const trialEnd = trialEndsAt ? new Date(trialEndsAt) : null;
  const next = trialEndsBeforeDeadline(trialEnd, schools, now);
  if (!trialEnd || !next) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8">
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800">
        {`Your free trial ends ${formatDate(trialEnd, "date", zone)}, before your ${next.school} ${next.round} deadline (${formatCalendarDate(next.date)}). `}
        <Link to="/plans" className="font-medium text-brand-700 underline underline-offset-2">
          Choose the plan it becomes
        </Link>
      </p>
    </div>
  );
}
