import type { Database } from "../../../db/client";
import type { Settings } from "~/settings.server";
import { runSourceWatch } from "../admin/source-watch.server";
import { sendSourceDigest } from "../admin/source-changes.server";

// The daily cron's work: the catalogue's source pages fetched and compared, then one digest
// e-mail to the operators of the changes found. Applicants' data is never touched.

/** The schedule (wrangler.toml) the daily work runs on; every other run is the hourly one. */
export const DAILY_CRON = "30 5 * * *";

export type DailySweepCounts = { sourcesChecked: number; sourcesChanged: number; sourcesFailed: number; sourceDigest: number };

export async function runDailySweeps(db: Database, settings: Settings, now: Date, fetcher: typeof fetch = fetch): Promise<DailySweepCounts> {
  const watched = await runSourceWatch(db, now, fetcher);
  const mailed = await sendSourceDigest(settings, db, now);
  console.log("cron: source watch", { at: now.toISOString(), ...watched, mailed });
  return { sourcesChecked: watched.checked, sourcesChanged: watched.changed, sourcesFailed: watched.failed, sourceDigest: mailed };
}
