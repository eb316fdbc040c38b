// Every voice call the server allowed, in the user's object. A call is opened while the worker
// hands the browser's offer to OpenAI (its time reserved, nothing charged yet), attached once
// OpenAI has answered with the call's id, and charged from its opening until OpenAI confirms that
// it is over (a hangup answered) or its deadline, whichever comes first. A call that never
// reached the user (OpenAI could not be reached, the start failed after) closes at no charge.
export type VoiceCallRow = {
  id: string;
  started_at: number;
  deadline: number;
  openai_call_id: string | null;
  /** When the call went live (OpenAI answered, older calls hung up); null while it is opening. */
  attached_at: number | null;
  /** When its end was first asked for (the browser's report, or a newer call). */
  end_asked_at: number | null;
  ended_at: number | null;
  charged: number;
  /** OpenAI answered the hangup (or there was nothing there to hang up). */
  hangup_confirmed: number;
  hangup_tries: number;
  /** When the object's alarm tries the hangup again. */
  next_try_at: number | null;
};

/** Columns added after the first version of the table, for objects that already hold one. */
const ADDED_COLUMNS = [
  "attached_at INTEGER",
  "end_asked_at INTEGER",
  "hangup_confirmed INTEGER NOT NULL DEFAULT 0",
  "hangup_tries INTEGER NOT NULL DEFAULT 0",
  "next_try_at INTEGER",
];

export class VoiceCallStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS voice_call (
      id TEXT PRIMARY KEY,
      started_at INTEGER NOT NULL,
      deadline INTEGER NOT NULL,
      openai_call_id TEXT,
      ended_at INTEGER,
      charged INTEGER NOT NULL DEFAULT 0
    )`);
    const columns = new Set(
      sql
        .exec<{ name: string }>("PRAGMA table_info(voice_call)")
        .toArray()
        .map((column) => column.name),
    );
    if (columns.has("attached_at")) return;
    for (const column of ADDED_COLUMNS) sql.exec(`ALTER TABLE voice_call ADD COLUMN ${column}`);
    // A call from before was live from its mint; one already ended needs nothing more.
    sql.exec("UPDATE voice_call SET attached_at = started_at, hangup_confirmed = CASE WHEN ended_at IS NULL THEN 0 ELSE 1 END");
  }

  open(id: string, now: number, deadline: number) {
    this.sql.exec("INSERT INTO voice_call (id, started_at, deadline) VALUES (?, ?, ?)", id, now, deadline);
  }

  get(id: string): VoiceCallRow | undefined {
    return this.sql.exec<VoiceCallRow>("SELECT * FROM voice_call WHERE id = ?", id).toArray()[0];
  }

  /** Calls not yet closed: opening, live, or asked to end and not yet confirmed. */
  unfinished(): VoiceCallRow[] {
    return this.sql.exec<VoiceCallRow>("SELECT * FROM voice_call WHERE ended_at IS NULL ORDER BY started_at").toArray();
  }

  /** Closed calls whose hangup OpenAI has not answered yet (still tried, a few times). */
  unconfirmed(maxTries: number): VoiceCallRow[] {
    return this.sql
      .exec<VoiceCallRow>(
        "SELECT * FROM voice_call WHERE ended_at IS NOT NULL AND openai_call_id IS NOT NULL AND hangup_confirmed = 0 AND hangup_tries < ?",
        maxTries,
      )
      .toArray();
  }

  /** OpenAI's id for a call still opening; false when the call was closed meanwhile. */
  attach(id: string, openaiCallId: string): boolean {
    const rows = this.sql.exec(
      "UPDATE voice_call SET openai_call_id = ? WHERE id = ? AND openai_call_id IS NULL AND ended_at IS NULL RETURNING id",
      openaiCallId,
      id,
    );
    return rows.toArray().length > 0;
  }

  /** The call is the user's from now on (false when it was closed meanwhile). */
  goLive(id: string, now: number): boolean {
    return this.sql.exec("UPDATE voice_call SET attached_at = ? WHERE id = ? AND ended_at IS NULL RETURNING id", now, id).toArray().length > 0;
  }

  askEnd(id: string, now: number) {
    this.sql.exec("UPDATE voice_call SET end_asked_at = COALESCE(end_asked_at, ?) WHERE id = ?", now, id);
  }

  /** Shortens a call's deadline (never lengthens it). */
  cutDeadline(id: string, deadline: number) {
    this.sql.exec("UPDATE voice_call SET deadline = MIN(deadline, ?) WHERE id = ?", deadline, id);
  }

  /**
   * Closes a call: charged from its opening to `endedAt` (never past its deadline), or nothing
   * when it never reached the user. Returns the seconds charged now (0 when already closed).
   */
  close(id: string, endedAt: number, chargeable: boolean): number {
    const call = this.get(id);
    if (!call || call.ended_at !== null) return 0;
    const end = Math.min(endedAt, call.deadline);
    const seconds = chargeable ? elapsedSeconds(call, end) : 0;
    this.sql.exec("UPDATE voice_call SET ended_at = ?, charged = ? WHERE id = ?", end, seconds, id);
    return seconds;
  }

  hangupConfirmed(id: string) {
    this.sql.exec("UPDATE voice_call SET hangup_confirmed = 1, next_try_at = NULL WHERE id = ?", id);
  }

  hangupFailed(id: string, nextTryAt: number) {
    this.sql.exec("UPDATE voice_call SET hangup_tries = hangup_tries + 1, next_try_at = ? WHERE id = ?", nextTryAt, id);
  }

  /** Voice seconds charged for calls opened since `since` (a plan's monthly allowance). */
  chargedSince(since: number): number {
    return this.sql.exec<{ total: number | null }>("SELECT SUM(charged) AS total FROM voice_call WHERE started_at >= ?", since).toArray()[0]?.total ?? 0;
  }
}

/** Whole seconds from a call's opening to `until` (never past its deadline). */
export function elapsedSeconds(call: Pick<VoiceCallRow, "started_at" | "deadline">, until: number): number {
  return Math.max(0, Math.ceil((Math.min(until, call.deadline) - call.started_at) / 1000));
}
