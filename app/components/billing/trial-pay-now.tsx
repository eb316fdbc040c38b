import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { Plan } from "~/domain/billing/plans";
import { track } from "~/lib/analytics";
import { CheckoutForm, type CheckoutActionData } from "./checkout-form";
import type { StripeConfig } from "~/lib/stripe-js";
import { Button } from "../ui/button";
import { useToastFor } from "../ui/toast";

type TrialPayNowProps = { plan: Plan; email: string; stripe: NonNullable<StripeConfig>; cardOnFile: boolean };

// During a trial, paying now for a plan so the trial's limits lift today instead of at its end.
// A trial started with a card is charged on that card; one without a card types one here, as a
// paid signup does. The action moves on to the workspace with its toast once Stripe says paid.
export function TrialPayNow({ plan, email, stripe, cardOnFile }: TrialPayNowProps) {
  const [typingCard, setTypingCard] = useState(false);
  if (cardOnFile) return <PayWithCardOnFile plan={plan} />;
  if (typingCard) return <CheckoutForm plan={plan} email={email} publishableKey={stripe.publishableKey} stripeJsUrl={stripe.jsUrl} payNow />;
  return (
    <div className="flex flex-col gap-2">
      <Button className="w-full" variant="secondary" onClick={() => setTypingCard(true)}>
        {`Pay now for ${plan.name}`}
      </Button>
      <PayNowNote plan={plan} />
    </div>
  );
}

function PayWithCardOnFile({ plan }: { plan: Plan }) {
  const fetcher = useFetcher<CheckoutActionData>();
  // A refusal (a declined card says so); a plan that starts is the action's redirect, with its toast.
  useToastFor(fetcher.data, (result) => ("toast" in result ? result.toast : null));
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2" onSubmit={() => track("payment_started", { plan: plan.id })}>
      <input type="hidden" name="intent" value="pay-now" />
      <input type="hidden" name="plan" value={plan.id} />
      <Button type="submit" className="w-full" variant="secondary" disabled={busy}>
        {busy ? "Processing…" : `Pay now for ${plan.name}`}
      </Button>
      <PayNowNote plan={plan} cardOnFile />
    </fetcher.Form>
  );
}

function PayNowNote({ plan, cardOnFile = false }: { plan: Plan; cardOnFile?: boolean }) {
  return (
    <p className="text-xs text-slate-700">
      {`Your trial ends now and ${cardOnFile ? "the card you gave is" : "your card is"} charged $${plan.priceUsd} today, then each month until you cancel. The trial's limits no longer apply.`}
    </p>
  );
}
