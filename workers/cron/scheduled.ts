import { createDb } from "../../db/client";
import { type SweepResult, sweepTrials } from "../../app/services/trial-sweep.server";
import { errorSummary, recordTrialSweepRun } from "../../app/services/background-work.server";

// The hourly trial sweep. Every run is recorded (what it did, how long it took, and the error when
// it threw) for /admin/work; a run that threw is rethrown so the platform reports it too.
export async function handleScheduled(controller: ScheduledController, env: Env) {
  const db = createDb(env.DB);
  const now = new Date(controller.scheduledTime);
  const started = Date.now();
  const record = (result: SweepResult, error: string | null) =>
    recordTrialSweepRun(db, { cron: controller.cron, scheduledAt: now, ...result, durationMs: Date.now() - started, error });
  let result: SweepResult;
  try {
    result = await sweepTrials(db, env.EMAIL_QUEUE, now);
  } catch (error) {
    await record({ expired: 0, reminders: 0, expiryNotices: 0 }, errorSummary(error)).catch((recordError: unknown) =>
      console.error("cron: trial sweep run not recorded", { error: String(recordError) }),
    );
    throw error;
  }
  await record(result, null);
  console.log("cron: trial sweep", { cron: controller.cron, at: now.toISOString(), ...result });
}
