import { Link, useFetcher } from "@remix-run/react";
import { ReaderTime } from "~/components/ui/reader-time";
import { useRef } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import type { SubscriptionCheck } from "~/domain/billing/entitlements";
import { findPlan, formatPrice } from "~/domain/billing/plans";
import type { PortalAnswer } from "./account-action.server";

// The plan, its standing and its end; Manage subscription opens Stripe's portal in a new tab.
export function SubscriptionSection({
  subscription,
  badge,
  portalAvailable,
}: {
  subscription: SubscriptionCheck | null;
  badge: string | null;
  portalAvailable: boolean;
}) {
  const portal = useFetcher<PortalAnswer>();
  const tab = useRef<Window | null>(null);
  useToastFor(portal.data, (result) => {
    const opened = tab.current;
    tab.current = null;
    if ("url" in result && opened) {
      opened.location.href = result.url;
      return;
    }
    opened?.close();
    return "toast" in result ? result.toast : null;
  });
  const plan = findPlan(subscription?.subscription_tier);
  return (
    <section aria-labelledby="subscription-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="subscription-heading" className="text-lg font-semibold text-slate-900">
        Subscription
      </h2>
      {subscription ? (
        <dl className="mt-4 grid grid-cols-2 gap-y-2 text-sm">
          <dt className="text-slate-700">Plan</dt>
          <dd className="text-slate-900">{plan ? `${plan.name} (${formatPrice(plan)})` : "None"}</dd>
          <dt className="text-slate-700">Status</dt>
          <dd className="text-slate-900">
            {subscription.subscribed ? "Active" : subscription.is_trialing ? "Free trial" : "No active plan"}
            {badge ? ` · ${badge}` : ""}
          </dd>
          <dt className="text-slate-700">{subscription.is_trialing ? "Trial ends" : "Current period ends"}</dt>
          <dd className="text-slate-900">{subscription.subscription_end ? <ReaderTime iso={subscription.subscription_end} /> : "—"}</dd>
        </dl>
      ) : (
        <p className="mt-4 text-sm text-slate-700">Subscription information is unavailable right now.</p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {portalAvailable ? (
          <Button
            variant="secondary"
            disabled={portal.state !== "idle"}
            onClick={() => {
              // Opened now, inside the click, so the browser does not block it; filled in once the URL comes.
              tab.current = window.open("", "_blank");
              portal.submit({ intent: "portal" }, { method: "post" });
            }}
          >
            Manage subscription
          </Button>
        ) : null}
        <Link to="/plans" className={buttonClasses("primary")}>
          {subscription?.subscribed ? "Change plan" : "Choose a plan"}
        </Link>
      </div>
    </section>
  );
}
