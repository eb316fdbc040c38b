import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { TRIAL_DAYS, findPlan, planIds } from "~/domain/billing/plans";
import type { Toast } from "~/domain/platform/toast";
import { type PlanChoiceOutcome, changeTrialPlan, chooseWithCard, chooseWithoutCard } from "~/services/billing/plan-choice.server";
import { STRIPE_JS_URL } from "~/services/billing/stripe.server";
import { refuse, reply, runIntent } from "./intent-action.server";
import { type SessionUser, requireFormUser } from "./session.server";

// What /plans and /payments share: the Stripe settings the browser needs, and the action that
// reads the plan choice, hands it to the plan-choice service and answers its outcome.
export function stripeBrowserConfig(context: AppLoadContext) {
  const key = context.app.publicSettings.stripePublishableKey;
  return key ? { publishableKey: key, jsUrl: STRIPE_JS_URL } : null;
}

const choiceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start-trial"), plan: z.enum(planIds) }),
  z.object({ intent: z.literal("trial-plan"), plan: z.enum(planIds) }),
  z.object({
    intent: z.literal("checkout"),
    plan: z.enum(planIds),
    paymentMethodId: z
      .string()
      .regex(/^pm_[A-Za-z0-9_]+$/)
      .max(255),
  }),
]);

/** What the plan choice answers, read by the checkout form. */
type PlanChoiceData = { toast: Toast; redirectTo?: string; requiresAction?: string };
type PlanChoiceReply = ReturnType<typeof reply<PlanChoiceData>>;

export function handlePlanChoice(context: AppLoadContext, request: Request) {
  return requireFormUser(context, request, "Please sign in to continue with your trial", (user) => choose(context, request, user));
}

function choose(context: AppLoadContext, request: Request, user: SessionUser) {
  return runIntent<z.infer<typeof choiceSchema>, PlanChoiceReply>(
    request,
    choiceSchema,
    {
      checkout: async (choice) => answer(await chooseWithCard(context.app, user, choice.plan, choice.paymentMethodId)),
      "trial-plan": async (choice) => answer(await changeTrialPlan(context.app, user, choice.plan)),
      "start-trial": async (choice) => {
        // With Stripe configured a plan starts with a card; the no-card trial is for installs without it.
        if (context.app.stripe) return refuse("Checkout Error", "Please enter a card to start your trial.", 400);
        return answer(await chooseWithoutCard(context.app.db, user, choice.plan));
      },
    },
    () => refuse("Checkout Error", "Please choose a plan.", 400),
  );
}

const TRIAL_STARTED: Toast = { title: "Trial Started", description: `Your ${TRIAL_DAYS}-day free trial has been activated successfully` };

function answer(outcome: PlanChoiceOutcome): PlanChoiceReply {
  switch (outcome.kind) {
    case "started":
      return reply({ toast: outcome.trial ? TRIAL_STARTED : { title: "Subscription Started", description: "Welcome aboard." }, redirectTo: "/app" });
    case "requires_action":
      return reply({ toast: { title: "Confirm your card" }, requiresAction: outcome.clientSecret });
    case "already_subscribed":
      return reply({ toast: { title: "Already Subscribed", description: "You already have an active plan." }, redirectTo: "/app" });
    case "trial_plan_changed":
      return reply({
        toast: {
          title: "Plan Chosen",
          description: `Your trial continues on ${findPlan(outcome.plan)?.name ?? outcome.plan}; it becomes that plan when it ends.`,
        },
        redirectTo: "/app",
      });
    case "no_trial":
      return refuse("Checkout Error", "You have no running trial to change. Please choose a plan.", 409);
    case "trial_active":
      return reply({ toast: { title: "Trial Already Active", description: "Your free trial is already running." }, redirectTo: "/app" });
    case "trial_used":
      return refuse("Checkout Error", "Your free trial has already been used. Please contact support to choose a paid plan.", 409);
    case "payments_not_configured":
      return refuse("Checkout Error", "Payments are unavailable right now. Please try again later.", 400);
    case "failed":
      return refuse("Checkout Error", outcome.message, 402);
  }
}
