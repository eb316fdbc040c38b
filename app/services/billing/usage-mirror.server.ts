import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { usageTracking } from "../../../db/schema";
import type { UsageCounts } from "~/domain/billing/usage-limits";

type UsageSnapshot = UsageCounts & { revision: number };

// Copies the object's counters to D1 usage_tracking so pages and /admin can read them in the same
// batch as everything else. Only a newer revision wins: two mirror writes racing each other
// (each await lets another request in) can land in either order without going backwards.
export async function mirrorUsage(db: Database, userId: string, usage: UsageSnapshot) {
  const values = {
    userId,
    voiceSecondsUsed: usage.voiceSeconds,
    textMessagesUsed: usage.textMessages,
    essaysCreated: usage.essaysCreated,
    revision: usage.revision,
    updatedAt: new Date(),
  };
  await db
    .insert(usageTracking)
    .values(values)
    .onConflictDoUpdate({
      target: usageTracking.userId,
      set: {
        voiceSecondsUsed: values.voiceSecondsUsed,
        textMessagesUsed: values.textMessagesUsed,
        essaysCreated: values.essaysCreated,
        revision: values.revision,
        updatedAt: values.updatedAt,
      },
      setWhere: sql`excluded.revision > ${usageTracking.revision}`,
    });
}
