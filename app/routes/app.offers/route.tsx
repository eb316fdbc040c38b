import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { OffersPage } from "~/components/offers/offers-page";
import { readOffersPage } from "~/services/offers/offers.server";
import { requireUser } from "~/web/session.server";
import { runOffersIntent } from "./offers-intents.server";

export const meta: MetaFunction = () => [{ title: "Your offers · Scout" }];

// /app/offers: every school that admitted the applicant, each offer's cost, awards, deposits and
// net cost, compared on the applicant's own criteria.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const page = await readOffersPage(context.app.db, user.id);
  return { page, today: new Date().toISOString().slice(0, 10) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return runOffersIntent(request, context, user.id);
}

export default function Offers() {
  const { page, today } = useLoaderData<typeof loader>();
  return <OffersPage data={page} today={today} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
