import type { ReactNode } from "react";
import { ReaderDate } from "~/components/ui/reader-time";
import { AdminCard } from "../admin-table";
import { ReaderTime } from "../../ui/reader-time";

type Subscription = { status: string; trialEnd: string | null; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean; stripe: boolean } | null;

// A user's plan as an operator sees it; `children` is what the operator can do about it.
export function UserPlanCard({ plan, subscription, children }: { plan: string; subscription: Subscription; children: ReactNode }) {
  return (
    <AdminCard id="plan-heading" title="Plan">
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-700">Plan</dt>
        <dd className="text-slate-900">{plan}</dd>
        {subscription?.trialEnd ? (
          <>
            <dt className="text-slate-700">Trial ends</dt>
            <dd className="text-slate-900">
              <ReaderTime iso={subscription.trialEnd} />
            </dd>
          </>
        ) : null}
        {subscription?.currentPeriodEnd ? (
          <>
            <dt className="text-slate-700">Period ends</dt>
            <dd className="text-slate-900">
              <ReaderDate value={subscription.currentPeriodEnd} />
              {subscription.cancelAtPeriodEnd ? " (cancels then)" : ""}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-700">Billing</dt>
        <dd className="text-slate-900">{subscription?.stripe ? "Stripe" : subscription ? "Trial without a card" : "—"}</dd>
      </dl>
      {children}
    </AdminCard>
  );
}
