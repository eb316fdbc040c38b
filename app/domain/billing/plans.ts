// The one price table (docs/product-rules.md §1). Every screen that shows a price or a plan reads it: landing,
// /plans, /payments, /account, the expired-trial modal and the upgrade card. Stripe price ids and
// payment links come from configuration, keyed by these ids.
import { AI_CALLS_PER_DAY, TRIAL_LIMITS } from "./usage-limits";

export const planIds = ["essential", "pro", "legacy"] as const;
export type PlanId = (typeof planIds)[number];

export type Plan = {
  id: PlanId;
  name: string;
  priceUsd: number;
  period: "month";
  description: string;
  features: string[];
  popular: boolean;
  /** null: unlimited. */
  schoolLimit: number | null;
  /** AI session time (chat + voice) per month, in seconds; null: unlimited. */
  sessionSecondsPerMonth: number | null;
};

export const TRIAL_DAYS = 14;

// What a plan card says is what sets the plan apart, and only what Scout does: the limits the
// server enforces (docs/entitlements.md: Essential's schools and monthly voice; chat has no
// monthly cap, only the daily AI limit below). Everything else Scout does comes with every plan,
// said once under the plans (the landing page's list, app/content/landing-copy.ts).
const EVERYTHING_ELSE = "Everything else Scout does, as in every plan";

/** The daily AI limit every plan shares (docs/entitlements.md, "The daily AI budget"). */
export const EVERY_PLAN_AI_LIMIT_TEXT = `Every plan answers up to ${AI_CALLS_PER_DAY.paid} AI requests a day: each chat message, feedback run, suggested fix or call counts one.`;

export const plans: Plan[] = [
  {
    id: "essential",
    name: "Essential",
    priceUsd: 99,
    period: "month",
    description: "For a focused application to a few schools.",
    features: ["Up to 3 schools", "5 hours of voice a month: calls with Scout and mock interviews", EVERYTHING_ELSE],
    popular: false,
    schoolLimit: 3,
    sessionSecondsPerMonth: 5 * 60 * 60,
  },
  {
    id: "pro",
    name: "Pro",
    priceUsd: 199,
    period: "month",
    description: "For applicants applying broadly.",
    features: ["Unlimited schools", "Voice with no monthly limit: calls with Scout and mock interviews", EVERYTHING_ELSE],
    popular: true,
    schoolLimit: null,
    sessionSecondsPerMonth: null,
  },
  {
    id: "legacy",
    name: "Legacy",
    priceUsd: 399,
    period: "month",
    description: "Everything in Pro, with a coach in the room.",
    features: ["Everything in Pro", "Priority Hot Seat office hours"],
    popular: false,
    schoolLimit: null,
    sessionSecondsPerMonth: null,
  },
];

/** What this installation offers beside the AI (docs/product-rules.md §1). */
export type Offer = { officeHours: boolean };

/**
 * The plans this installation can sell: Legacy is Pro plus office hours, so while office hours are
 * not set up it is not offered (it would promise a room that is closed, at twice Pro's price).
 * Someone already on Legacy keeps it (findPlan still knows it).
 */
export function offeredPlans(offer: Offer): Plan[] {
  return offer.officeHours ? plans : plans.filter((plan) => plan.id !== "legacy");
}

/** The trial's own limits, said next to a plan's "Unlimited" so nobody reads it as the trial's. */
export const TRIAL_LIMITS_TEXT = `During the free trial: ${TRIAL_LIMITS.textMessages} messages, ${TRIAL_LIMITS.voiceSeconds / 60} voice minutes and ${TRIAL_LIMITS.essaysCreated} essays.`;

export function findPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

export const startingPriceUsd = Math.min(...plans.map((plan) => plan.priceUsd));

export function formatPrice(plan: Pick<Plan, "priceUsd" | "period">) {
  return `$${plan.priceUsd}/${plan.period === "month" ? "mo" : plan.period}`;
}

/**
 * What choosing `plan` does to schools beyond its limit, said before the choice (null: nothing).
 * Only what the entitlements do (app/domain/billing/entitlements.ts): the limit refuses adding a
 * school while the user has that many or more; it never removes or locks one they have.
 */
export function schoolsBeyondLimitText(plan: Pick<Plan, "name" | "schoolLimit">, schoolCount: number): string | null {
  const limit = plan.schoolLimit;
  if (limit === null || schoolCount <= limit) return null;
  return `You have ${schoolCount} schools; ${plan.name} includes ${limit}. All ${schoolCount} stay, with their essays and deadlines, and you can keep working on every one. You cannot add another school while you have ${limit} or more.`;
}
