import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useOutletContext } from "@remix-run/react";
import { CalendarFeed } from "~/components/deadlines/calendar-feed";
import { DeadlinesList } from "./deadlines-list";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import type { WorkspaceOutletContext } from "~/components/shell/workspace-context";
import type { DeadlinesActionData } from "~/domain/schools/school-plan";
import { type DeadlinesActionInput, deadlinesActionSchema } from "~/domain/schools/school-plan-schema";
import { hasCalendarFeed, rotateCalendarFeed, turnOffCalendarFeed } from "~/services/deadlines/calendar-feeds.server";
import { lettersBySchool } from "~/services/recommenders/recommenders.server";
import { readChecklists } from "~/services/applications/checklist.server";
import { type PlanOutcome, clearEnteredDeadline, enterDeadline, setRound } from "~/services/schools/school-plans.server";
import { refuse, refuseField, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Deadlines · Scout" }];

// /app/deadlines: every school by the deadline of the round the applicant targets, with what is at
// risk, and their calendar. The schools, essays and plans come from the workspace's own load
// (app.tsx), so this page reads one row: whether a calendar link is on.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const { db } = context.app;
  const [feedOn, letters, checklists] = await Promise.all([hasCalendarFeed(db, user.id), lettersBySchool(db, user.id), readChecklists(db, user.id)]);
  return { feedOn, letters, checklists: checklists.bySchool, now: new Date().toISOString() };
}

type Answer = ReturnType<typeof reply<DeadlinesActionData>>;

const planRefusals: Record<Exclude<PlanOutcome, { ok: true }>["reason"], () => Answer> = {
  not_found: () => refuse("School not found", "That school is not in your applications.", 404),
  unknown_round: () => refuseField("Round not saved", "round", "Pick one of the school's rounds."),
  no_round: () => refuseField("Date not saved", "date", "Pick the round you are applying in first."),
  school_has_date: () => refuseField("Date not saved", "date", "Scout has the school's date for this round: plan by the school's date."),
};

const answerPlan = (outcome: PlanOutcome, title: string, description: string): Answer =>
  outcome.ok ? reply({ toast: { title, description } }) : planRefusals[outcome.reason]();

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const { db, settings } = context.app;
  const origin = settings.APP_URL ?? new URL(request.url).origin;
  return runIntent<DeadlinesActionInput, Answer>(
    request,
    deadlinesActionSchema,
    {
      round: async ({ school, round }) => answerPlan(await setRound(db, user.id, school, round || null), "Round saved", `${school}: ${round || "Not decided"}`),
      "enter-date": async ({ school, date, time, timeZone }) =>
        answerPlan(
          await enterDeadline(db, user.id, school, { date, time, timeZone }),
          "Deadline saved",
          `${school}: the date you entered is now the one you plan by.`,
        ),
      "use-school-date": async ({ school }) =>
        answerPlan(await clearEnteredDeadline(db, user.id, school), "Using the school's date", `${school}: you now plan by the school's date.`),
      "clear-date": async ({ school }) =>
        answerPlan(await clearEnteredDeadline(db, user.id, school), "Date removed", `${school}: the date you entered is removed.`),
      "rotate-feed": async () => {
        const token = await rotateCalendarFeed(db, user.id);
        return reply({
          toast: { title: "Calendar link ready", description: "Any earlier link has stopped working." },
          feedUrl: new URL(`/calendar/${token}.ics`, origin).toString(),
        });
      },
      "turn-off-feed": async () => {
        await turnOffCalendarFeed(db, user.id);
        return reply({ toast: { title: "Calendar link turned off", description: "Calendar apps subscribed to it get nothing more." } });
      },
    },
    (submission) => refuseForm("Not saved", submission),
  );
}

export default function DeadlinesPage() {
  const { feedOn, letters, checklists, now } = useLoaderData<typeof loader>();
  const { schools } = useOutletContext<WorkspaceOutletContext>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900">Deadlines</h1>
      <p className="mt-1 text-slate-700">Your schools by the deadline of the round you are applying in, and what is at risk.</p>
      <DeadlinesList schools={schools} now={now} letters={letters} checklists={checklists} />
      <CalendarFeed feedOn={feedOn} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
