import { useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Plan } from "~/domain/billing/plans";
import type { Toast } from "~/domain/platform/toast";
import { track } from "~/lib/analytics";
import { type StripeCardElement, type StripeJs, loadStripe } from "~/lib/stripe-js";
import { Button } from "../ui/button";
import { showToast, useToastFor } from "../ui/toast";

/** What the plan choice answers a form that stays: a refusal's toast, or the card check to finish. */
export type CheckoutActionData = { toast: Toast } | { requiresAction: string };

type CheckoutFormProps = {
  plan: Plan;
  email: string;
  publishableKey: string;
  stripeJsUrl: string;
  /** A running trial with no card paying now: charged today, no trial (app/services/billing/pay-now.server.ts). */
  payNow?: boolean;
};

const checkoutError = (description: string): Toast => ({ title: "Checkout Error", description, variant: "destructive" });

// The card field (Stripe's own element) and the product's checkout states: idle, processing, then
// the action's redirect to the workspace with its toast. The card never touches our server:
// Stripe.js turns it into a payment method id.
export function CheckoutForm({ plan, email, publishableKey, stripeJsUrl, payNow = false }: CheckoutFormProps) {
  const fetcher = useFetcher<CheckoutActionData>();
  const navigation = useNavigation();
  const [processing, setProcessing] = useState(false);
  const { stripe, cardRef, card } = useStripeCard(publishableKey, stripeJsUrl);

  // The plan started: the fetcher waits while the workspace it redirected to loads.
  const started = fetcher.state === "loading" && navigation.state === "loading";
  useEffect(() => {
    if (started) track("payment_success", { plan: plan.id });
  }, [started]);
  useToastFor(fetcher.data, (result) => {
    if ("requiresAction" in result) {
      // The bank's check runs in the browser; once it passes, the action moves on with the toast.
      stripe?.confirmCardSetup(result.requiresAction).then(({ error }) => {
        if (error) return fail(error.message ?? "Your bank did not confirm the card.");
        fetcher.submit({ intent: "card-confirmed" }, { method: "post" });
      });
      return;
    }
    setProcessing(false);
    return result.toast;
  });

  function fail(description: string) {
    setProcessing(false);
    showToast(checkoutError(description));
  }

  async function submit() {
    if (!stripe)
      return showToast({
        title: "Payment Error",
        description: "The payment provider has not loaded yet. Please try again in a moment.",
        variant: "destructive",
      });
    if (!email) return showToast(checkoutError("Email is required for checkout"));
    if (!card.current) return showToast(checkoutError("Card element not found"));
    setProcessing(true);
    track("payment_started", { plan: plan.id });
    const { paymentMethod, error } = await stripe.createPaymentMethod({ type: "card", card: card.current, billing_details: { email } });
    if (error || !paymentMethod) return fail(error?.message ?? "Failed to create payment method");
    fetcher.submit({ intent: payNow ? "pay-now" : "checkout", plan: plan.id, paymentMethodId: paymentMethod.id }, { method: "post" });
  }

  return (
    <div className="flex flex-col gap-4">
      <div>
        <p id="card-label" className="mb-1 block text-sm font-medium text-slate-800">
          Card
        </p>
        <div ref={cardRef} aria-labelledby="card-label" className="rounded-md border border-slate-300 bg-white p-3" />
      </div>
      <Button onClick={submit} disabled={processing}>
        {processing ? "Processing…" : payNow ? `Pay $${plan.priceUsd} now` : `Start ${plan.name} free trial`}
      </Button>
      <p className="text-xs text-slate-700">
        {payNow
          ? `Charged today, then $${plan.priceUsd} a month until you cancel.`
          : `No charge during the trial. Then $${plan.priceUsd} a month until you cancel.`}
      </p>
    </div>
  );
}

/** Stripe.js loaded, and its card field mounted in the element cardRef names (destroyed on unmount). */
function useStripeCard(publishableKey: string, stripeJsUrl: string) {
  const [stripe, setStripe] = useState<StripeJs | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const card = useRef<StripeCardElement | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadStripe(stripeJsUrl, publishableKey)
      .then((loaded) => {
        if (cancelled || !cardRef.current) return;
        card.current = loaded.elements().create("card", { hidePostalCode: false });
        card.current.mount(cardRef.current);
        setStripe(loaded);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      card.current?.destroy();
      card.current = null;
    };
  }, [publishableKey, stripeJsUrl]);
  return { stripe, cardRef, card };
}
