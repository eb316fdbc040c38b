import { Fragment } from "react";
import { Link } from "@remix-run/react";
import { formatCalendarDate, formatDate } from "~/domain/deadlines/dates";
import type { StandingPage as PageData, ReapplyView, StandingStep } from "~/domain/standing/page-data";
import { shortCycle } from "~/domain/catalogue/catalogue";
import { formatLabels, stageLabels } from "~/domain/standing/steps";
import { Button } from "../ui/button";
import { ReaderTime } from "../ui/reader-time";
import { RoundDates } from "./round-dates";
import { Preparation } from "./preparation";
import { AfterDecision } from "./after-decision";
import { ReapplyPanel } from "./reapply-panel";
import { DecisionForm, InterviewedForm, InviteForm } from "./step-forms";
import { DebriefForm, ReflectionForm } from "./interview-notes";
import { standingPath, useStandingFetcher } from "./use-standing-action";
import { Panel } from "../ui/panel";

// /app/standing/:school: where one application stands after Submitted, every step with its day,
// and the forms for the steps the rules allow next.
export function StandingPage({ data, reapply, today, aiReady }: { data: PageData; reapply: ReapplyView | null; today: string; aiReady: boolean }) {
  const latest = data.steps.at(-1);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="break-words text-2xl font-bold text-slate-900">{`Where it stands: ${data.school}`}</h1>
      {data.submitted ? (
        <p className="mt-2 text-slate-800" role="status">
          <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">{stageLabels[data.stage]}</span>
        </p>
      ) : null}
      <Panel title="Steps">
        {data.submitted ? (
          <ol className="space-y-3">
            <li className="text-slate-800">
              <strong>Submitted</strong> {`${formatCalendarDate(data.submitted.submittedOn)}, ${data.submitted.round} (${data.submitted.cycle})`}
            </li>
            {data.steps.map((step) => (
              <StepLine key={step.id} step={step} />
            ))}
          </ol>
        ) : (
          <p className="text-slate-800">
            {`Mark ${data.school} submitted first: interviews and decisions follow the day you sent it. `}
            <Link to={`/app/submit/${encodeURIComponent(data.school)}`} className="text-brand-700 underline">
              Ready to submit
            </Link>
          </p>
        )}
        <AfterDecision school={data.school} decision={data.steps.findLast((step) => step.kind === "decision")?.decision ?? null} />
        {latest ? <RemoveLatest school={data.school} step={latest} /> : null}
      </Panel>
      {reapply ? (
        <Panel title={`Reapply next cycle (${shortCycle(reapply.cycle)})`}>
          <ReapplyPanel school={data.school} view={reapply} />
        </Panel>
      ) : null}
      {data.dates ? (
        <Panel title="When the school tells you">
          <RoundDates view={data.dates} school={data.school} />
        </Panel>
      ) : null}
      {data.pending.length > 0 ? (
        <Panel title="Prepare for the interview">
          <Preparation data={data} aiReady={aiReady} />
        </Panel>
      ) : null}
      {data.interviews.map((interview) => (
        <Fragment key={interview.stepId}>
          <Panel title={`Your debrief of the interview, ${formatCalendarDate(interview.happenedOn)}`}>
            <DebriefForm school={data.school} interview={interview} />
          </Panel>
          {interview.reflection ? (
            <Panel title="Your post-interview reflection">
              <ReflectionForm school={data.school} interview={interview} />
            </Panel>
          ) : null}
        </Fragment>
      ))}
      {data.next.interview ? (
        <Panel title="The interview took place">
          <InterviewedForm school={data.school} today={today} pending={data.pending} />
        </Panel>
      ) : null}
      {data.next.invite ? (
        <Panel title={data.pending.length > 0 || data.steps.some((step) => step.kind === "invited") ? "Another interview invitation" : "Invited to interview"}>
          <InviteForm school={data.school} today={today} />
        </Panel>
      ) : null}
      {data.next.decisions.length > 0 ? (
        <Panel title="The school's decision">
          <DecisionForm school={data.school} today={today} open={data.next.decisions} />
        </Panel>
      ) : null}
    </div>
  );
}

function StepLine({ step }: { step: StandingStep }) {
  return (
    <li className="text-slate-800">
      <strong>{step.title}</strong> {formatCalendarDate(step.happenedOn)}
      {step.slotAt && step.slotZone ? (
        <span className="block text-sm text-slate-700">
          {`Slot: ${formatDate(step.slotAt, "dateTime", step.slotZone)} (${step.slotZone})${step.format ? `, ${formatLabels[step.format].toLowerCase()}` : ""}${step.interviewer ? `, with ${step.interviewer}` : ""}. Your time: `}
          <ReaderTime iso={step.slotAt} />
        </span>
      ) : null}
    </li>
  );
}

function RemoveLatest({ school, step }: { school: string; step: StandingStep }) {
  const fetcher = useStandingFetcher();
  return (
    <fetcher.Form method="post" action={standingPath(school)} className="mt-4">
      <input type="hidden" name="intent" value="remove-latest" />
      <input type="hidden" name="stepId" value={step.id} />
      <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
        {`Take back “${step.title}”`}
      </Button>
    </fetcher.Form>
  );
}
