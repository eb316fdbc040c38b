import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { subscriptions, user } from "../../db/schema";

/**
 * Deletes an account completely (docs/product-rules.md §10): the Stripe subscription is cancelled (so nobody
 * is charged for an account that no longer exists), the session ended (its cookies cleared), the
 * user's Durable Object storage erased, then the user row, which every user-owned table references
 * with ON DELETE CASCADE. Returns the Set-Cookie headers that clear the session in the browser.
 */
export async function deleteAccount(context: AppLoadContext, request: Request, userId: string): Promise<string[]> {
  await cancelStripeSubscription(context, userId);
  const signOut = await context.app.auth.api.signOut({ headers: request.headers, asResponse: true });
  const cookies = signOut.headers.getSetCookie();
  await context.app.userObject(userId).erase();
  await context.app.db.delete(user).where(eq(user.id, userId));
  return cookies;
}

async function cancelStripeSubscription(context: AppLoadContext, userId: string) {
  const row = await context.app.db
    .select({ id: subscriptions.stripeSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .get();
  if (!row?.id || row.status === "canceled" || row.status === "expired") return;
  const stripe = context.app.stripe;
  // A Stripe subscription with Stripe no longer configured cannot be cancelled from here: refuse
  // rather than delete an account that may go on being charged.
  if (!stripe) throw new Error("Stripe is not configured: the subscription cannot be cancelled");
  try {
    await stripe.subscriptions.cancel(row.id);
  } catch (error) {
    if ((error as { code?: string }).code === "resource_missing") return;
    throw error;
  }
}
