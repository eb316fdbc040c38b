import type { ReactNode } from "react";
import { type Plan, TRIAL_LIMITS_TEXT, formatPrice, schoolsBeyondLimitText } from "~/domain/billing/plans";

// One plan from the price table, with whatever action the page puts under it.
// `trialNote`: where a plan starts with the free trial, its own limits are said beside "Unlimited".
export function PlanCard({ plan, trialNote = false, children }: { plan: Plan; trialNote?: boolean; children?: ReactNode }) {
  return (
    <section
      aria-labelledby={`plan-${plan.id}`}
      className={`flex flex-col rounded-xl border bg-white p-6 shadow-sm ${plan.popular ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"}`}
    >
      {plan.popular ? <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-brand-700">Most popular</p> : null}
      <h2 id={`plan-${plan.id}`} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-1 text-3xl font-bold text-slate-900">{formatPrice(plan)}</p>
      <p className="mt-2 text-sm text-slate-700">{plan.description}</p>
      <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm text-slate-800">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {trialNote ? <p className="mt-4 text-sm text-slate-700">{TRIAL_LIMITS_TEXT}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}

/** A grid as wide as the plans it holds: two side by side at half the page each, not two thirds of a three-column grid. */
export function planGridClass(count: number) {
  if (count >= 3) return "md:grid-cols-3";
  return count === 2 ? "mx-auto w-full max-w-4xl md:grid-cols-2" : "mx-auto w-full max-w-md";
}

/** Said before the choice, not after: what a plan's school limit does to the schools one already has. */
export function SchoolsBeyondLimit({ plan, schoolCount }: { plan: Plan; schoolCount: number }) {
  const text = schoolsBeyondLimitText(plan, schoolCount);
  return text ? <p className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{text}</p> : null;
}
