import { Suspense, memo, useId } from "react";
import { AT_RISK_RULE, schoolAtRisk } from "~/domain/applications/at-risk";
import { type AtRiskLevel, atRiskLabels } from "~/domain/deadlines/risk-levels";
import { ASSUMED_TIME_ZONE, deadlineInstant, timeLeftText } from "~/domain/deadlines/deadlines";
import { schoolDateOffered } from "~/domain/schools/school-plan";
import { atRiskEssaysOf } from "~/domain/schools/workspace";
import type { AtRiskLetter } from "~/domain/recommenders/letters";
import type { AtRiskItem } from "~/domain/applications/checklist-risk";
import type { NavSchool } from "~/domain/schools/workspace";
import { DeadlineTime } from "~/components/deadlines/deadline-time";
import { useViewerTimeZone } from "~/components/ui/use-viewer-time-zone";
import { LazyDetails } from "~/components/ui/deferred";
import { lazyPart } from "~/components/ui/lazy-part";

// The round and date forms (and conform, which nothing else on this page needs) are fetched apart:
// the server draws those shown at first, which take input once their file arrives; a "Change round
// or date" unfolded later draws them when it comes.
const SchoolPlan = lazyPart(() => import("~/components/schools/school-plan").then((module) => ({ default: module.SchoolPlan })));

// Kept from re-rendering with the list (the viewer's zone arrives just after hydration): an update
// to a part the server drew before its file is here would swap it for the loading line.
const PlanForms = memo(function PlanForms({ school }: { school: NavSchool }) {
  return (
    <Suspense fallback={<p className="mt-2 text-sm text-slate-700">Loading the round and date…</p>}>
      <SchoolPlan school={school} />
    </Suspense>
  );
});

const levelClass: Record<AtRiskLevel, string> = {
  "at-risk": "bg-red-100 text-red-900",
  watch: "bg-amber-100 text-amber-900",
  "on-track": "bg-emerald-100 text-emerald-900",
  done: "bg-emerald-100 text-emerald-900",
  past: "bg-slate-200 text-slate-900",
  "no-date": "bg-slate-200 text-slate-900",
};

// Every school by the deadline of its chosen round (soonest first, those passed last), days left
// and the at-risk signal, then the schools that cannot be placed yet, saying what is missing. Days
// are counted on the viewer's calendar (New York's in the first render, before the browser says
// its zone).
type ListProps = { schools: NavSchool[]; now: string; letters?: Record<string, AtRiskLetter[]>; checklists?: Record<string, AtRiskItem[]> };

export function DeadlinesList({ schools, now, letters = {}, checklists = {} }: ListProps) {
  const zone = useViewerTimeZone() ?? ASSUMED_TIME_ZONE;
  const ruleId = useId();
  const at = new Date(now);
  const planned = schools
    .flatMap((school) => (school.plan?.chosen ? [{ school, chosen: school.plan.chosen, instant: deadlineInstant(school.plan.chosen.deadline) }] : []))
    // Deadlines ahead first, soonest first; those that have passed after them.
    .sort((a, b) => Number(a.chosen.passed) - Number(b.chosen.passed) || a.instant.getTime() - b.instant.getTime());
  const unplaced = schools.filter((school) => !school.plan?.chosen);
  return (
    <>
      <details className="mt-4 max-w-3xl text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">How &ldquo;at risk&rdquo; is decided</summary>
        <p id={ruleId} className="mt-2">
          {AT_RISK_RULE}
        </p>
      </details>
      {schools.length === 0 ? <p className="mt-6 text-slate-700">Add a school to plan by its deadlines.</p> : null}
      {planned.length > 0 ? (
        <ol className="mt-6 space-y-4" aria-label="Schools by deadline">
          {planned.map(({ school, chosen, instant }) => {
            const risk = schoolAtRisk({
              deadline: instant,
              now: at,
              timeZone: zone,
              essays: atRiskEssaysOf(school.essays),
              letters: letters[school.school],
              items: checklists[school.school],
            });
            return (
              <li key={school.school} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold text-slate-900">{`${school.school} · ${chosen.round}`}</h2>
                  <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${levelClass[risk.level]}`}>{atRiskLabels[risk.level]}</span>
                </div>
                <p className="mt-1 text-sm text-slate-800">
                  <DeadlineTime deadline={chosen.deadline} note={chosen.source === "entered" ? "your date" : undefined} />
                  <span className="font-medium">{` · ${timeLeftText(instant, at, zone)}`}</span>
                </p>
                <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                  {risk.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                {/* Open when Scout has since got the school's date, so the applicant sees the choice to take it. */}
                <LazyDetails
                  open={school.plan && schoolDateOffered(school.plan) ? true : undefined}
                  className="mt-3 text-sm"
                  summary={<summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">Change round or date</summary>}
                >
                  <PlanForms school={school} />
                </LazyDetails>
              </li>
            );
          })}
        </ol>
      ) : null}
      {unplaced.length > 0 ? (
        <section className="mt-8">
          <h2 className="text-lg font-semibold text-slate-900">Not placed yet</h2>
          <ul className="mt-3 space-y-4">
            {unplaced.map((school) => (
              <li key={school.school} className="rounded-xl border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{school.school}</h3>
                <p className="mt-1 text-sm text-slate-700">
                  {school.plan?.missing === "date"
                    ? `Scout doesn't have the ${school.plan.round} date: enter it below from the school's own page.`
                    : "No round chosen: pick the round you're applying in."}
                </p>
                <PlanForms school={school} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
