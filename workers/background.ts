import type OpenAI from "openai";
import { type Settings, parseSettings } from "../app/settings.server";
import { type Database, createDb } from "../db/client";
import { createOpenAI } from "./openai";
import { type UserObjectClient, userObjectClient } from "./user-object/client";

// What work outside an HTTP request (queue consumers, the cron sweep, the user's object) needs:
// the settings parsed once, the database, the OpenAI client when a key is set, and the account
// archives' bucket; and a user's object, where their older versions' text lives. The one way to
// read the environment there, as createAppContext is for requests.
// The database is the plain binding, every statement at the primary, not a Sessions API session:
// this work acts on writes other requests made a moment before (a queued job's row, a save's
// summary, a reminder's claim) and carries no browser's bookmark to read them by; no applicant
// waits on it (docs/security.md, "Reads from the nearest replica").
export type BackgroundContext = {
  settings: Settings;
  db: Database;
  openai: OpenAI | null;
  archives: R2Bucket;
  userObjectOf: (userId: string) => UserObjectClient;
};

export function backgroundContext(env: Env): BackgroundContext {
  const settings = parseSettings(env as unknown as Record<string, unknown>);
  return {
    settings,
    db: createDb(env.DB),
    openai: createOpenAI(settings),
    archives: env.ARCHIVES,
    userObjectOf: (userId) => userObjectClient(env.USER_OBJECT, userId),
  };
}
