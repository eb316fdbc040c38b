import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { NextRoundsPage } from "~/components/offers/next-rounds-page";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import type { SeasonActionData } from "~/domain/offers/page-data";
import { readNextRounds } from "~/services/offers/next-rounds.server";
import { addSchool } from "~/services/schools/schools.server";
import { refuse, refuseField, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Next rounds still open · Scout" }];

// /app/next-rounds: schools whose next round is still open, each added in one step.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return { page: await readNextRounds(context.app.db, user.id, new Date().toISOString().slice(0, 10)) };
}

const schema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("add"), school: z.string().trim().min(1, "Pick a school").max(120) })]);
type Answer = ReturnType<typeof reply<SeasonActionData>>;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return runIntent<z.infer<typeof schema>, Answer>(
    request,
    schema,
    {
      add: async ({ school }) => {
        const outcome = await addSchool(context.app.db, user.id, school);
        if (outcome.ok) return reply({ toast: { title: `${school} added`, description: "Its questions are in your school list, each an empty draft." } });
        if (outcome.reason === "expired") return refuse(NO_PLAN_TITLE[outcome.code], "Choose a plan to add schools.", 403, { expired: true });
        if (outcome.reason === "school_limit") return refuse("School limit reached", `Your plan allows ${outcome.limit ?? 0} schools.`, 403);
        if (outcome.reason === "already_added" || outcome.reason === "essays_exist") return refuse("Already yours", `${school} is already in your list.`, 409);
        return refuseField("Could not add it", "school", "Scout does not offer that school.", 404);
      },
    },
    (submission) => refuseForm("Could not add it", submission),
  );
}

export default function NextRounds() {
  const { page } = useLoaderData<typeof loader>();
  return <NextRoundsPage data={page} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
