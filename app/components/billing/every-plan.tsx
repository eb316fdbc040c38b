import { useId } from "react";
import { features } from "~/content/landing-copy";
import { EVERY_PLAN_AI_LIMIT_TEXT } from "~/domain/billing/plans";

// What every plan comes with, under the plans: everything Scout does, in the landing page's words
// (one list of true statements, app/content/landing-copy.ts), and the daily AI limit they share.
export function EveryPlan() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-16">
      <h2 id={headingId} className="text-center text-2xl font-bold text-slate-900">
        Every plan includes
      </h2>
      <p className="mt-2 text-center text-slate-700">Everything Scout does, whichever plan you choose.</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-2 text-sm text-slate-700">{feature.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-700">{EVERY_PLAN_AI_LIMIT_TEXT}</p>
    </section>
  );
}
