import type { UsageKind } from "../../app/domain/billing/usage-limits";
import type { UsageSnapshot } from "./usage-interface";

// The usage counters in the object's own SQLite storage. Every method is synchronous, so a
// read-check-write inside one call cannot interleave with another request.
export class UsageStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS usage_counter (
      kind TEXT PRIMARY KEY,
      used INTEGER NOT NULL
    )`);
    sql.exec("CREATE TABLE IF NOT EXISTS usage_key (kind TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (kind, key))");
    sql.exec(`CREATE TABLE IF NOT EXISTS usage_meta (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      revision INTEGER NOT NULL
    )`);
  }

  snapshot(): UsageSnapshot {
    const counts: Record<string, number> = {};
    for (const row of this.sql.exec<{ kind: string; used: number }>("SELECT kind, used FROM usage_counter")) {
      counts[row.kind] = row.used;
    }
    const meta = this.sql.exec<{ revision: number }>("SELECT revision FROM usage_meta WHERE id = 1").toArray()[0];
    return {
      voiceSeconds: counts.voiceSeconds ?? 0,
      textMessages: counts.textMessages ?? 0,
      essaysCreated: counts.essaysCreated ?? 0,
      revision: meta?.revision ?? 0,
    };
  }

  add(kind: UsageKind, amount: number): UsageSnapshot {
    this.sql.exec(
      `INSERT INTO usage_counter (kind, used) VALUES (?, ?)
       ON CONFLICT(kind) DO UPDATE SET used = used + excluded.used`,
      kind,
      amount,
    );
    this.sql.exec(
      `INSERT INTO usage_meta (id, revision) VALUES (1, 1)
       ON CONFLICT(id) DO UPDATE SET revision = revision + 1`,
    );
    return this.snapshot();
  }

  /** Whether `key` has been counted for `kind` (and not given back). */
  hasKey(kind: UsageKind, key: string): boolean {
    return this.sql.exec("SELECT 1 FROM usage_key WHERE kind = ? AND key = ?", kind, key).toArray().length > 0;
  }

  /** Counts `amount` once for `key`: the key is kept, so the same thing is not counted again. */
  addKeyed(kind: UsageKind, amount: number, key: string): UsageSnapshot {
    this.sql.exec("INSERT INTO usage_key (kind, key) VALUES (?, ?)", kind, key);
    return this.add(kind, amount);
  }

  /** Gives back what was counted for `key`, if it was; nothing otherwise. */
  releaseKeyed(kind: UsageKind, amount: number, key: string): UsageSnapshot {
    const removed = this.sql.exec("DELETE FROM usage_key WHERE kind = ? AND key = ? RETURNING key", kind, key).toArray();
    return removed.length > 0 ? this.release(kind, amount) : this.snapshot();
  }

  /** Sets one counter back to zero (support's "reset a usage counter" in /admin). */
  reset(kind: UsageKind): UsageSnapshot {
    this.sql.exec("UPDATE usage_counter SET used = 0 WHERE kind = ?", kind);
    this.sql.exec("DELETE FROM usage_key WHERE kind = ?", kind);
    this.sql.exec(
      `INSERT INTO usage_meta (id, revision) VALUES (1, 1)
       ON CONFLICT(id) DO UPDATE SET revision = revision + 1`,
    );
    return this.snapshot();
  }

  /** Gives back what was counted for something that did not happen (a chat answer that failed). */
  release(kind: UsageKind, amount: number): UsageSnapshot {
    this.sql.exec("UPDATE usage_counter SET used = MAX(0, used - ?) WHERE kind = ?", amount, kind);
    this.sql.exec("UPDATE usage_meta SET revision = revision + 1 WHERE id = 1");
    return this.snapshot();
  }
}
