import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { EveryPlan } from "~/components/billing/every-plan";
import { PlanPicker } from "~/components/billing/plan-picker";
import { SiteFooter } from "~/components/shell/site-footer";
import { SiteHeader } from "~/components/shell/site-header";
import { TRIAL_DAYS, findPlan } from "~/domain/billing/plans";
import { handlePlanChoice, planPickerFacts, stripeBrowserConfig } from "~/web/plan-choice-action.server";
import { getSessionUser } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Plans · Scout" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(context, request);
  return {
    ...(await planPickerFacts(context, user)),
    signedIn: Boolean(user),
    email: user?.email ?? url.searchParams.get("email")?.slice(0, 254) ?? "",
    verified: url.searchParams.get("verified") === "true",
    initialPlan: findPlan(url.searchParams.get("plan"))?.id ?? null,
    stripe: stripeBrowserConfig(context),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handlePlanChoice(context, request);
}

export default function Plans() {
  const { signedIn, email, verified, initialPlan, stripe, trialPlan, trialCardOnFile, schoolCount } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-full flex-col">
      <SiteHeader>
        {signedIn ? (
          <Link to="/app" className="text-sm font-medium text-brand-700 underline">
            Go to workspace
          </Link>
        ) : null}
      </SiteHeader>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-12">
        <h1 className="text-center text-3xl font-bold text-slate-900">Choose your plan</h1>
        <p className="mt-3 text-center text-slate-700">
          {`Every plan starts with a free ${TRIAL_DAYS}-day trial. No charge during the trial, then monthly billing. Cancel anytime.`}
        </p>
        {verified ? <p role="status" className="mt-4 text-center font-medium text-green-800">{`Your e-mail ${email} is verified.`}</p> : null}
        {stripe ? null : <p className="mt-2 text-center text-sm text-slate-700">No card needed: your trial starts at once.</p>}
        {trialPlan ? (
          <p className="mt-2 text-center text-sm text-slate-700">
            {stripe
              ? "Your trial is running: choose the plan it becomes when it ends, or pay now to lift the trial's limits today."
              : "Your trial is running: choose the plan it becomes when it ends."}
          </p>
        ) : null}
        <PlanPicker email={email} stripe={stripe} initialPlan={initialPlan} trialPlan={trialPlan} trialCardOnFile={trialCardOnFile} schoolCount={schoolCount} />
        <EveryPlan />
      </main>
      <SiteFooter />
    </div>
  );
}
