import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { type FailureRule, admitToRun, delayAfter } from "~/domain/account/sign-in-failures";

// Runs of sign-in failures (app/domain/account/sign-in-failures.ts), kept in D1's rate_limit table with
// their own key prefix: `count` is the run's attempts and `last_request` when the last was let
// through. The rule is applied inside one statement, so attempts made at the same moment from many
// isolates are let through one at a time and no more than the rule allows.

/** The wait a run of `count` failures asks for, as SQL: one branch per doubling until the ceiling. */
function delaySql(rule: FailureRule, count: SQL): SQL {
  const branches: SQL[] = [];
  for (let failures = rule.free; delayAfter(failures, rule) < rule.maxDelayMs; failures++) {
    branches.push(sql`WHEN ${count} = ${failures} THEN ${delayAfter(failures, rule)}`);
  }
  return sql`CASE WHEN ${count} < ${rule.free} THEN 0 ${sql.join(branches, sql` `)} ELSE ${rule.maxDelayMs} END`;
}

export type RunAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt against the run at `key` if the rule lets it through now. */
export async function hitFailureRun(db: Database, key: string, rule: FailureRule, now = Date.now()): Promise<RunAdmission> {
  const forgotten = now - rule.forgetAfterMs;
  const counted = await db.all<{ count: number }>(sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${crypto.randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request <= ${forgotten} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = ${now}
    WHERE rate_limit.last_request <= ${forgotten}
      OR rate_limit.last_request + ${delaySql(rule, sql`rate_limit.count`)} <= ${now}
    RETURNING count`);
  if (counted.length > 0) return { allowed: true };
  // Refused: how long until the rule lets the next attempt through.
  const row = await db.get<{ count: number; last_request: number } | undefined>(sql`SELECT count, last_request FROM rate_limit WHERE key = ${key}`);
  const admission = admitToRun(row ? { failures: row.count, lastAt: row.last_request } : null, rule, now);
  return { allowed: false, retryAfterSeconds: admission.allowed ? 1 : admission.retryAfterSeconds };
}

/**
 * Ends the run at `key` (the right password, or a reset). Returns how many attempts it had
 * counted, this one included, or 0 when there was none or it had been forgotten.
 */
export async function endFailureRun(db: Database, key: string, rule: FailureRule, now = Date.now()): Promise<number> {
  const ended = await db.all<{ count: number; last_request: number }>(sql`DELETE FROM rate_limit WHERE key = ${key} RETURNING count, last_request`);
  const run = ended[0];
  return run && now - run.last_request < rule.forgetAfterMs ? run.count : 0;
}
