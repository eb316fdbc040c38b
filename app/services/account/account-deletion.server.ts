import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../../db/client";
import { subscriptions, user } from "../../../db/schema";
import type { Auth } from "./auth.server";
import { type ArchiveStore, deleteUserArchives } from "../export/archives.server";

/** What deleting an account reaches: D1, Stripe, the session, the user's Durable Object and their archives in R2. */
export type AccountDeletionDeps = { db: Database; stripe: Stripe | null; auth: Auth; eraseUserObject: () => Promise<unknown>; archives: ArchiveStore };

/**
 * Deletes an account completely (docs/product-rules.md §10): the Stripe subscription is cancelled (so nobody
 * is charged for an account that no longer exists), the session ended (its cookies cleared), the
 * user's Durable Object storage erased, the account archives' objects deleted from R2, then the user row, which every user-owned table references
 * with ON DELETE CASCADE. Returns the Set-Cookie headers that clear the session in the browser.
 */
export async function deleteAccount(deps: AccountDeletionDeps, headers: Headers, userId: string): Promise<string[]> {
  await cancelStripeSubscription(deps, userId);
  const signOut = await deps.auth.api.signOut({ headers, asResponse: true });
  const cookies = signOut.headers.getSetCookie();
  await deps.eraseUserObject();
  // The archives' objects first: their rows, which name them, go with the user row.
  await deleteUserArchives(deps, userId);
  await deps.db.delete(user).where(eq(user.id, userId));
  return cookies;
}

async function cancelStripeSubscription({ db, stripe }: Pick<AccountDeletionDeps, "db" | "stripe">, userId: string) {
  const row = await db
    .select({ id: subscriptions.stripeSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .get();
  if (!row?.id || row.status === "canceled" || row.status === "expired") return;
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
