import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { z } from "zod";
import { PlanCard } from "~/components/plan-card";
import { SiteFooter } from "~/components/site-footer";
import { Button } from "~/components/ui/button";
import { showToast } from "~/components/ui/toast";
import { TRIAL_DAYS, planIds, plans } from "~/domain/plans";
import type { Toast } from "~/domain/toast";
import { track } from "~/lib/analytics";
import { getSessionUser } from "~/services/session.server";
import { checkSubscription, startLocalTrial } from "~/services/subscription.server";

export const meta: MetaFunction = () => [{ title: "Plans · Scout" }];

// After "Trial Started" the page waits this long before the workspace (spec: 1.5 s).
const TRIAL_REDIRECT_MS = 1_500;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(context, request);
  return {
    signedIn: Boolean(user),
    email: user?.email ?? url.searchParams.get("email")?.slice(0, 254) ?? "",
    verified: url.searchParams.get("verified") === "true",
  };
}

const startSchema = z.object({ plan: z.enum(planIds) });

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getSessionUser(context, request);
  if (!user) {
    return data({ toast: { title: "Authentication Required", description: "Please sign in to continue with your trial", variant: "destructive" } satisfies Toast }, 401);
  }
  const parsed = startSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ toast: { title: "Checkout Error", description: "Please choose a plan.", variant: "destructive" } satisfies Toast }, 400);
  const check = await checkSubscription(context.app.db, user.id);
  if (check.subscribed) return { toast: { title: "Already Subscribed", description: "You already have an active plan." } satisfies Toast, redirectTo: "/app" };
  if (check.is_trialing) return { toast: { title: "Trial Already Active", description: "Your free trial is already running." } satisfies Toast, redirectTo: "/app" };
  const started = await startLocalTrial(context.app.db, user.id, parsed.data.plan);
  if (!started) {
    return data({ toast: { title: "Checkout Error", description: "Your free trial has already been used. Please choose a paid plan.", variant: "destructive" } satisfies Toast }, 409);
  }
  return { toast: { title: "Trial Started", description: `Your ${TRIAL_DAYS}-day free trial has been activated successfully` } satisfies Toast, redirectTo: "/app" };
}

export default function Plans() {
  const { signedIn, email, verified } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!result) return;
    showToast(result.toast);
    if (!("redirectTo" in result)) return;
    const timer = setTimeout(() => navigate(result.redirectTo), TRIAL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);
  const busyPlan = navigation.state !== "idle" ? navigation.formData?.get("plan") : null;
  return (
    <div className="flex min-h-full flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link to="/" className="text-xl font-bold text-brand-700">Scout</Link>
          {signedIn ? <Link to="/app" className="text-sm font-medium text-brand-700 underline">Go to workspace</Link> : null}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-12">
        <h1 className="text-center text-3xl font-bold text-slate-900">Choose your plan</h1>
        <p className="mt-3 text-center text-slate-700">
          {`Every plan starts with a free ${TRIAL_DAYS}-day trial. No charge during the trial, then monthly billing. Cancel anytime.`}
        </p>
        {verified ? <p role="status" className="mt-4 text-center font-medium text-green-800">{`Your e-mail ${email} is verified.`}</p> : null}
        <p className="mt-2 text-center text-sm text-slate-700">
          No card needed here: this installation has no payment provider configured, so your trial starts at once.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan}>
              <Form method="post" onSubmit={() => track("plan_selected", { plan: plan.id })}>
                <input type="hidden" name="plan" value={plan.id} />
                <Button type="submit" className="w-full" variant={plan.popular ? "primary" : "secondary"} disabled={Boolean(busyPlan)}>
                  {busyPlan === plan.id ? "Processing…" : `Start free trial of ${plan.name}`}
                </Button>
              </Form>
            </PlanCard>
          ))}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
