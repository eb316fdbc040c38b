import { type Admission, CHAT_RATE, admit } from "../../app/domain/platform/rate-window";

// The chat rate window in the object's own SQLite storage, so an eviction or restart does not
// reset it. Synchronous: the check and the record of a message cannot interleave with another.
export class RateWindowStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec("CREATE TABLE IF NOT EXISTS chat_window (at INTEGER NOT NULL)");
  }

  admit(now: number): Admission {
    this.sql.exec("DELETE FROM chat_window WHERE at <= ?", now - CHAT_RATE.windowMs);
    const recent = this.sql
      .exec<{ at: number }>("SELECT at FROM chat_window")
      .toArray()
      .map((row) => row.at);
    const admission = admit(recent, now);
    if (admission.allowed) this.sql.exec("INSERT INTO chat_window (at) VALUES (?)", now);
    return admission;
  }
}
