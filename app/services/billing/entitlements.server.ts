import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { batchedRead } from "../../../db/read-batching";
import { subscriptions } from "../../../db/schema";
import { type Entitlements, entitlementsFor, entitlementsWhenUnreadable } from "~/domain/billing/entitlements";

// The one way to learn what a user may do: their subscription row read once, turned into
// entitlements by app/domain/billing/entitlements.ts. Two doors, on purpose:
// - `readEntitlements` for pages that only show things: a failed read fails open ("in trial
//   with 7 days", docs/product-rules.md §2), so a D1 hiccup does not lock anyone out of reading their work;
// - `entitlementsToSpend` for anything that creates data or spends money (schools, essays,
//   versions, feedback, chat, voice): a failed read throws, so nothing is given away.

/** The row's query, for callers that batch it with their own reads (one D1 round trip). */
export function subscriptionRowQuery(db: Database, userId: string) {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

export async function entitlementsToSpend(db: Database, userId: string, now = new Date()): Promise<Entitlements> {
  // On a page it shares the page's one round trip (db/read-batching.ts).
  const [row] = await batchedRead(db, subscriptionRowQuery(db, userId));
  return entitlementsFor(row, now);
}

export async function readEntitlements(db: Database, userId: string, now = new Date()): Promise<Entitlements> {
  try {
    return await entitlementsToSpend(db, userId, now);
  } catch (error) {
    console.error("subscription read failed; showing the fail-open trial", { userId, error: String(error) });
    return entitlementsWhenUnreadable(now);
  }
}
