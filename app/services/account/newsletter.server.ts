import type { Database } from "../../../db/client";
import { newsletterSubscribers } from "../../../db/schema";
import type { Settings } from "~/settings.server";

// The newsletter-sync payload (docs/product-rules.md §17): the e-mail, an always-empty first name, and two tags.
export const NEWSLETTER_TAGS = ["signup", "marketing-opted-in"];

export async function syncNewsletter(settings: Settings, db: Database, userId: string, email: string) {
  const row = { userId, email, firstName: "", tags: NEWSLETTER_TAGS };
  await db
    .insert(newsletterSubscribers)
    .values(row)
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { tags: NEWSLETTER_TAGS, userId } });
  if (!settings.NEWSLETTER_WEBHOOK_URL) return;
  // A provider is optional (docs/product-rules.md §17): its failure is logged and never blocks the user.
  try {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (settings.NEWSLETTER_API_KEY) headers.authorization = `Bearer ${settings.NEWSLETTER_API_KEY}`;
    const response = await fetch(settings.NEWSLETTER_WEBHOOK_URL, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, firstName: "", tags: NEWSLETTER_TAGS }),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`provider answered ${response.status}`);
  } catch (error) {
    console.error("newsletter provider sync failed", { error: String(error) });
  }
}
