import { type AiPurpose, fitsUnderLimit } from "../../app/domain/billing/usage-limits";

// The daily AI budget in the object's own SQLite storage: model calls per UTC day, by what asked.
// Every method is synchronous, so a check and its count cannot interleave with another request
// (two tabs cannot both take the last call). An in-flight key (one item's "suggest a fix") is held
// while its model call runs, so a second ask for the same thing is refused instead of paid twice;
// it lapses after IN_FLIGHT_MS, should the worker holding it die before letting go.

const IN_FLIGHT_MS = 2 * 60_000;
// Days kept: today and a week back, for support to read; older rows are dropped as new ones come.
const DAYS_KEPT = 7;

export type AiSpendResult = { allowed: true; day: number; used: number } | { allowed: false; reason: "budget" | "busy"; used: number };

export class AiBudgetStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS ai_calls (
      day INTEGER NOT NULL,
      purpose TEXT NOT NULL,
      used INTEGER NOT NULL,
      PRIMARY KEY (day, purpose)
    )`);
    sql.exec("CREATE TABLE IF NOT EXISTS ai_in_flight (key TEXT PRIMARY KEY, until INTEGER NOT NULL)");
  }

  /** Model calls counted on `day`, all purposes together. */
  usedOn(day: number): number {
    return this.sql.exec<{ total: number | null }>("SELECT SUM(used) AS total FROM ai_calls WHERE day = ?", day).toArray()[0]?.total ?? 0;
  }

  /** Counts one model call on `day` when it fits under `limit` and `key` (if any) is not in flight. */
  spend(day: number, purpose: AiPurpose, limit: number, now: number, key?: string): AiSpendResult {
    const used = this.usedOn(day);
    this.sql.exec("DELETE FROM ai_in_flight WHERE until <= ?", now);
    if (key && this.sql.exec("SELECT 1 FROM ai_in_flight WHERE key = ?", key).toArray().length > 0) return { allowed: false, reason: "busy", used };
    if (!fitsUnderLimit(used, 1, limit)) return { allowed: false, reason: "budget", used };
    this.sql.exec("DELETE FROM ai_calls WHERE day < ?", day - DAYS_KEPT);
    this.sql.exec(
      `INSERT INTO ai_calls (day, purpose, used) VALUES (?, ?, 1)
       ON CONFLICT(day, purpose) DO UPDATE SET used = used + 1`,
      day,
      purpose,
    );
    if (key) this.sql.exec("INSERT INTO ai_in_flight (key, until) VALUES (?, ?)", key, now + IN_FLIGHT_MS);
    return { allowed: true, day, used: used + 1 };
  }

  /** The call is over: its key is free again, and a call that never reached the model is given back. */
  finish(day: number, purpose: AiPurpose, giveBack: boolean, key?: string) {
    if (key) this.sql.exec("DELETE FROM ai_in_flight WHERE key = ?", key);
    if (giveBack) this.sql.exec("UPDATE ai_calls SET used = MAX(0, used - 1) WHERE day = ? AND purpose = ?", day, purpose);
  }
}
