import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { mockInterviews } from "../../../db/schema";

/**
 * What a mock interview's call was charged, copied from the user's object once the charge is final
 * (its end confirmed by OpenAI, a newer call, or the deadline): the object decides, D1 follows.
 * Calls that are not an interview's match no row.
 */
export async function recordCallCharges(db: Database, userId: string, charges: { voiceCallId: string; chargedSeconds: number }[]) {
  const updates = charges.map((charge) =>
    db
      .update(mockInterviews)
      .set({ chargedSeconds: charge.chargedSeconds })
      .where(and(eq(mockInterviews.userId, userId), eq(mockInterviews.voiceCallId, charge.voiceCallId))),
  );
  const [first, ...rest] = updates;
  if (first) await db.batch([first, ...rest]);
}
