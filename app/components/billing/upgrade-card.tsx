import { formatPrice, offeredPlans } from "~/domain/billing/plans";
import { useRootData } from "../shell/use-root-data";
import { Button } from "../ui/button";

// The upgrade prompt card in Ask Scout, shown when the trial's messages or voice minutes are used.
// Prices come from the one price table.
export function UpgradeCard({ onUpgrade, title = "You have used your 50 free messages" }: { onUpgrade: () => void; title?: string }) {
  const { settings } = useRootData();
  return (
    <section aria-labelledby="chat-upgrade-title" className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm">
      <h3 id="chat-upgrade-title" className="font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-slate-700">Keep talking with Scout on a plan. Your conversations stay here.</p>
      <ul className="mt-2 space-y-1 text-slate-800">
        {offeredPlans({ officeHours: settings.officeHoursOpen }).map((plan) => (
          <li key={plan.id}>
            <span className="font-medium">{plan.name}</span> · {formatPrice(plan)}
          </li>
        ))}
      </ul>
      <Button className="mt-3 w-full" onClick={onUpgrade}>
        See plans
      </Button>
    </section>
  );
}
