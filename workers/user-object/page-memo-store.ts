// What the applicant's workspace pages last read from D1, kept beside them in their object so the
// next view of a page is answered without a D1 round trip (docs/scale.md, "Pages with no D1 round
// trip"). One row per page (path and query), holding that page's statements and their results as
// the worker read them. Every entry belongs to one version: any write to D1 on the applicant's
// behalf moves the version on and empties the memo, and an entry is kept only under the version it
// was read at. It is a copy of D1, never the applicant's writing: losing it loses nothing.

/** Pages kept per applicant; the least recently kept goes first. */
export const MAX_MEMO_PAGES = 24;
/** An entry older than this is not answered (the worker reads D1 as without a memo). */
export const MEMO_MAX_AGE_MS = 5 * 60_000;

/** Where the object keeps its memo's version (the tests read it too). */
export const VERSION_KEY = "page_memo_version";
const FLOOR_KEY = "page_memo_floor";

export type PageMemoEntry = { version: number; reads: string | null; floor: string | null };

export class PageMemoStore {
  constructor(
    private readonly sql: SqlStorage,
    private readonly kv: SyncKvStorage,
  ) {
    sql.exec("CREATE TABLE IF NOT EXISTS page_memo (page TEXT PRIMARY KEY, version INTEGER NOT NULL, reads TEXT NOT NULL, kept_at INTEGER NOT NULL)");
  }

  version(): number {
    return this.kv.get<number>(VERSION_KEY) ?? 0;
  }

  /** The page's reads, when kept under the current version and not too old; the version either way. */
  read(page: string, now: number): PageMemoEntry {
    const version = this.version();
    const [row] = this.sql
      .exec<{ reads: string }>("SELECT reads FROM page_memo WHERE page = ? AND version = ? AND kept_at > ?", page, version, now - MEMO_MAX_AGE_MS)
      .toArray();
    return { version, reads: row?.reads ?? null, floor: this.kv.get<string>(FLOOR_KEY) ?? null };
  }

  /**
   * Keeps a page's reads when nothing was written since `version` was answered; false otherwise.
   * `floor`: where the session they were read on ended, which the next reads are made no older than.
   */
  keep(page: string, version: number, reads: string, floor: string | null, now: number): boolean {
    if (version !== this.version()) return false;
    if (floor) this.kv.put(FLOOR_KEY, floor);
    this.sql.exec(
      "INSERT INTO page_memo (page, version, reads, kept_at) VALUES (?, ?, ?, ?) ON CONFLICT(page) DO UPDATE SET version = excluded.version, reads = excluded.reads, kept_at = excluded.kept_at",
      page,
      version,
      reads,
      now,
    );
    this.sql.exec("DELETE FROM page_memo WHERE page NOT IN (SELECT page FROM page_memo ORDER BY kept_at DESC LIMIT ?)", MAX_MEMO_PAGES);
    return true;
  }

  /**
   * Something the pages read changed: every entry goes, a read answered before is not kept, and the
   * next reads kept are made at the primary (a copy of D1 may not have the change yet).
   */
  changed() {
    this.kv.put(VERSION_KEY, this.version() + 1);
    this.kv.delete(FLOOR_KEY);
    this.sql.exec("DELETE FROM page_memo");
  }
}
