import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { MatriculationPage } from "~/components/offers/matriculation-page";
import { readMatriculationPage } from "~/services/offers/matriculation.server";
import { requireUser } from "~/web/session.server";
import { runMatriculationIntent } from "./matriculation-intents.server";

export const meta: MetaFunction = () => [{ title: "Before you start · Scout" }];

// /app/before-you-start: for each school that admitted the applicant and that they chose, the
// checklist of what comes before the first day, visa steps included for an international admit.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return { page: await readMatriculationPage(context.app.db, user.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return runMatriculationIntent(request, context, user.id);
}

export default function BeforeYouStart() {
  const { page } = useLoaderData<typeof loader>();
  return <MatriculationPage data={page} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
