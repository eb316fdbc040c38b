import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import { findPlan, formatPrice } from "~/domain/plans";
import { type SubscriptionCheck, entitlementsFor, standingBadge } from "~/domain/entitlements";
import type { Toast } from "~/domain/toast";
import { customerPortalUrl } from "~/services/checkout.server";
import { requireUser } from "~/web/session.server";
import { subscriptionRowQuery } from "~/services/entitlements.server";
import { subscriptionCheckFor } from "~/services/subscription.server";
import { formatDate } from "~/domain/dates";

export const meta: MetaFunction = () => [{ title: "Account & Billing · Scout" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  let subscription: SubscriptionCheck | null = null;
  let badge: string | null = null;
  try {
    const row = await subscriptionRowQuery(context.app.db, user.id).get();
    subscription = subscriptionCheckFor(row, new Date());
    badge = standingBadge(entitlementsFor(row, new Date()), new Date());
  } catch (error) {
    console.error("subscription load failed", { userId: user.id, error: String(error) });
  }
  return { email: user.email, subscription, badge, portalAvailable: Boolean(context.app.stripe) };
}

const PORTAL_ERROR: Toast = { title: "Error", description: "Failed to open subscription management portal", variant: "destructive" };

// customer-portal: a Stripe billing portal session for the user's own customer.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const stripe = context.app.stripe;
  if (!stripe) return data({ toast: { ...PORTAL_ERROR, description: "Payments are not configured on this installation." } }, 400);
  try {
    const url = await customerPortalUrl({ db: context.app.db, stripe }, user.id, new URL("/account", request.url).toString());
    if (!url) return data({ toast: { ...PORTAL_ERROR, description: "You have no paid subscription to manage yet." } }, 404);
    return { url };
  } catch (error) {
    console.error("portal failed", { userId: user.id, error: String(error) });
    return data({ toast: PORTAL_ERROR }, 502);
  }
}

export default function Account() {
  const { email, subscription, badge, portalAvailable } = useLoaderData<typeof loader>();
  const portal = useFetcher<typeof action>();
  const tab = useRef<Window | null>(null);
  useToastFor(subscription ? null : "unavailable", () => ({ title: "Error", description: "Failed to load subscription information", variant: "destructive" }));
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
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <Link to="/app" className="text-sm font-medium text-brand-700 underline">
        Back to workspace
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Account &amp; Billing</h1>
      <p className="mt-1 text-slate-700">{email}</p>
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
            <dd className="text-slate-900">{subscription.subscription_end ? formatDate(subscription.subscription_end, "longDate") : "—"}</dd>
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
                portal.submit({}, { method: "post" });
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
    </main>
  );
}
