import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useOutletContext } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { RecommendersPage } from "~/components/recommenders/recommenders-page";
import type { WorkspaceOutletContext } from "~/components/shell/workspace-context";
import { readRecommendersPage } from "~/services/recommenders/recommenders.server";
import { requireUser } from "~/web/session.server";
import { runRecommendersIntent } from "./recommenders-intents.server";

export const meta: MetaFunction = () => [{ title: "Recommendations · Scout" }];

// /app/recommenders: the applicant's recommenders, the letters each writes for which school
// (with that school's requirements and the chosen round's deadline), the brief for each, its
// private links and the reminders. The schools and their plans come from the workspace's load.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return { ...(await readRecommendersPage(context.app.db, context.app.userObject(user.id).workRows, user.id)), aiConfigured: Boolean(context.app.openai) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return runRecommendersIntent(request, context, user.id);
}

export default function Recommenders() {
  const data = useLoaderData<typeof loader>();
  const { schools } = useOutletContext<WorkspaceOutletContext>();
  return <RecommendersPage data={data} schools={schools} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
