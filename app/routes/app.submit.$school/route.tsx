import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { ReadyPage } from "~/components/submissions/ready-page";
import { readReadyPage } from "~/services/submissions/ready-page.server";
import { notFound } from "~/web/http-errors.server";
import { schoolParam } from "~/web/school-param.server";
import { requireUser } from "~/web/session.server";
import { runSubmitIntent } from "./submit-intents.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Ready to submit${data ? `: ${data.page.school}` : ""} · Scout` }];

// /app/submit/:school: one of the applicant's schools, everything it receives and every check on
// it, and the school marked submitted. Another user's school (or none) is the one 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const school = schoolParam(params);
  const page = await readReadyPage(context.app.db, context.app.userObject(user.id), user.id, school);
  if (!page) throw notFound();
  return { page, today: new Date().toISOString().slice(0, 10) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return runSubmitIntent(request, context, user.id, schoolParam(params));
}

export default function ReadyToSubmit() {
  const { page, today } = useLoaderData<typeof loader>();
  return <ReadyPage data={page} today={today} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
