import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { recommenders } from "../../../db/schema";
import { isUnsubscribeToken, unsubscribeToken } from "../platform/email-preferences.server";

// The link in a nudge that stops nudges to that recommender without anyone signing in: an
// HMAC of the recommender's id under its own purpose (never valid as an applicant's link).
const subject = (recommenderId: string) => `recommender-nudge:${recommenderId}`;

export async function nudgeUnsubscribeUrl(appUrl: string, secret: string, recommenderId: string): Promise<string> {
  const url = new URL("/email/nudges", appUrl);
  url.searchParams.set("r", recommenderId);
  url.searchParams.set("t", await unsubscribeToken(secret, subject(recommenderId)));
  return url.toString();
}

export type NudgeLink = { r: string; t: string };

/** Whether the link is valid and the recommender still there; the name is shown to confirm. */
export async function readNudgeLink(db: Database, secret: string, link: NudgeLink): Promise<{ name: string; on: boolean } | null> {
  if (!(await isUnsubscribeToken(secret, subject(link.r), link.t))) return null;
  const row = await db.select({ name: recommenders.name, on: recommenders.nudgeOptIn }).from(recommenders).where(eq(recommenders.id, link.r)).get();
  return row ?? null;
}

/** Stops nudges to the link's recommender; false for a wrong link (nothing changes). */
/** The applicant whose recommender stopped their reminders (their pages show it), or null for a link that does not work. */
export async function stopNudges(db: Database, secret: string, link: NudgeLink): Promise<{ userId: string } | null> {
  if (!(await isUnsubscribeToken(secret, subject(link.r), link.t))) return null;
  const [updated] = await db.update(recommenders).set({ nudgeOptIn: false }).where(eq(recommenders.id, link.r)).returning({ userId: recommenders.userId });
  return updated ?? null;
}
