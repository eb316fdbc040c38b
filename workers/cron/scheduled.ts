import { createDb } from "../../db/client";
import { sweepTrials } from "../../app/services/trial-sweep.server";

export async function handleScheduled(controller: ScheduledController, env: Env) {
  const now = new Date(controller.scheduledTime);
  const result = await sweepTrials(createDb(env.DB), env.EMAIL_QUEUE, now);
  console.log("cron: trial sweep", { cron: controller.cron, at: now.toISOString(), ...result });
}
