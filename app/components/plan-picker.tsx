import { useFetcher, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { type PlanId, offeredPlans } from "~/domain/billing/plans";
import { track } from "~/lib/analytics";
import { CheckoutForm, type CheckoutActionData } from "./checkout-form";
import { PlanCard } from "./plan-card";
import { Button } from "./ui/button";
import { showToast, useToastFor } from "./ui/toast";
import { useRootData } from "./use-root-data";

// After "Trial Started" the page waits this long (1.5 s) before the workspace.
const REDIRECT_DELAY_MS = 1_500;

export type StripeConfig = { publishableKey: string; jsUrl: string } | null;

type PlanPickerProps = {
  email: string;
  stripe: StripeConfig;
  initialPlan: PlanId | null;
  /** The plan a running trial is on: the others are offered as the plan the trial becomes. */
  trialPlan: PlanId | null;
};

// The three plans and how to start one: with Stripe, the card field under the chosen plan; without
// it, the trial starts at once with no card. Both post to the page's own action.
export function PlanPicker({ email, stripe, initialPlan, trialPlan }: PlanPickerProps) {
  const { settings } = useRootData();
  const [chosen, setChosen] = useState<PlanId | null>(initialPlan);
  const [redirecting, setRedirecting] = useState(false);
  const navigate = useNavigate();
  const done = (redirectTo: string) => {
    setRedirecting(true);
    setTimeout(() => navigate(redirectTo), REDIRECT_DELAY_MS);
  };
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-3">
      {offeredPlans({ officeHours: settings.officeHoursOpen }).map((plan) => (
        <PlanCard key={plan.id} plan={plan} trialNote>
          {trialPlan === plan.id ? (
            <p className="rounded-md bg-slate-100 px-4 py-2 text-center text-sm font-medium text-slate-900">{"Your trial's plan"}</p>
          ) : trialPlan ? (
            <StartTrialButton
              planId={plan.id}
              intent="trial-plan"
              label={`Continue my trial on ${plan.name}`}
              primary={false}
              onDone={done}
              disabled={redirecting}
            />
          ) : stripe && chosen === plan.id ? (
            <CheckoutForm plan={plan} email={email} publishableKey={stripe.publishableKey} stripeJsUrl={stripe.jsUrl} onDone={done} />
          ) : stripe ? (
            <Button
              className="w-full"
              variant={plan.popular ? "primary" : "secondary"}
              disabled={redirecting}
              onClick={() => {
                track("plan_selected", { plan: plan.id });
                setChosen(plan.id);
              }}
            >
              {`Choose ${plan.name}`}
            </Button>
          ) : (
            <StartTrialButton planId={plan.id} label={`Start free trial of ${plan.name}`} primary={plan.popular} onDone={done} disabled={redirecting} />
          )}
        </PlanCard>
      ))}
    </div>
  );
}

function StartTrialButton({
  planId,
  intent = "start-trial",
  label,
  primary,
  disabled,
  onDone,
}: {
  planId: PlanId;
  /** start-trial, or trial-plan: the plan a running trial becomes. */
  intent?: "start-trial" | "trial-plan";
  label: string;
  primary: boolean;
  disabled: boolean;
  onDone: (to: string) => void;
}) {
  const fetcher = useFetcher<CheckoutActionData>();
  useToastFor(fetcher.data, (result) => {
    if (!("toast" in result)) return;
    if (!("redirectTo" in result)) return result.toast;
    onDone(result.redirectTo);
    // Announces the page it moves on to: it stays there.
    showToast(result.toast, { keepOnNextPage: true });
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" onSubmit={() => track("plan_selected", { plan: planId })}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="plan" value={planId} />
      <Button type="submit" className="w-full" variant={primary ? "primary" : "secondary"} disabled={busy || disabled}>
        {busy ? "Processing…" : label}
      </Button>
    </fetcher.Form>
  );
}
