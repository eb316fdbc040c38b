import type { VersionBodyInput } from "./version-body-interface";

// Older versions' text, in the object's own SQLite, keyed by the version's row id in D1
// (essay_submissions.id). The object belongs to one user, so it can only ever hold that user's
// text. Every method is synchronous: a call's writes commit together, with no await between them.
export class VersionBodyStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS version_body (
      version_id TEXT PRIMARY KEY,
      body TEXT NOT NULL
    )`);
  }

  /** Keeps each body, replacing what an earlier move of the same version kept (a move retried, or a version edited after it moved). */
  keep(bodies: VersionBodyInput[]): number {
    for (const { id, body } of bodies) {
      this.sql.exec("INSERT INTO version_body (version_id, body) VALUES (?, ?) ON CONFLICT(version_id) DO UPDATE SET body = excluded.body", id, body);
    }
    return bodies.length;
  }

  /** The bodies held for these versions; a version the object does not hold is simply absent. */
  read(ids: string[]): Record<string, string> {
    const found: Record<string, string> = {};
    for (const id of new Set(ids)) {
      const row = this.sql.exec<{ body: string }>("SELECT body FROM version_body WHERE version_id = ?", id).toArray()[0];
      if (row) found[id] = row.body;
    }
    return found;
  }

  /** Forgets these versions' bodies (their essay or school was removed). */
  forget(ids: string[]): number {
    let removed = 0;
    for (const id of new Set(ids)) removed += this.sql.exec("DELETE FROM version_body WHERE version_id = ?", id).rowsWritten;
    return removed;
  }

  /** How many bodies and bytes the object holds (the bench's storage part, support). */
  size(): { bodies: number; bytes: number } {
    const row = this.sql
      .exec<{ bodies: number; bytes: number | null }>("SELECT count(*) AS bodies, sum(length(CAST(body AS BLOB))) AS bytes FROM version_body")
      .one();
    return { bodies: row.bodies, bytes: row.bytes ?? 0 };
  }
}
