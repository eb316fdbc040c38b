import { type SQL, and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueDeadlines, catalogueSchools, deadlineReminders, emailPreferences, userSchoolPlans, userSchools } from "../../../db/schema";
import { type DueReminder, dueReminderFor } from "~/domain/deadlines/deadline-reminders";
import type { DeadlineReminderMessage } from "~/domain/platform/email-message";
import { planView } from "~/domain/schools/school-plan";
import { type CatalogueSchool, findSchool, loadCatalogue } from "../catalogue/catalogue.server";
import { planColumns } from "../schools/school-plans.server";
import { chosenCatalogueRound, planDeadlineNear } from "./chosen-round.server";
import { queueClaimed } from "../platform/queued-claim.server";

// The hourly deadline-reminder sweep (docs/operations.md "Deadline reminders"): for every
// plan with a chosen round and a deadline, the reminder due now (dueReminderFor: 14, 3 or 1 days
// before) is claimed, then queued. The claim is a deadline_reminders row whose unique index is
// (user, school, round, deadline instant, days before): INSERT … ON CONFLICT DO NOTHING RETURNING
// hands each reminder to one sweep only, however many run at once or again. A changed date is a
// new instant, so it gets reminders of its own; the old ones are not sent (the consumer checks).

// Plans read per query (few bound parameters), and claims per insert: 6 bound parameters each,
// within D1's 100 (and far within a queue batch's 100 messages).
const PAGE = 200;
const CLAIMS_PER_INSERT = 16;
const MAX_PAGES = 50;

type Candidate = {
  userId: string;
  school: string;
  cycle: string;
  round: string | null;
  enteredDate: string | null;
  enteredTime: string | null;
  enteredTimeZone: string | null;
};
type Claim = DueReminder & { userId: string; school: string };

/**
 * Plans that may have a reminder due: a chosen round for a school still in the user's list, of the
 * school's current cycle, reminders not turned off, and a deadline date (theirs, else the
 * school's, as Scout has it) within a window wide enough for any time zone. Paged by (user, school).
 */
function candidatesQuery(db: Database, now: Date, after: Candidate | null) {
  const afterKey: SQL | undefined = after ? sql`(${userSchoolPlans.userId}, ${userSchoolPlans.school}) > (${after.userId}, ${after.school})` : undefined;
  return db
    .selectDistinct({ userId: userSchoolPlans.userId, ...planColumns })
    .from(userSchoolPlans)
    .innerJoin(userSchools, and(eq(userSchools.userId, userSchoolPlans.userId), eq(userSchools.school, userSchoolPlans.school)))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, userSchoolPlans.userId))
    .leftJoin(catalogueSchools, eq(catalogueSchools.name, userSchoolPlans.school))
    .leftJoin(catalogueDeadlines, chosenCatalogueRound())
    .where(
      and(
        isNotNull(userSchoolPlans.round),
        or(isNull(emailPreferences.deadlineReminders), eq(emailPreferences.deadlineReminders, true)),
        planDeadlineNear(now),
        afterKey,
      ),
    )
    .orderBy(asc(userSchoolPlans.userId), asc(userSchoolPlans.school))
    .limit(PAGE);
}

/** The reminder due now for a candidate plan, read as the applicant's pages read it (planView). */
function claimFor(candidate: Candidate, catalogue: CatalogueSchool[], now: Date): Claim[] {
  const due = dueReminderFor(planView(candidate.school, findSchool(catalogue, candidate.school), candidate, now), now);
  return due ? [{ userId: candidate.userId, school: candidate.school, ...due }] : [];
}

/** What one sweep did: reminders queued, and plans it could not read (logged with their ids, left for the next run). */
export type ReminderSweepResult = { queued: number; failed: number };

/**
 * Claims and queues every reminder due at `now`. One plan that cannot be read (a stored value no
 * check foresaw) is logged with its ids and counted, and the sweep goes on: one user's bad row
 * must never stop everyone else's reminders.
 */
export async function sweepDeadlineReminders(db: Database, queue: Queue, now: Date): Promise<ReminderSweepResult> {
  const catalogue = await loadCatalogue(db);
  let after: Candidate | null = null;
  const result: ReminderSweepResult = { queued: 0, failed: 0 };
  for (let page = 0; page < MAX_PAGES; page++) {
    const candidates: Candidate[] = await candidatesQuery(db, now, after);
    const due = candidates.flatMap((candidate) => {
      try {
        return claimFor(candidate, catalogue, now);
      } catch (error) {
        result.failed++;
        console.error("deadline reminder sweep: plan skipped", { userId: candidate.userId, school: candidate.school, error: String(error) });
        return [];
      }
    });
    for (let start = 0; start < due.length; start += CLAIMS_PER_INSERT) {
      result.queued += await claimAndQueue(db, queue, due.slice(start, start + CLAIMS_PER_INSERT));
    }
    if (candidates.length < PAGE) break;
    after = candidates.at(-1)!;
  }
  return result;
}

async function claimAndQueue(db: Database, queue: Queue, due: Claim[]): Promise<number> {
  // Only the rows this statement inserted come back: a reminder another sweep (or an earlier run)
  // claimed is skipped by the unique index, not queued a second time.
  const claimed = await db.insert(deadlineReminders).values(due).onConflictDoNothing().returning();
  if (claimed.length === 0) return 0;
  await queueClaimed(
    () => queue.sendBatch(claimed.map((claim) => ({ body: reminderMessage(claim) }))),
    () =>
      db.delete(deadlineReminders).where(
        inArray(
          deadlineReminders.id,
          claimed.map((claim) => claim.id),
        ),
      ),
  );
  return claimed.length;
}

function reminderMessage(claim: typeof deadlineReminders.$inferSelect): DeadlineReminderMessage {
  return {
    kind: "deadline_reminder",
    userId: claim.userId,
    reminderId: claim.id,
    school: claim.school,
    round: claim.round,
    deadlineAt: claim.deadlineAt.getTime(),
    daysBefore: claim.daysBefore as DeadlineReminderMessage["daysBefore"],
  };
}

/**
 * A reminder that reached the dead-letter queue was never sent: its claim is deleted, so the next
 * sweep claims and queues it again while it is still the one due. For the dead-letter consumer's batch.
 */
export function releaseDeadlineReminderQuery(db: Database, message: DeadlineReminderMessage) {
  return db.delete(deadlineReminders).where(and(eq(deadlineReminders.id, message.reminderId), eq(deadlineReminders.userId, message.userId)));
}

/**
 * A dead letter retried from /admin/work claims its reminder again, under its own id: when a
 * sweep has claimed it since (the unique index), nothing comes back and nothing is sent.
 */
export function reclaimDeadlineReminderQuery(db: Database, message: DeadlineReminderMessage) {
  return db
    .insert(deadlineReminders)
    .values({
      id: message.reminderId,
      userId: message.userId,
      school: message.school,
      round: message.round,
      deadlineAt: new Date(message.deadlineAt),
      daysBefore: message.daysBefore,
    })
    .onConflictDoNothing()
    .returning({ id: deadlineReminders.id });
}
