import { runHourlySweeps } from "../../app/services/background-jobs/hourly-sweeps.server";
import { DAILY_CRON, runDailySweeps } from "../../app/services/background-jobs/daily-sweeps.server";
import { backgroundContext } from "../background";
import type { CronCounts } from "../observability/log-line";

// The cron's transport: the one background context, then the daily source watch (DAILY_CRON) or the
// hourly sweeps (app/services/background-jobs/hourly-sweeps.server.ts: the trial, deadline, letter
// and season reminders, expired archives and the moves to each applicant's object, each named there
// with its file); their counts go on the run's cron log line.
export async function handleScheduled(controller: ScheduledController, env: Env): Promise<CronCounts> {
  const { db, archives, settings, userObjectOf } = backgroundContext(env);
  if (controller.cron === DAILY_CRON) return runDailySweeps(db, settings, new Date(controller.scheduledTime));
  return runHourlySweeps(db, env.EMAIL_QUEUE, { cron: controller.cron, now: new Date(controller.scheduledTime) }, archives, userObjectOf, {
    chat: settings.CHAT_STORE,
    essays: settings.ESSAY_STORE,
    work: settings.WORK_STORE,
  });
}
