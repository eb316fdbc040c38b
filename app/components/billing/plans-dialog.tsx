import { Link } from "@remix-run/react";
import { type PlanId, formatPrice, offeredPlans } from "~/domain/billing/plans";
import { PlanCard, SchoolsBeyondLimit, planGridClass } from "./plan-card";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { useRootData } from "../shell/use-root-data";

export type PaymentLinks = Record<PlanId, string | null>;

export type PlansPromptReason = "expired" | "start" | "limit";
type PlansDialogProps = {
  open: boolean;
  onClose: () => void;
  reason: PlansPromptReason;
  paymentLinks: PaymentLinks;
  /** The user's schools, to say what a plan's school limit does to those beyond it. */
  schoolCount: number;
};

const PROMPTS: Record<PlansPromptReason, { title: string; description: string }> = {
  expired: { title: "Your Trial Has Expired", description: "Choose a plan to keep adding schools and essays. Everything you wrote is safe." },
  // Someone who never had a trial is not told it expired.
  start: { title: "Start your free trial", description: "Choose a plan to start your 14-day free trial and add schools and essays." },
  limit: { title: "Upgrade to keep going", description: "You have used what the free trial includes. Choose a plan to continue; your text is kept." },
};

// The Expired-trial modal ("Your Trial Has Expired"), its twin for someone who never started a
// trial, and the upgrade prompt after a trial limit: the plans on offer from the one price table and
// Back. A plan opens its payment link in a new tab, or /plans with that plan chosen when no links
// are configured.
export function PlansDialog({ open, onClose, reason, paymentLinks, schoolCount }: PlansDialogProps) {
  const { title, description } = PROMPTS[reason];
  const { settings } = useRootData();
  const offered = offeredPlans({ officeHours: settings.officeHoursOpen });
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} wide>
      <div className={`grid gap-4 ${planGridClass(offered.length)}`}>
        {offered.map((plan) => {
          const link = paymentLinks[plan.id];
          const label = `Choose ${plan.name} (${formatPrice(plan)})`;
          return (
            <PlanCard key={plan.id} plan={plan}>
              <SchoolsBeyondLimit plan={plan} schoolCount={schoolCount} />
              {link ? (
                <a
                  href={link}
                  target="_blank"
                  rel="noreferrer"
                  className="block w-full rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-700"
                >
                  {label}
                </a>
              ) : (
                <Link
                  to={`/plans?plan=${plan.id}`}
                  className="block w-full rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-700"
                >
                  {label}
                </Link>
              )}
            </PlanCard>
          );
        })}
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Back
        </Button>
      </div>
    </Dialog>
  );
}
