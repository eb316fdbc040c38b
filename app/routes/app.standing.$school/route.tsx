import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { StandingPage } from "~/components/standing/standing-page";
import { readStandingPage } from "~/services/standing/standing.server";
import { readReapplyView } from "~/services/offers/reapply.server";
import { notFound } from "~/web/http-errors.server";
import { schoolParam } from "~/web/school-param.server";
import { requireUser } from "~/web/session.server";
import { runStandingIntent } from "./standing-intents.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Where it stands${data ? `: ${data.page.school}` : ""} · Scout` }];

// /app/standing/:school: one of the applicant's schools after Submitted, its interview and its
// decision recorded step by step. Another user's school (or none) is the one 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const school = schoolParam(params);
  const page = await readStandingPage(context.app.db, user.id, school);
  if (!page) throw notFound();
  // Read only after a denial or a withdrawal: otherwise it is null and costs nothing more.
  const reapply =
    page.stage === "denied" || page.stage === "withdrawn"
      ? await readReapplyView(context.app.db, context.app.userObject(user.id).versionBodies, user.id, school)
      : null;
  return { page, reapply, today: new Date().toISOString().slice(0, 10), aiReady: context.app.openai !== null };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return runStandingIntent(request, context, user.id, schoolParam(params));
}

export default function WhereItStands() {
  const { page, reapply, today, aiReady } = useLoaderData<typeof loader>();
  return <StandingPage data={page} reapply={reapply} today={today} aiReady={aiReady} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
