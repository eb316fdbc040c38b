import { Link } from "@remix-run/react";
import { type PlanId, formatPrice, plans } from "~/domain/plans";
import { PlanCard } from "./plan-card";
import { Button } from "./ui/button";
import { Dialog } from "./ui/dialog";

export type PaymentLinks = Record<PlanId, string | null>;

type PlansDialogProps = { open: boolean; onClose: () => void; reason: "expired" | "limit"; paymentLinks: PaymentLinks };

// The Expired-trial modal ("Your Trial Has Expired") and the upgrade prompt after a trial limit:
// three plans from the one price table and Back. A plan opens its payment link in a new tab, or
// /plans with that plan chosen when no links are configured.
export function PlansDialog({ open, onClose, reason, paymentLinks }: PlansDialogProps) {
  const title = reason === "expired" ? "Your Trial Has Expired" : "Upgrade to keep going";
  const description =
    reason === "expired"
      ? "Choose a plan to keep adding schools and essays. Everything you wrote is safe."
      : "You have used what the free trial includes. Choose a plan to continue; your text is kept.";
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} wide>
      <div className="grid gap-4 md:grid-cols-3">
        {plans.map((plan) => {
          const link = paymentLinks[plan.id];
          const label = `Choose ${plan.name} (${formatPrice(plan)})`;
          return (
            <PlanCard key={plan.id} plan={plan}>
              {link ? (
                <a href={link} target="_blank" rel="noreferrer" className="block w-full rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-700">
                  {label}
                </a>
              ) : (
                <Link to={`/plans?plan=${plan.id}`} className="block w-full rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-700">
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
