import { Link } from "@remix-run/react";
import { Suspense, useId } from "react";
import { schoolColour } from "~/content/school-colours";
import { policyHeadline } from "~/domain/ai-policy/ai-policy";
import { formatNumber } from "~/domain/platform/numbers";
import type { NavEssay, NavSchool } from "~/domain/schools/workspace";
import { EssayStateBadge } from "./essay-state-badge";
import { schoolDeadlineText } from "./school-deadline-line";
import { NewQuestions } from "./new-questions";
import { NotEssays } from "./not-essays";
import { SchoolExportLinks } from "../export/school-export-links";
import { ReadyLink } from "../submissions/ready-link";
import { LazyDetails, WhenVisible } from "../ui/deferred";
import type { AtRiskLetter } from "~/domain/recommenders/letters";
import { SchoolLettersLine } from "../recommenders/school-letters-line";
import { SchoolChecklist } from "../applications/school-checklist";
import type { TestScore } from "../applications/test-scores";
import type { ChecklistEntry } from "~/domain/applications/checklist";
import { lazyPart } from "../ui/lazy-part";

// One school on the /app home: its deadline, plan, progress, checklist, letters and essays, each
// essay with its count against the limit.

// The round and date forms (and conform, which only they need on this page) are fetched apart:
// the server draws them in the first cards, which take input once their file arrives; the cards
// further down draw them as they come into view, as before.
// A school's AI policy shows only when its line is unfolded: its statement and sources come then.
const AiPolicyStatement = lazyPart(() => import("../ai-policy/ai-policy-statement").then((module) => ({ default: module.AiPolicyStatement })));
const SchoolPlan = lazyPart(() => import("./school-plan").then((module) => ({ default: module.SchoolPlan })));

type CardProps = { school: NavSchool; onScreen: boolean; letters?: AtRiskLetter[]; checklist: ChecklistEntry[]; scores: TestScore[] };

export function SchoolCard({ school, onScreen, letters, checklist, scores }: CardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: schoolColour(school.school, school.colour) }} />
        <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold text-slate-900">
          {school.school}
        </h2>
      </div>
      <p className="mt-1 text-sm text-slate-700">{schoolDeadlineText(school)}</p>
      <ProgressBar label={`${school.school} progress`} value={school.progress} colour={schoolColour(school.school, school.colour)} className="mt-3" />
      <WhenVisible eager={onScreen} className={planSpace(school)}>
        <Suspense fallback={<div className={planSpace(school)} />}>
          <SchoolPlan school={school} />
        </Suspense>
      </WhenVisible>
      <SchoolLettersLine school={school.school} letters={letters} />
      <SchoolChecklist school={school.school} entries={checklist} scores={scores} />
      {school.aiPolicy !== undefined ? (
        <LazyDetails
          className="mt-3"
          summary={
            <summary className="cursor-pointer text-sm font-medium text-brand-700 underline underline-offset-2">{`AI policy: ${policyHeadline(school.aiPolicy)}`}</summary>
          }
        >
          <div className="mt-2">
            <Suspense fallback={<p className="text-sm text-slate-700">Loading the policy…</p>}>
              <AiPolicyStatement policy={school.aiPolicy} />
            </Suspense>
          </div>
        </LazyDetails>
      ) : null}
      {school.essays.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">No essays for this school yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {school.essays.map((essay) => (
            <li key={essay.id} className="py-3">
              <div className="flex items-start gap-2">
                <Link
                  to={`/app/essays/${essay.id}`}
                  className="min-w-0 flex-1 break-words text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  {essay.essayTitle || "Untitled Essay"}
                  {essay.version > 1 ? <span className="ml-1 text-slate-700">{`(v${essay.version})`}</span> : null}
                </Link>
                <EssayStateBadge state={essay.state} className="mt-0.5" />
              </div>
              <p className={`mt-1 text-sm ${essay.max !== null && essay.used > essay.max ? "text-red-800" : "text-slate-700"}`}>{countText(essay)}</p>
              <ProgressBar label={`${essay.essayTitle || "Untitled Essay"} progress`} value={essay.progress} className="mt-1" small />
              {essay.counts ? null : <p className="mt-1 text-xs text-slate-700">{uncountedNote(essay)}</p>}
            </li>
          ))}
        </ul>
      )}
      <WhenVisible eager={onScreen}>
        <ReadyLink school={school.school} />
        {school.essays.length > 0 ? <SchoolExportLinks school={school.school} /> : null}
        <NewQuestions school={school} />
        <NotEssays school={school} />
      </WhenVisible>
    </section>
  );
}

function ProgressBar({
  label,
  value,
  colour,
  className = "",
  small = false,
}: {
  label: string;
  value: number;
  colour?: string;
  className?: string;
  small?: boolean;
}) {
  const height = small ? "h-1" : "h-2";
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={`${height} flex-1 rounded-full bg-slate-200`}
      >
        <div className={`${height} rounded-full ${colour ? "" : "bg-brand-600"}`} style={{ width: `${value}%`, backgroundColor: colour }} />
      </div>
      <span className="w-10 text-right text-xs text-slate-700">{`${value}%`}</span>
    </div>
  );
}

/** "150 / 300 words", "1,200 / 2,000 characters (over the limit)", or the words with the limit as the school states it. */
export function countText(essay: NavEssay): string {
  if (essay.max !== null) {
    const over = essay.used > essay.max ? " (over the limit)" : "";
    return `${formatNumber(essay.used)} / ${formatNumber(essay.max)} ${essay.unit}${over}`;
  }
  const words = plural(essay.used, "word");
  return essay.limit ? `${words} · Limit: ${essay.limit}` : `${words} · No limit stated`;
}

/** Why an essay is left out of its school's progress (countedEssays). */
function uncountedNote(essay: NavEssay): string {
  if (essay.requirement === "choose_one") return "One of a choose-one group: only the option furthest along counts";
  return "Optional: counts toward progress once you start it";
}

export function plural(count: number, noun: string): string {
  return `${formatNumber(count)} ${noun}${count === 1 ? "" : "s"}`;
}

/** The room the plan takes until it is drawn, so that nothing below it jumps. */
const planSpace = (school: NavSchool) => (school.plan ? "mt-3 h-24 rounded-lg bg-slate-50" : undefined);
