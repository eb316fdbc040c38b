// The sessions the user's object knows to be live (docs/security.md, "The session check"): each
// sign-in's session, told by better-auth's hook as it is made, or confirmed at D1's primary on its
// first check here. A session ended through better-auth (signing out, every session ended by a
// password change or reset, signing out everywhere) is forgotten here as D1 deletes its row, so the
// next check no longer finds it. Synchronous, like every store of the object.
export class SessionStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec("CREATE TABLE IF NOT EXISTS live_session (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)");
  }

  /** Whether the session is known here and has not expired. A read only: a check writes nothing. */
  isLive(id: string, now: number): boolean {
    return this.sql.exec("SELECT 1 FROM live_session WHERE id = ? AND expires_at > ?", id, now).toArray().length > 0;
  }

  /** Expired sessions are dropped as new ones come. */
  remember(id: string, expiresAt: number, now: number) {
    this.sql.exec("DELETE FROM live_session WHERE expires_at <= ?", now);
    this.sql.exec("INSERT INTO live_session (id, expires_at) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET expires_at = excluded.expires_at", id, expiresAt);
  }

  forget(ids: string[]): number {
    let removed = 0;
    for (const id of ids) removed += this.sql.exec("DELETE FROM live_session WHERE id = ?", id).rowsWritten;
    return removed;
  }
}
