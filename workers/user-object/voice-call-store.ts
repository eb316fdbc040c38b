// Voice calls in the user's object (issue: metering the browser cannot cheat). A call is opened
// when its client secret is minted, with a hard deadline: the remaining allowance, or the longest
// call. It is charged from that moment until the browser ends it, or in full at the deadline,
// when the object's alarm ends it and hangs the call up at OpenAI. A browser that never reports
// anything pays the most, so there is nothing to gain by not reporting.
export type VoiceCallRow = { id: string; started_at: number; deadline: number; openai_call_id: string | null; ended_at: number | null; charged: number };

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
  }

  open(id: string, now: number, deadline: number) {
    this.sql.exec("INSERT INTO voice_call (id, started_at, deadline) VALUES (?, ?, ?)", id, now, deadline);
  }

  get(id: string): VoiceCallRow | undefined {
    return this.sql.exec<VoiceCallRow>("SELECT * FROM voice_call WHERE id = ?", id).toArray()[0];
  }

  openCalls(): VoiceCallRow[] {
    return this.sql.exec<VoiceCallRow>("SELECT * FROM voice_call WHERE ended_at IS NULL ORDER BY deadline").toArray();
  }

  attach(id: string, openaiCallId: string) {
    this.sql.exec("UPDATE voice_call SET openai_call_id = ? WHERE id = ? AND ended_at IS NULL", openaiCallId, id);
  }

  /** Ends an open call; returns the whole seconds to charge (0 when it was already ended). */
  end(id: string, now: number): number {
    const call = this.get(id);
    if (!call || call.ended_at !== null) return 0;
    const endedAt = Math.min(now, call.deadline);
    const seconds = Math.max(0, Math.ceil((endedAt - call.started_at) / 1000));
    this.sql.exec("UPDATE voice_call SET ended_at = ?, charged = ? WHERE id = ?", endedAt, seconds, id);
    return seconds;
  }

  /** A call whose secret could not be minted never happened: it is closed at no charge. */
  cancel(id: string, now: number) {
    this.sql.exec("UPDATE voice_call SET ended_at = ?, charged = 0 WHERE id = ? AND ended_at IS NULL", now, id);
  }

  /** Voice seconds charged for calls opened since `since` (a plan's monthly allowance). */
  chargedSince(since: number): number {
    return this.sql.exec<{ total: number | null }>("SELECT SUM(charged) AS total FROM voice_call WHERE started_at >= ?", since).toArray()[0]?.total ?? 0;
  }

  nextDeadline(): number | null {
    return this.openCalls()[0]?.deadline ?? null;
  }
}
