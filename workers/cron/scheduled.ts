import { createDb } from "../../db/client";
import { type SweepResult, sweepTrials } from "../../app/services/trial-sweep.server";
import { sweepDeadlineReminders } from "../../app/services/deadline-reminders.server";
import { errorSummary, recordTrialSweepRun } from "../../app/services/background-work.server";
import type { CronCounts } from "../observability/log-line";

// The hourly cron: the trial sweep, then the deadline-reminder sweep. Every trial-sweep run is
// recorded (what it did, how long it took, and the error when it threw) for /admin/work; the
// reminders queued are on the run's cron log line. The reminder sweep runs even when the trial
// sweep threw (they share nothing but the queue); the first error is rethrown afterwards, so the
// platform reports it too.
export async function handleScheduled(controller: ScheduledController, env: Env): Promise<CronCounts> {
  const db = createDb(env.DB);
  const now = new Date(controller.scheduledTime);
  const trialFailure = await runTrialSweep(controller, db, env.EMAIL_QUEUE, now).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  let reminders: Awaited<ReturnType<typeof sweepDeadlineReminders>>;
  try {
    reminders = await sweepDeadlineReminders(db, env.EMAIL_QUEUE, now);
  } catch (error) {
    if (trialFailure) console.error("cron: deadline reminder sweep failed too", { error: errorSummary(error) });
    throw trialFailure ? trialFailure.error : error;
  }
  if (trialFailure) throw trialFailure.error;
  return { deadlineReminders: reminders.queued, deadlineRemindersFailed: reminders.failed };
}

async function runTrialSweep(controller: ScheduledController, db: ReturnType<typeof createDb>, queue: Queue, now: Date) {
  const started = Date.now();
  const record = (result: SweepResult, error: string | null) =>
    recordTrialSweepRun(db, { cron: controller.cron, scheduledAt: now, ...result, durationMs: Date.now() - started, error });
  let result: SweepResult;
  try {
    result = await sweepTrials(db, queue, now);
  } catch (error) {
    await record({ expired: 0, reminders: 0, expiryNotices: 0 }, errorSummary(error)).catch((recordError: unknown) =>
      console.error("cron: trial sweep run not recorded", { error: String(recordError) }),
    );
    throw error;
  }
  await record(result, null);
  console.log("cron: trial sweep", { cron: controller.cron, at: now.toISOString(), ...result });
}
