import { countingD1 } from "./counting-d1";
import type { D1Instance } from "./d1-route";

// One JSON object per line, logged with console.log/console.error: Workers Logs indexes each
// field, so lines can be filtered and grouped by any of them (docs/operations.md, "Logs").
// `requestId` is the id of the unit of work on every line: an HTTP request (equal to its
// X-Request-Id), one delivery of a queue message, or one cron run.

/** What a request's line reports, gathered while it runs (the counters are per request). */
export type RequestLog = { userId: string | null; d1Queries: number; d1Primary: number; d1Ms: number; doCalls: number };

export const newRequestLog = (): RequestLog => ({ userId: null, d1Queries: 0, d1Primary: 0, d1Ms: 0, doCalls: 0 });

export type RequestLine = {
  type: "request";
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  d1Queries: number;
  /** Of those, the round trips that cross to D1's primary (counting-d1.ts): today all of them; a replica could serve the rest. */
  d1Primary: number;
  /** The time D1 reported running this request's statements (see counting-d1.ts). */
  d1Ms: number;
  doCalls: number;
  userHash: string | null;
};

export type JobOutcome = "ack" | "retry" | "implicit_ack" | "error";
export type JobLine = {
  type: "job";
  requestId: string;
  queue: string;
  messageId: string;
  attempts: number;
  outcome: JobOutcome;
  durationMs: number;
  d1Queries: number;
};

/** What a cron run reports of its own work, on its line (the deadline reminders it queued). */
export type CronCounts = {
  deadlineReminders?: number;
  deadlineRemindersFailed?: number;
  archivesDeleted?: number;
  sourcesChecked?: number;
  sourcesChanged?: number;
  sourcesFailed?: number;
  sourceDigest?: number;
  letterReminders?: number;
  nudges?: number;
  seasonReminders?: number;
  versionBodiesMoved?: number;
  chatsMoved?: number;
  essaysMoved?: number;
  workMoved?: number;
};

export type CronLine = { type: "cron"; requestId: string; cron: string; outcome: "ok" | "error"; durationMs: number; d1Queries: number } & CronCounts;

export type LogLine = RequestLine | JobLine | CronLine;

export function writeLine(line: LogLine) {
  console.log(line);
}

/** An error nobody handled, as one line that carries the id of the request or job it broke. */
export function writeErrorLine(error: unknown, fields: { requestId: string } & Record<string, string | number>) {
  console.error({ type: "error", ...fields, ...describeError(error) });
}

function describeError(error: unknown) {
  if (!(error instanceof Error)) return { error: String(error), stack: null, cause: null };
  // drizzle's failed query lists its bound values (a user's id, an essay's text): keep the SQL only.
  const message = "query" in error && "params" in error && typeof error.query === "string" ? `Failed query: ${error.query}` : error.message;
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : error.cause === undefined ? null : String(error.cause);
  return { error: `${error.name}: ${message}`, stack: error.stack?.replace(error.message, message) ?? null, cause };
}

/**
 * Lets the lines of one user be found together without writing their id: the first 16 hex digits
 * of the id's SHA-256. It is for correlating, not a secret: whoever knows an id can compute it
 * (to find a user's lines, hash their id the same way).
 */
export async function userHash(userId: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(userId));
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The environment with its D1 binding counting round trips (everything else as it is). */
export function withCountingD1(
  env: Env,
  onRoundTrip: (instance: D1Instance, write: boolean) => void,
  onDbTime?: (ms: number) => void,
  onWritten?: () => void,
): Env {
  return { ...env, DB: countingD1(env.DB, onRoundTrip, onDbTime, onWritten) };
}

/** The environment whose D1 counts each round trip, those to the primary and their time into a request's line. */
export function withRequestLogD1(env: Env, log: RequestLog, onWritten?: () => void): Env {
  return withCountingD1(
    env,
    (instance) => {
      log.d1Queries++;
      if (instance === "primary") log.d1Primary++;
    },
    (ms) => (log.d1Ms += ms),
    onWritten,
  );
}

/** Milliseconds since `started` (on Workers the clock moves only across I/O, which is what a request waits on). */
export const since = (started: number) => Date.now() - started;
