import { useFetcher, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { type PlanId, plans } from "~/domain/plans";
import { track } from "~/lib/analytics";
import { CheckoutForm, type CheckoutActionData } from "./checkout-form";
import { PlanCard } from "./plan-card";
import { Button } from "./ui/button";
import { showToast, useToastFor } from "./ui/toast";

// After "Trial Started" the page waits this long (1.5 s) before the workspace.
const REDIRECT_DELAY_MS = 1_500;

export type StripeConfig = { publishableKey: string; jsUrl: string } | null;

type PlanPickerProps = { email: string; stripe: StripeConfig; initialPlan: PlanId | null };

// The three plans and how to start one: with Stripe, the card field under the chosen plan; without
// it, the trial starts at once with no card. Both post to the page's own action.
export function PlanPicker({ email, stripe, initialPlan }: PlanPickerProps) {
  const [chosen, setChosen] = useState<PlanId | null>(initialPlan);
  const [redirecting, setRedirecting] = useState(false);
  const navigate = useNavigate();
  const done = (redirectTo: string) => {
    setRedirecting(true);
    setTimeout(() => navigate(redirectTo), REDIRECT_DELAY_MS);
  };
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan}>
          {stripe && chosen === plan.id ? (
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
  label,
  primary,
  disabled,
  onDone,
}: {
  planId: PlanId;
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
      <input type="hidden" name="intent" value="start-trial" />
      <input type="hidden" name="plan" value={planId} />
      <Button type="submit" className="w-full" variant={primary ? "primary" : "secondary"} disabled={busy || disabled}>
        {busy ? "Processing…" : label}
      </Button>
    </fetcher.Form>
  );
}
