import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { planIds } from "~/domain/plans";
import { STRIPE_JS_URL } from "./stripe.server";
import { chooseWithCard, chooseWithoutCard } from "./plan-choice.server";
import { getSessionUser } from "./session.server";

// What /plans and /payments share: the Stripe settings the browser needs, and the action.
export function stripeBrowserConfig(context: AppLoadContext) {
  const key = context.app.publicSettings.stripePublishableKey;
  return key ? { publishableKey: key, jsUrl: STRIPE_JS_URL } : null;
}

const choiceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start-trial"), plan: z.enum(planIds) }),
  z.object({
    intent: z.literal("checkout"),
    plan: z.enum(planIds),
    paymentMethodId: z
      .string()
      .regex(/^pm_[A-Za-z0-9_]+$/)
      .max(255),
  }),
]);

export async function handlePlanChoice(context: AppLoadContext, request: Request) {
  const user = await getSessionUser(context, request);
  if (!user) {
    return {
      status: 401,
      body: { toast: { title: "Authentication Required", description: "Please sign in to continue with your trial", variant: "destructive" as const } },
    };
  }
  const parsed = choiceSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return { status: 400, body: { toast: { title: "Checkout Error", description: "Please choose a plan.", variant: "destructive" as const } } };
  }
  const choice = parsed.data;
  if (choice.intent === "checkout") return chooseWithCard(context, user, choice.plan, choice.paymentMethodId);
  // With Stripe configured a plan starts with a card; the no-card trial is for installs without it.
  if (context.app.stripe) {
    return {
      status: 400,
      body: { toast: { title: "Checkout Error", description: "Please enter a card to start your trial.", variant: "destructive" as const } },
    };
  }
  return chooseWithoutCard(context, user, choice.plan);
}
