import type OpenAI from "openai";
import { type Settings, parseSettings } from "../app/settings.server";
import { type Database, createDb } from "../db/client";
import { createOpenAI } from "./openai";

// What any work outside an HTTP request needs, the user's object included: the settings parsed
// once, the database, the OpenAI client when a key is set, and the account archives' bucket.
// The way to other users' objects is added on top (background.ts), for the queues and the cron:
// the object never reaches another object, and keeping that out of here keeps the object's files
// from importing their own client.
// The database is the plain binding, every statement at the primary, not a Sessions API session:
// this work acts on writes other requests made a moment before (a queued job's row, a save's
// summary, a reminder's claim) and carries no browser's bookmark to read them by; no applicant
// waits on it (docs/security.md, "Reads from the nearest replica").
export type BackgroundBase = {
  settings: Settings;
  db: Database;
  openai: OpenAI | null;
  archives: R2Bucket;
};

export function backgroundBase(env: Env): BackgroundBase {
  const settings = parseSettings(env as unknown as Record<string, unknown>);
  return { settings, db: createDb(env.DB), openai: createOpenAI(settings), archives: env.ARCHIVES };
}
