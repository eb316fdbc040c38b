import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { TRIAL_DAYS, findPlan, planIds } from "~/domain/billing/plans";
import type { Toast } from "~/domain/platform/toast";
import { type PlanChoiceOutcome, changeTrialPlan, chooseWithCard, chooseWithoutCard } from "~/services/billing/plan-choice.server";
import { payNow } from "~/services/billing/pay-now.server";
import { planPageFacts } from "~/services/billing/plan-page.server";
import { STRIPE_JS_URL } from "~/services/billing/stripe.server";
import { readEntitlements } from "~/services/billing/entitlements.server";
import { refuse, reply, runIntent } from "./intent-action.server";
import { redirectWithToast } from "./toast.server";
import { type SessionUser, requireFormUser } from "./session.server";

// What /plans and /payments share: the Stripe settings the browser needs, and the action that
// reads the plan choice, hands it to the plan-choice service and answers its outcome.
export function stripeBrowserConfig(context: AppLoadContext) {
  const key = context.app.publicSettings.stripePublishableKey;
  return key ? { publishableKey: key, jsUrl: STRIPE_JS_URL } : null;
}

/** What the plan picker says about the signed-in reader before they choose (/plans and /payments). */
export async function planPickerFacts(context: AppLoadContext, user: SessionUser | null) {
  const facts = user ? await planPageFacts(context.app.db, user.id) : null;
  const inTrial = facts?.entitlements.standing === "trial";
  return {
    trialPlan: inTrial ? facts.entitlements.plan : null,
    trialCardOnFile: inTrial && facts.trialCardOnFile,
    schoolCount: facts?.schoolCount ?? 0,
  };
}

const paymentMethodIdSchema = z
  .string()
  .regex(/^pm_[A-Za-z0-9_]+$/)
  .max(255);

const choiceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start-trial"), plan: z.enum(planIds) }),
  z.object({ intent: z.literal("trial-plan"), plan: z.enum(planIds) }),
  // The card's 3-D Secure check passed in the browser (Stripe.js): the checkout's trial is on.
  z.object({ intent: z.literal("card-confirmed") }),
  // A running trial paid for now, so its caps lift today: the card on file, or one typed now.
  z.object({ intent: z.literal("pay-now"), plan: z.enum(planIds), paymentMethodId: paymentMethodIdSchema.optional() }),
  z.object({
    intent: z.literal("checkout"),
    plan: z.enum(planIds),
    paymentMethodId: paymentMethodIdSchema,
  }),
]);

/**
 * What the plan choice answers the checkout form: a refusal's toast, or the card check to finish
 * in the browser. A plan that starts moves on to the workspace with its toast (redirectWithToast).
 */
type PlanChoiceData = { toast: Toast; requiresAction?: string };
type PlanChoiceReply = ReturnType<typeof reply<PlanChoiceData>> | Response;

export function handlePlanChoice(context: AppLoadContext, request: Request) {
  return requireFormUser(context, request, "Please sign in to continue with your trial", (user) => choose(context, request, user));
}

function choose(context: AppLoadContext, request: Request, user: SessionUser) {
  return runIntent<z.infer<typeof choiceSchema>, PlanChoiceReply>(
    request,
    choiceSchema,
    {
      checkout: async (choice) => answer(context, await chooseWithCard(context.app, user, choice.plan, choice.paymentMethodId)),
      "card-confirmed": async () => {
        const standing = (await readEntitlements(context.app.db, user.id)).standing;
        if (standing === "trial") return redirectWithToast(context, "/app", TRIAL_STARTED);
        if (standing === "paid") return redirectWithToast(context, "/app", SUBSCRIPTION_STARTED);
        return refuse("Checkout Error", "Your plan has not started. Please try again or contact support.", 409);
      },
      "pay-now": async (choice) => {
        const outcome = await payNow(context.app, user, choice.plan, choice.paymentMethodId);
        if (outcome.kind !== "started") return answer(context, outcome);
        const name = findPlan(choice.plan)?.name ?? choice.plan;
        return redirectWithToast(context, "/app", {
          title: "Subscription Started",
          description: `You are on ${name} now: the trial's limits no longer apply.`,
        });
      },
      "trial-plan": async (choice) => answer(context, await changeTrialPlan(context.app, user, choice.plan)),
      "start-trial": async (choice) => {
        // With Stripe configured a plan starts with a card; the no-card trial is for installs without it.
        if (context.app.stripe) return refuse("Checkout Error", "Please enter a card to start your trial.", 400);
        return answer(context, await chooseWithoutCard(context.app.db, user, choice.plan));
      },
    },
    () => refuse("Checkout Error", "Please choose a plan.", 400),
  );
}

const TRIAL_STARTED: Toast = { title: "Trial Started", description: `Your ${TRIAL_DAYS}-day free trial has been activated successfully` };
const SUBSCRIPTION_STARTED: Toast = { title: "Subscription Started", description: "Welcome aboard." };

// A plan that starts (or already runs) moves on to the workspace, its toast with it.
function answer(context: AppLoadContext, outcome: PlanChoiceOutcome): PlanChoiceReply | Promise<Response> {
  const toWorkspace = (toast: Toast) => redirectWithToast(context, "/app", toast);
  switch (outcome.kind) {
    case "started":
      return toWorkspace(outcome.trial ? TRIAL_STARTED : SUBSCRIPTION_STARTED);
    case "requires_action":
      return reply({ toast: { title: "Confirm your card" }, requiresAction: outcome.clientSecret });
    case "already_subscribed":
      return toWorkspace({ title: "Already Subscribed", description: "You already have an active plan." });
    case "trial_plan_changed":
      return toWorkspace({
        title: "Plan Chosen",
        description: `Your trial continues on ${findPlan(outcome.plan)?.name ?? outcome.plan}; it becomes that plan when it ends.`,
      });
    case "no_trial":
      return refuse("Checkout Error", "You have no running trial to change. Please choose a plan.", 409);
    case "trial_active":
      return toWorkspace({ title: "Trial Already Active", description: "Your free trial is already running." });
    case "trial_used":
      return refuse("Checkout Error", "Your free trial has already been used. Please contact support to choose a paid plan.", 409);
    case "payments_not_configured":
      return refuse("Checkout Error", "Payments are unavailable right now. Please try again later.", 400);
    case "card_needed":
      return refuse("Checkout Error", "Please enter a card to pay now.", 400);
    case "failed":
      return refuse("Checkout Error", outcome.message, 402);
  }
}
