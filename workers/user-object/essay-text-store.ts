import type { Arrival } from "../../app/domain/authorship/arrival";
import type { EssaySummary, HeldEssay } from "./essay-text-interface";
import type { VersionBodyStore } from "./version-body-store";

type HeadRow = {
  version_id: string;
  revision: number;
  word_count: number;
  character_count: number;
  updated_at: number;
  user_written_at: number | null;
  arrival: string | null;
  owed: number;
};

const summaryOf = (row: HeadRow): EssaySummary => ({
  id: row.version_id,
  revision: row.revision,
  wordCount: row.word_count,
  characterCount: row.character_count,
  updatedAt: row.updated_at,
  userWrittenAt: row.user_written_at,
  arrival: row.arrival === null ? null : (JSON.parse(row.arrival) as Arrival),
});

// Each essay's newest version, in the object's own SQLite: its summary (what D1's essay_submissions
// row follows) in `essay_head`, and its text in `version_body`, the table every version's text is
// read from (version-body-store.ts), so a version that stops being the newest keeps its text where
// it is. `owed` marks a summary D1 has not yet taken. Every method is synchronous: a call's writes
// commit together, with no await between them.
export class EssayTextStore {
  constructor(
    private readonly sql: SqlStorage,
    private readonly bodies: VersionBodyStore,
  ) {
    sql.exec(`CREATE TABLE IF NOT EXISTS essay_head (
      version_id TEXT PRIMARY KEY,
      revision INTEGER NOT NULL,
      word_count INTEGER NOT NULL,
      character_count INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      user_written_at INTEGER,
      arrival TEXT,
      owed INTEGER NOT NULL DEFAULT 0
    )`);
  }

  private row(id: string): HeadRow | undefined {
    return this.sql.exec<HeadRow>("SELECT * FROM essay_head WHERE version_id = ?", id).toArray()[0];
  }

  /** The newest version held here under this id, with its text; null when not held as a newest version. */
  get(id: string): HeldEssay | null {
    const row = this.row(id);
    if (!row) return null;
    return { ...summaryOf(row), body: this.bodies.read([id])[id] ?? "" };
  }

  /** Stores a version's summary and text; `owed`: D1 has yet to take this summary. */
  put(essay: HeldEssay, owed: boolean) {
    this.bodies.keep([{ id: essay.id, body: essay.body }]);
    this.sql.exec(
      `INSERT INTO essay_head (version_id, revision, word_count, character_count, updated_at, user_written_at, arrival, owed)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(version_id) DO UPDATE SET revision = excluded.revision, word_count = excluded.word_count,
         character_count = excluded.character_count, updated_at = excluded.updated_at,
         user_written_at = excluded.user_written_at, arrival = excluded.arrival, owed = excluded.owed`,
      essay.id,
      essay.revision,
      essay.wordCount,
      essay.characterCount,
      essay.updatedAt,
      essay.userWrittenAt,
      essay.arrival === null ? null : JSON.stringify(essay.arrival),
      owed ? 1 : 0,
    );
  }

  /** Summaries of the versions held here as newest (absent: not held, or an older version). */
  summaries(ids: string[]): Record<string, EssaySummary> {
    const found: Record<string, EssaySummary> = {};
    for (const id of new Set(ids)) {
      const row = this.row(id);
      if (row) found[id] = summaryOf(row);
    }
    return found;
  }

  /** The summaries D1 still owes; with `all`, every newest version's held here, owed or taken. */
  owed(all = false): EssaySummary[] {
    return this.sql
      .exec<HeadRow>(all ? "SELECT * FROM essay_head" : "SELECT * FROM essay_head WHERE owed = 1")
      .toArray()
      .map(summaryOf);
  }

  /** D1 took these summaries: owed no more, unless a later save changed the revision since. */
  settle(summaries: EssaySummary[]) {
    for (const { id, revision } of summaries) this.sql.exec("UPDATE essay_head SET owed = 0 WHERE version_id = ? AND revision = ?", id, revision);
  }

  /** These versions are no longer saved into here (a newer version was made, or D1 holds a newer copy); their text stays a version's text. */
  retire(ids: string[]) {
    for (const id of new Set(ids)) this.sql.exec("DELETE FROM essay_head WHERE version_id = ?", id);
  }

  /** These versions are not held here at all any more (removed, or moved back to D1): summary and text. */
  forget(ids: string[]) {
    this.retire(ids);
    this.bodies.forget(ids);
  }

  /** Every newest version held here, with its text (the rollback, the account archive's count). */
  all(): HeldEssay[] {
    const rows = this.sql.exec<HeadRow>("SELECT * FROM essay_head ORDER BY version_id").toArray();
    const bodies = this.bodies.read(rows.map((row) => row.version_id));
    return rows.map((row) => ({ ...summaryOf(row), body: bodies[row.version_id] ?? "" }));
  }

  size(): { essays: number; owed: number } {
    const row = this.sql.exec<{ essays: number; owed: number | null }>("SELECT count(*) AS essays, sum(owed) AS owed FROM essay_head").one();
    return { essays: row.essays, owed: row.owed ?? 0 };
  }
}
