import { count, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { userSchools } from "../../../db/schema";
import { type Entitlements, entitlementsFor, entitlementsWhenUnreadable } from "~/domain/billing/entitlements";
import { subscriptionRowQuery } from "./entitlements.server";

/** What /plans needs to say about the reader before they choose: their standing, whether their trial has a card, how many schools they have. */
export type PlanPageFacts = { entitlements: Entitlements; trialCardOnFile: boolean; schoolCount: number };

// One round trip for the page. It only shows things, so a failed read fails open as readEntitlements does
// (the choice itself is decided again by the action, which fails closed).
export async function planPageFacts(db: Database, userId: string, now = new Date()): Promise<PlanPageFacts> {
  try {
    const [rows, schools] = await db.batch([
      subscriptionRowQuery(db, userId),
      db.select({ n: count() }).from(userSchools).where(eq(userSchools.userId, userId)),
    ]);
    const row = rows[0];
    return { entitlements: entitlementsFor(row, now), trialCardOnFile: Boolean(row?.stripeSubscriptionId), schoolCount: schools[0]?.n ?? 0 };
  } catch (error) {
    console.error("plan page read failed; showing the fail-open trial", { userId, error: String(error) });
    return { entitlements: entitlementsWhenUnreadable(now), trialCardOnFile: false, schoolCount: 0 };
  }
}
