import { Link } from "@remix-run/react";
import { useId } from "react";
import { schoolColour } from "~/catalogue/school-colours";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { policyHeadline } from "~/domain/ai-policy/ai-policy";
import { formatNumber } from "~/domain/platform/numbers";
import { nextStep, UNMEASURED_SHARE, WRITING_SHARE } from "~/domain/schools/school-progress";
import { type NavEssay, type NavSchool, workDue } from "~/domain/schools/workspace";
import { EssayStateBadge } from "./essay-state-badge";
import { schoolDeadlineText } from "./school-deadline-line";
import { NewQuestions } from "./new-questions";
import { NotEssays } from "./not-essays";
import { AiPolicyStatement } from "../ai-policy/ai-policy-statement";
import { SchoolPlan } from "./school-plan";
import { SchoolExportLinks } from "../export/school-export-links";
import { ReadyLink } from "../submissions/ready-link";
import { Button, buttonClasses } from "../ui/button";
import { LazyDetails, WhenVisible } from "../ui/deferred";
import type { AtRiskLetter } from "~/domain/recommenders/letters";
import { SchoolLettersLine } from "../recommenders/school-letters-line";
import { SchoolChecklist } from "../applications/school-checklist";
import type { TestScore } from "../applications/test-scores";
import type { ChecklistEntry } from "~/domain/applications/checklist";
import { type ItemStep, type LetterStep, otherSteps } from "~/domain/applications/next-steps";
import { OtherStep } from "../applications/other-step";

type DashboardProps = {
  firstName?: string;
  schools: NavSchool[];
  onManageSchools: () => void;
  /** Each school's letters, by school name. */
  letters?: Record<string, AtRiskLetter[]>;
  /** Each school's checklist, by school name, and the applicant's test scores. */
  checklists?: { bySchool: Record<string, ChecklistEntry[]>; scores: TestScore[] };
};

type EssayCandidate = NavEssay & { type?: undefined; school: NavSchool; deadline: string | null; planned: boolean };
type Candidate = EssayCandidate | ((LetterStep | ItemStep) & { school: NavSchool });

// The /app home once the applicant has a school: what to do next, then each visible school (in
// the user's order) with its deadline, progress and essays. All from the workspace's one load.
export function SchoolDashboard({ schools, onManageSchools, firstName = "", letters = {}, checklists = NO_CHECKLISTS }: DashboardProps) {
  const visible = schools.filter((school) => school.visible);
  const essays: EssayCandidate[] = visible.flatMap((school) => school.essays.map((essay) => ({ ...essay, school, ...workDue(school) })));
  const others = visible.flatMap((school) =>
    otherSteps(letters[school.school] ?? [], checklists.bySchool[school.school] ?? [], workDue(school)).map((step) => ({ ...step, school })),
  );
  const next = nextStep<Candidate>([...essays, ...others]);
  // The essays the schools ask of the applicant: optional and reapplicant-only questions not begun are not among them.
  const counted = essays.filter((essay) => essay.counts);
  const optional = essays.length - counted.length;
  const done = counted.filter((essay) => essay.state === "final" || essay.state === "submitted").length;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {firstName.trim() ? <p className="text-sm font-medium text-slate-700">{`Welcome back, ${firstName.trim()}`}</p> : null}
          <h1 className="text-2xl font-bold text-slate-900">Your applications</h1>
          <p className="mt-1 text-slate-700">
            {`${plural(visible.length, "school")}, ${plural(counted.length, "essay")} to write, ${done} final or submitted${optional ? `; ${optional} optional not counted` : ""}.`}
          </p>
        </div>
        <Button variant="secondary" onClick={onManageSchools}>
          Manage Schools
        </Button>
      </div>
      <ProgressRule />
      {visible.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-5 text-slate-700">Your schools are all hidden. Show them again from Manage Schools.</p>
      ) : (
        <>
          <NextStepCard next={next} />
          <ul className="mt-8 grid gap-4 lg:grid-cols-2">
            {visible.map((school, index) => (
              <li key={school.school} className="min-w-0">
                <SchoolCard
                  school={school}
                  onScreen={index < CARDS_ON_SCREEN}
                  letters={letters[school.school]}
                  checklist={checklists.bySchool[school.school] ?? []}
                  scores={checklists.scores}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The progress rule in words (keep in step with essayProgress, countedEssays and applicationProgress in app/domain). */
function ProgressRule() {
  return (
    <details className="mt-4 max-w-3xl text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">How progress is counted</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>An essay you mark Final or Submitted is done: 100%.</li>
        <li>
          {`Otherwise it counts how much of the word or character limit you've written, up to ${Math.round(WRITING_SHARE * 100)}%. The last ${Math.round((1 - WRITING_SHARE) * 100)}% is reading it over and marking it Final, so reaching the limit (or going over it) isn't finishing.`}
        </li>
        <li>{`An essay whose limit can't be counted (a video, a minimum length) counts ${Math.round(UNMEASURED_SHARE * 100)}% once you've written in it.`}</li>
        <li>&ldquo;Not started&rdquo; means the essay has none of your own words yet: it counts 0%.</li>
        <li>
          A school&rsquo;s progress is the average of its whole application, each part counting once: the essays it asks for (every required essay, one essay
          for each &ldquo;choose one&rdquo; group, the one furthest along, and optional essays once you start them), each letter (asked counts a third, agreed
          two thirds, submitted all of it) and each item on its checklist (done or not; an item you mark &ldquo;Not needed&rdquo; is left out).
        </li>
      </ul>
    </details>
  );
}

function NextStepCard({ next }: { next: Candidate | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        What to do next
      </h2>
      {next?.type ? (
        <OtherStep step={next} school={next.school.school} reason={reason(next)} />
      ) : next ? (
        <>
          <p className="mt-1 text-sm text-slate-700">{reason(next)}</p>
          <p className="mt-3 break-words font-semibold text-slate-900">{next.essayTitle || "Untitled Essay"}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            <span>{next.school.school}</span>
            <span aria-hidden="true">·</span>
            <EssayStateBadge state={next.state} />
            <span aria-hidden="true">·</span>
            <span>{countText(next)}</span>
          </p>
          <Link
            to={`/app/essays/${next.id}`}
            aria-label={`${verb(next)}: ${next.essayTitle || "Untitled Essay"}, ${next.school.school}`}
            className={`${buttonClasses("primary")} mt-4`}
          >
            {verb(next)}
          </Link>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          Every essay your schools ask for is marked Final or Submitted, and the rest of each checklist is done. Well done.
        </p>
      )}
    </section>
  );
}

// The cards a wide screen shows before scrolling: rendered whole on the server. The others'
// round pickers, policies and offers are rendered as they scroll into view (WhenVisible).
const CARDS_ON_SCREEN = 4;

const NO_CHECKLISTS = { bySchool: {}, scores: [] };

type CardProps = { school: NavSchool; onScreen: boolean; letters?: AtRiskLetter[]; checklist: ChecklistEntry[]; scores: TestScore[] };

function SchoolCard({ school, onScreen, letters, checklist, scores }: CardProps) {
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
      <WhenVisible eager={onScreen} className={school.plan ? "mt-3 h-24 rounded-lg bg-slate-50" : undefined}>
        <SchoolPlan school={school} />
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
            <AiPolicyStatement policy={school.aiPolicy} />
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
function countText(essay: NavEssay): string {
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

function verb(essay: EssayCandidate): string {
  if (essay.state === "not_started") return "Start writing";
  if (essay.max !== null && essay.used >= essay.max) return "Review and finish";
  return "Keep writing";
}

function reason(step: Candidate): string {
  const deadline = step.school.nextDeadline;
  const what =
    step.type === "letter"
      ? step.letter.missing
        ? "it asks for a letter no recommender writes yet"
        : "this letter is not agreed yet"
      : step.type === "item"
        ? "this part of the application is still to do"
        : "this is the least done essay due then";
  if (deadline && step.deadline) {
    const date = `${formatCalendarDate(deadline.date)}${deadline.entered ? ", your date" : ""}`;
    if (deadline.planned) return `${step.school.school}'s ${deadline.round} deadline (${date}) is the nearest you plan by with work left, and ${what}.`;
    return `${step.school.school}'s ${deadline.round} deadline (${date}) is the next date Scout has there (you have not picked a round yet), and ${what}.`;
  }
  return step.type
    ? "No upcoming deadline is known for the work left, so this comes next."
    : "No upcoming deadline is known for the essays left, so this is the one furthest from done.";
}

function plural(count: number, noun: string): string {
  return `${formatNumber(count)} ${noun}${count === 1 ? "" : "s"}`;
}
