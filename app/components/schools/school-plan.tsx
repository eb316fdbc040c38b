import { Fragment } from "react";
import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { shortCycle } from "~/domain/catalogue/catalogue";
import { hasFieldErrors, lastResultOf } from "~/domain/platform/forms";
import {
  type DeadlinesActionData,
  type SchoolPlanView,
  roundGroups,
  roundLabel,
  roundOptionLabel,
  schoolDateOffered,
  UNKNOWN_CYCLE,
} from "~/domain/schools/school-plan";
import type { NavSchool } from "~/domain/schools/workspace";
import { DeadlineTime } from "../deadlines/deadline-time";
import { SchoolDeadlinesLink } from "../deadlines/school-page-link";
import { Button } from "../ui/button";
import { Field, SelectField } from "../ui/field";
import { useToastFor } from "../ui/toast";
import { TimeZoneOptions } from "~/components/deadlines/time-zone-options";

const ACTION = "/app/deadlines";

// A school's plan: the round the applicant targets, where to check the school's dates, the
// deadline they plan by (the school's, or the one they entered, "your date"; marked once passed),
// a form to enter the date where Scout does not have the school's, and, once Scout has it, the
// choice to switch to the school's.
export function SchoolPlan({ school }: { school: NavSchool }) {
  const plan = school.plan;
  if (!plan) return null;
  return (
    <div className="@container mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <RoundForm plan={plan} />
      <ChosenDeadline plan={plan} />
      {plan.round && !plan.schoolDeadline ? <EnteredDateForm plan={plan} /> : null}
    </div>
  );
}

function useAnswerToast(fetcher: ReturnType<typeof useFetcher<DeadlinesActionData>>) {
  useToastFor(fetcher.data, (answer) => (hasFieldErrors(answer) ? null : answer.toast));
}

function RoundForm({ plan }: { plan: SchoolPlanView }) {
  const fetcher = useFetcher<DeadlinesActionData>();
  const [form, fields] = useForm<{ round: string }>({ lastResult: lastResultOf(fetcher) });
  useAnswerToast(fetcher);
  return (
    <div className="space-y-1">
      <fetcher.Form method="post" action={ACTION} className="flex flex-wrap items-end gap-2" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="round" />
        <input type="hidden" name="school" value={plan.school} />
        <SelectField
          label={`Round you're applying in (${plan.cycle})`}
          field={fields.round}
          defaultValue={plan.round ?? ""}
          key={plan.round ?? ""}
          className="min-w-0 flex-1"
        >
          <option value="">{roundLabel(null)}</option>
          {/* A school with several intakes: the applicant picks the intake and the round in one. */}
          {roundGroups(plan.rounds).map((group) => {
            const options = group.rounds.map((round) => (
              <option key={round.round} value={round.round}>
                {roundOptionLabel(plan, round)}
              </option>
            ));
            return group.intake ? (
              <optgroup key={group.intake} label={group.intake}>
                {options}
              </optgroup>
            ) : (
              <Fragment key="no-intake">{options}</Fragment>
            );
          })}
        </SelectField>
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"} aria-label={`Save round for ${plan.school}`}>
          Save round
        </Button>
      </fetcher.Form>
      <SchoolDeadlinesLink school={plan.school} url={plan.deadlinesUrl} />
    </div>
  );
}

function ChosenDeadline({ plan }: { plan: SchoolPlanView }) {
  const fetcher = useFetcher<DeadlinesActionData>();
  useAnswerToast(fetcher);
  if (!plan.round) return <p>Pick a round to plan by its deadline.</p>;
  return (
    <div className="space-y-2">
      {plan.chosen ? (
        <p>
          {plan.chosen.passed ? (
            <>
              {`${plan.chosen.round} deadline `}
              <strong className="font-semibold">(passed)</strong>
              {": "}
            </>
          ) : (
            `${plan.chosen.round} deadline: `
          )}
          <DeadlineTime deadline={plan.chosen.deadline} note={plan.chosen.source === "entered" ? "your date" : "the school's date"} />
        </p>
      ) : (
        <p>{`Scout doesn't have ${plan.school}'s ${plan.round} date for ${cycleName(plan.cycle)}. Enter it below from the school's own page.`}</p>
      )}
      {schoolDateOffered(plan) && plan.schoolDeadline ? (
        <fetcher.Form method="post" action={ACTION} className="rounded-md border border-brand-200 bg-white p-2">
          <input type="hidden" name="intent" value="use-school-date" />
          <input type="hidden" name="school" value={plan.school} />
          <p>
            {`Scout now has the school's ${plan.round} date: `}
            <DeadlineTime deadline={plan.schoolDeadline} />
          </p>
          <Button type="submit" size="sm" className="mt-2" disabled={fetcher.state !== "idle"}>
            {"Use the school's date"}
          </Button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}

function EnteredDateForm({ plan }: { plan: SchoolPlanView }) {
  const fetcher = useFetcher<DeadlinesActionData>();
  const clear = useFetcher<DeadlinesActionData>();
  const [form, fields] = useForm<{ date: string; time: string; timeZone: string }>({
    lastResult: lastResultOf(fetcher),
  });
  useAnswerToast(fetcher);
  useAnswerToast(clear);
  // The school's zone, not the browser's: an applicant copies the date from the school's page.
  // Where Scout does not know the school's zone, the applicant picks it: no zone is guessed.
  const defaultZone = plan.entered?.timeZone ?? plan.timeZone ?? "";
  return (
    <div>
      <fetcher.Form method="post" action={ACTION} className="grid gap-2 @2xl:grid-cols-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="enter-date" />
        <input type="hidden" name="school" value={plan.school} />
        <p className="@2xl:col-span-3">{plan.entered ? "Change the date you entered:" : "Enter the date the school's page gives:"}</p>
        <Field label="Date" type="date" field={fields.date} defaultValue={plan.entered?.date ?? ""} required />
        <Field label="Time (optional)" type="time" field={fields.time} defaultValue={plan.entered?.time ?? ""} hint={NO_TIME_HINT} />
        <SelectField label="Time zone" field={fields.timeZone} key={defaultZone} defaultValue={defaultZone} hint={zoneHint(plan)}>
          {plan.timeZone ? null : <option value="">Pick the school&apos;s time zone</option>}
          <TimeZoneOptions />
        </SelectField>
        <div className="@2xl:col-span-3">
          <Button type="submit" size="sm" disabled={fetcher.state !== "idle"} aria-label={`Save date for ${plan.school}`}>
            Save date
          </Button>
        </div>
      </fetcher.Form>
      {plan.entered ? (
        <clear.Form method="post" action={ACTION} className="mt-2">
          <input type="hidden" name="intent" value="clear-date" />
          <input type="hidden" name="school" value={plan.school} />
          <Button type="submit" size="sm" variant="ghost" disabled={clear.state !== "idle"}>
            Remove my date
          </Button>
        </clear.Form>
      ) : null}
    </div>
  );
}

const NO_TIME_HINT = "Empty if the school gives none: Scout then assumes noon, the earliest time schools commonly close.";

/** Why the zone field starts where it does: the school's own note (a school on several campuses), or where it is. */
function zoneHint(plan: SchoolPlanView): string {
  if (plan.timeZoneNote) return plan.timeZoneNote;
  if (plan.timeZone) return `Set to ${plan.school}'s own zone, where the school is: change it if the school's page gives another.`;
  return `Scout doesn't know where ${plan.school} is: pick the zone its page gives.`;
}

/** "2026-27"; a school Scout does not know has no cycle of its own. */
function cycleName(cycle: string): string {
  return cycle === UNKNOWN_CYCLE ? "this cycle" : shortCycle(cycle);
}
