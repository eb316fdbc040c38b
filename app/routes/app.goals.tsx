import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { type SaveState, useGoalsAutosave } from "~/components/goals/use-goals-autosave";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { useToastFor } from "~/components/ui/toast";
import { CELL_LIMIT, type GoalsCellKey, VISION_LIMIT, goalsHorizons, goalsRows } from "~/domain/goals/goals";
import { getGoals } from "~/services/goals/goals.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Goals & Strategy · Scout" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  try {
    return { ...(await getGoals(context.app.userObject(user.id).workRows, user.id)), loadError: false };
  } catch (error) {
    console.error("goals load failed", { userId: user.id, error: String(error) });
    return { goals: null, updatedAt: null, loadError: true };
  }
}

const stateLabel: Record<SaveState, string> = {
  saved: "All changes saved",
  unsaved: "Unsaved changes…",
  saving: "Saving…",
  error: "Not saved: will retry as you type",
};

export default function GoalsPage() {
  const { goals, loadError } = useLoaderData<typeof loader>();
  useToastFor(loadError || null, () => ({ title: "Error loading goals data", description: "Please reload the page.", variant: "destructive" }));
  if (!goals) return <p className="p-8 text-slate-800">Your goals could not be loaded. Please reload the page.</p>;
  return <GoalsGrid initial={goals} />;
}

function GoalsGrid({ initial }: { initial: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["goals"]> }) {
  const { values, state, change } = useGoalsAutosave(initial);
  const visionId = useId();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Goals &amp; Strategy</h1>
        <p role="status" className={`text-sm ${state === "error" ? "text-red-800" : "text-slate-700"}`}>
          {stateLabel[state]}
        </p>
      </div>
      <label htmlFor={visionId} className="mt-6 block text-sm font-semibold text-slate-900">
        Long-term vision
      </label>
      <textarea
        id={visionId}
        value={values.longTermVision}
        maxLength={VISION_LIMIT}
        onChange={(event) => change("longTermVision", event.target.value)}
        rows={3}
        className="mt-1 w-full rounded-md border border-slate-300 bg-white p-3 text-slate-900"
        placeholder="Where do you want to be in 10-15 years, and why?"
      />
      <GoalsByHorizon values={values} change={change} />
      <div className="mt-6 hidden md:block">
        <table className="w-full border-separate border-spacing-2 text-sm">
          <thead>
            <tr>
              <td />
              {goalsHorizons.map((horizon) => (
                <th key={horizon.key} scope="col" className="text-left font-semibold text-slate-900">
                  {horizon.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {goalsRows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="w-36 text-left align-top font-semibold text-slate-900">
                  {row.label}
                </th>
                {goalsHorizons.map((horizon) => {
                  const field = `${row.key}${horizon.key}` as GoalsCellKey;
                  return (
                    <td key={field} className="align-top">
                      <textarea
                        aria-label={`${row.label}, ${horizon.label}`}
                        value={values[field]}
                        maxLength={CELL_LIMIT}
                        onChange={(event) => change(field, event.target.value)}
                        rows={2}
                        className="w-full rounded-md border border-slate-300 bg-white p-2 text-slate-900"
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

type Cells = Pick<ReturnType<typeof useGoalsAutosave>, "values" | "change">;

// Under 768 px the grid becomes a form, one horizon after another: nothing runs off the screen.
function GoalsByHorizon({ values, change }: Cells) {
  return (
    <div className="mt-6 flex flex-col gap-6 md:hidden">
      {goalsHorizons.map((horizon) => (
        <fieldset key={horizon.key} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{horizon.label}</legend>
          {goalsRows.map((row) => {
            const field = `${row.key}${horizon.key}` as GoalsCellKey;
            return (
              <label key={field} className="mt-2 block text-sm font-medium text-slate-800">
                {row.label}
                <textarea
                  value={values[field]}
                  maxLength={CELL_LIMIT}
                  onChange={(event) => change(field, event.target.value)}
                  rows={2}
                  className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 text-slate-900"
                />
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
