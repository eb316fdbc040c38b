import { eq } from "drizzle-orm";
import { applicationSteps, emailOutbox, schoolSubmissions, seasonReminders } from "../../../db/schema";
import type { SeasonReminderMessage } from "../../../app/domain/platform/email-message";
import { addSchool } from "../../factories";
import { db } from "../helpers";

// What the season's tests (offers, before you start, the season's reminders) set up the same way:
// a day as the forms write it, a school decided after its submission, the reminders' queue and
// what the sweeps claimed and sent.

const DAY = 86_400_000;

/** YYYY-MM-DD, `offset` days from `from`. */
export const day = (offset: number, from = Date.now()) => new Date(from + offset * DAY).toISOString().slice(0, 10);

/** The school added, submitted 60 days ago for R1, and decided two days ago. */
export async function decided(userId: string, school: string, decision: "admitted" | "denied" | "waitlisted") {
  await addSchool(db(), userId, school, 1);
  const [submission] = await db()
    .insert(schoolSubmissions)
    .values({ userId, school, cycle: "2026-2027", round: "R1", submittedOn: day(-60), snapshot: { essays: [], answers: [], disclosure: null } })
    .returning();
  await db()
    .insert(applicationSteps)
    .values({ userId, submissionId: submission!.id, school, seq: 1, kind: "decision", decision, happenedOn: day(-2) });
}

/** A queue that keeps what the sweep sends, to read back by user. */
export function recordingQueue() {
  const sent: SeasonReminderMessage[] = [];
  const queue = { send: async (body: SeasonReminderMessage) => void sent.push(body) } as unknown as Queue;
  return { queue, sentTo: (userId: string) => sent.filter((message) => message.userId === userId) };
}

export const claimsOf = (userId: string) => db().select().from(seasonReminders).where(eq(seasonReminders.userId, userId)).all();
export const mailTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).all();
