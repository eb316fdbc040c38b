import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PlanPicker } from "~/components/billing/plan-picker";
import { SiteFooter } from "~/components/shell/site-footer";
import { SiteHeader } from "~/components/shell/site-header";
import { buttonClasses } from "~/components/ui/button";
import { handlePlanChoice, planPickerFacts, stripeBrowserConfig } from "~/web/plan-choice-action.server";
import { getSessionUser } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Payments · Scout" }];

// Asks the visitor to sign in; once signed in, the plan choice.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(context, request);
  return { email: user?.email ?? null, stripe: stripeBrowserConfig(context), ...(await planPickerFacts(context, user)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handlePlanChoice(context, request);
}

export default function Payments() {
  const { email, stripe, trialPlan, trialCardOnFile, schoolCount } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-full flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-12">
        <h1 className="text-center text-3xl font-bold text-slate-900">Payments</h1>
        {email ? (
          <PlanPicker email={email} stripe={stripe} initialPlan={null} trialPlan={trialPlan} trialCardOnFile={trialCardOnFile} schoolCount={schoolCount} />
        ) : (
          <div className="mx-auto mt-8 max-w-md text-center">
            <p className="text-slate-700">Please sign in to choose a plan.</p>
            <a href="/auth" className={`${buttonClasses()} mt-4`}>
              Sign In
            </a>
          </div>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
