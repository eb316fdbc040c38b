import { runHourlySweeps } from "../../app/services/platform/hourly-sweeps.server";
import { backgroundContext } from "../background";
import type { CronCounts } from "../observability/log-line";

// The hourly cron's transport: the one background context, then the sweeps
// (app/services/platform/hourly-sweeps.server.ts); their counts go on the run's cron log line.
export async function handleScheduled(controller: ScheduledController, env: Env): Promise<CronCounts> {
  const { db, archives } = backgroundContext(env);
  return runHourlySweeps(db, env.EMAIL_QUEUE, { cron: controller.cron, now: new Date(controller.scheduledTime) }, archives);
}
