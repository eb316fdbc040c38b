import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { type PlanId, offeredPlans } from "~/domain/billing/plans";
import { track } from "~/lib/analytics";
import type { StripeConfig } from "~/lib/stripe-js";
import { CheckoutForm, type CheckoutActionData } from "./checkout-form";
import { PlanCard, SchoolsBeyondLimit, planGridClass } from "./plan-card";
import { TrialPayNow } from "./trial-pay-now";
import { Button } from "../ui/button";
import { useToastFor } from "../ui/toast";
import { useRootData } from "../shell/use-root-data";

type PlanPickerProps = {
  email: string;
  stripe: StripeConfig;
  initialPlan: PlanId | null;
  /** The plan a running trial is on: the others are offered as the plan the trial becomes. */
  trialPlan: PlanId | null;
  /** Whether the running trial is Stripe's, with a card: paying now charges that card. */
  trialCardOnFile: boolean;
  /** The reader's schools, to say what a plan's school limit does to those beyond it. */
  schoolCount: number;
};

// The plans on offer and how to start one: with Stripe, the card field under the chosen plan; without
// it, the trial starts at once with no card. Both post to the page's own action, which moves on to
// the workspace with its toast when the plan starts.
export function PlanPicker({ email, stripe, initialPlan, trialPlan, trialCardOnFile, schoolCount }: PlanPickerProps) {
  const { settings } = useRootData();
  const [chosen, setChosen] = useState<PlanId | null>(initialPlan);
  const offered = offeredPlans({ officeHours: settings.officeHoursOpen });
  return (
    <div className={`mt-10 grid gap-6 ${planGridClass(offered.length)}`}>
      {offered.map((plan) => (
        <PlanCard key={plan.id} plan={plan} trialNote>
          <SchoolsBeyondLimit plan={plan} schoolCount={schoolCount} />
          {trialPlan ? (
            <div className="flex flex-col gap-3">
              {trialPlan === plan.id ? (
                <p className="rounded-md bg-slate-100 px-4 py-2 text-center text-sm font-medium text-slate-900">{"Your trial's plan"}</p>
              ) : (
                <StartTrialButton planId={plan.id} intent="trial-plan" label={`Continue my trial on ${plan.name}`} primary={false} />
              )}
              {stripe ? <TrialPayNow plan={plan} email={email} stripe={stripe} cardOnFile={trialCardOnFile} /> : null}
            </div>
          ) : stripe && chosen === plan.id ? (
            <CheckoutForm plan={plan} email={email} publishableKey={stripe.publishableKey} stripeJsUrl={stripe.jsUrl} />
          ) : stripe ? (
            <Button
              className="w-full"
              variant={plan.popular ? "primary" : "secondary"}
              onClick={() => {
                track("plan_selected", { plan: plan.id });
                setChosen(plan.id);
              }}
            >
              {`Choose ${plan.name}`}
            </Button>
          ) : (
            <StartTrialButton planId={plan.id} label={`Start free trial of ${plan.name}`} primary={plan.popular} />
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
}: {
  planId: PlanId;
  /** start-trial, or trial-plan: the plan a running trial becomes. */
  intent?: "start-trial" | "trial-plan";
  label: string;
  primary: boolean;
}) {
  const fetcher = useFetcher<CheckoutActionData>();
  // A refusal; a plan that starts is the action's redirect to the workspace, with its toast.
  useToastFor(fetcher.data, (result) => ("toast" in result ? result.toast : null));
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" onSubmit={() => track("plan_selected", { plan: planId })}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="plan" value={planId} />
      <Button type="submit" className="w-full" variant={primary ? "primary" : "secondary"} disabled={busy}>
        {busy ? "Processing…" : label}
      </Button>
    </fetcher.Form>
  );
}
