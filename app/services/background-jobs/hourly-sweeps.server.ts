import type { Database } from "../../../db/client";
import { errorSummary, recordTrialSweepRun } from "./background-work.server";
import { type ReminderSweepResult, sweepDeadlineReminders } from "../deadlines/deadline-reminder-sweep.server";
import { type SweepResult, sweepTrials } from "../billing/trial-sweep.server";
import { type ArchiveStore, sweepExpiredArchives } from "../export/archives.server";
import { sweepLetterReminders } from "../recommenders/letter-reminder-sweep.server";
import { sweepSeasonReminders } from "../offers/season-reminders.server";
import { sweepVersionBodies } from "../essays/version-body-sweep.server";
import type { VersionBodyStore } from "../essays/version-bodies.server";
import { type ChatMover, sweepChatMoves } from "../coach/chat-move-sweep.server";
import { type EssayMover, sweepEssayMoves } from "../essays/essay-move-sweep.server";
import { type WorkMover, sweepWorkMoves } from "../work-rows/work-move.server";

// The hourly cron's work, in this order, each sweep in the area it serves:
// - the trial sweep (billing/trial-sweep.server.ts);
// - deadline reminders (deadlines/deadline-reminder-sweep.server.ts);
// - letter reminders to applicants and nudges to recommenders (recommenders/letter-reminder-sweep.server.ts);
// - season reminders (offers/season-reminders.server.ts);
// - expired account archives deleted (export/archives.server.ts, docs/export.md);
// - older versions' text, then chat, essays' newest texts and work rows moved to each applicant's
//   object (docs/scale.md steps 1 to 3).
// The sweeps claim; the mails are written at send time by the e-mail queue's jobs beside this file.
// Every trial-sweep run is recorded (what it did, how long it took, and the error when it threw)
// for /admin/work. The reminder sweeps run even when the trial sweep threw (they share nothing but
// the queue); the first error is rethrown afterwards, so the platform reports it too.

export type HourlySweepCounts = {
  deadlineReminders: number;
  deadlineRemindersFailed: number;
  archivesDeleted: number;
  letterReminders: number;
  nudges: number;
  seasonReminders: number;
  versionBodiesMoved: number;
  chatsMoved: number;
  essaysMoved: number;
  workMoved: number;
};

/** The applicant's page memo (workers/page-memo.ts): emptied when the sweep changes what their pages show. */
type PagesChanged = { changed: () => Promise<void> };

export async function runHourlySweeps(
  db: Database,
  queue: Queue,
  run: { cron: string; now: Date },
  archives: ArchiveStore,
  userObjectOf: (userId: string) => { versionBodies: VersionBodyStore; pageMemo: PagesChanged } & ChatMover & EssayMover & WorkMover,
  stores: { chat: "object" | "d1"; essays: "object" | "d1"; work: "object" | "d1" } = { chat: "object", essays: "object", work: "object" },
): Promise<HourlySweepCounts> {
  const trialFailure = await runTrialSweep(db, queue, run, (userId) => userObjectOf(userId).pageMemo.changed()).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  let reminders: ReminderSweepResult;
  try {
    reminders = await sweepDeadlineReminders(db, queue, run.now);
  } catch (error) {
    if (trialFailure) console.error("cron: deadline reminder sweep failed too", { error: errorSummary(error) });
    throw trialFailure ? trialFailure.error : error;
  }
  if (trialFailure) throw trialFailure.error;
  // Letters: after the deadline reminders, so a failure here never holds those back.
  const letters = await sweepLetterReminders(db, queue, run.now);
  // The season after Submit: interviews, deposits, awards and decision days.
  const season = await sweepSeasonReminders(db, queue, run.now);
  const archivesDeleted = await sweepExpiredArchives({ db, archives }, run.now);
  // Last: older versions' text to each applicant's object (docs/scale.md step 1), a bounded batch.
  const versionBodies = await sweepVersionBodies(db, userObjectOf);
  const chats = await sweepChatMoves(db, userObjectOf, stores.chat);
  const essays = await sweepEssayMoves(db, userObjectOf, stores.essays);
  const work = await sweepWorkMoves(db, userObjectOf, stores.work);
  return {
    deadlineReminders: reminders.queued,
    deadlineRemindersFailed: reminders.failed,
    archivesDeleted,
    letterReminders: letters.reminders,
    nudges: letters.nudges,
    seasonReminders: season.queued,
    versionBodiesMoved: versionBodies.moved,
    chatsMoved: chats.applicants,
    essaysMoved: essays.applicants,
    workMoved: work.applicants,
  };
}

async function runTrialSweep(db: Database, queue: Queue, { cron, now }: { cron: string; now: Date }, pagesChanged: (userId: string) => Promise<void>) {
  const started = Date.now();
  const record = (result: SweepResult, error: string | null) =>
    recordTrialSweepRun(db, { cron, scheduledAt: now, ...result, durationMs: Date.now() - started, error });
  let result: SweepResult;
  try {
    result = await sweepTrials(db, queue, now, pagesChanged);
  } catch (error) {
    await record({ expired: 0, reminders: 0, expiryNotices: 0 }, errorSummary(error)).catch((recordError: unknown) =>
      console.error("cron: trial sweep run not recorded", { error: String(recordError) }),
    );
    throw error;
  }
  await record(result, null);
  console.log("cron: trial sweep", { cron, at: now.toISOString(), ...result });
}
