import { createDb } from "../../db/client";
import { sweepExpiredTrials } from "./trial-sweep";

export async function handleScheduled(controller: ScheduledController, env: Env) {
  const now = new Date(controller.scheduledTime);
  const expired = await sweepExpiredTrials(createDb(env.DB), now);
  console.log("cron: trial sweep", { cron: controller.cron, at: now.toISOString(), expired });
}
