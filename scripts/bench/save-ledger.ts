import { d1 } from "./seed";

// The saves a load acknowledged, essay by essay, and whether D1 holds every one of them: each
// essay's revision grew by exactly its acknowledged saves, and it holds the text last acknowledged.
// Used by the load and deadline-night parts ("saves lost" must be 0).

export type SavesCheck = { acknowledged: number; verified: number; lost: number; lostSamples: string[] };

export class SaveLedger {
  private readonly essays = new Map<string, { count: number; content: string; base: number }>();

  /** An essay the load will save, as it stands before the first save. */
  track(essay: { id: string; content: string; revision: number }) {
    this.essays.set(essay.id, { count: 0, content: essay.content, base: essay.revision });
  }

  /** A save the server acknowledged ("Essay Saved"). */
  acknowledge(id: string, content: string) {
    const record = this.essays.get(id)!;
    record.count += 1;
    record.content = content;
  }

  /** Reads every tracked essay back from D1 itself. */
  async check(): Promise<SavesCheck> {
    const ids = [...this.essays.keys()];
    const rows =
      (await d1(`SELECT id, revision, essay_content AS content FROM essay_submissions WHERE id IN (${ids.map((id) => `'${id}'`).join(",")})`))[0] ?? [];
    const stored = new Map(rows.map((row) => [String(row.id), { revision: Number(row.revision), content: String(row.content) }]));
    const lostSamples: string[] = [];
    let acknowledged = 0;
    let verified = 0;
    for (const [id, record] of this.essays) {
      acknowledged += record.count;
      const row = stored.get(id);
      if (row && row.revision === record.base + record.count && row.content === record.content) verified += record.count;
      else lostSamples.push(`${id}: expected revision ${record.base + record.count}, found ${row?.revision ?? "no row"}`);
    }
    return { acknowledged, verified, lost: acknowledged - verified, lostSamples: lostSamples.slice(0, 10) };
  }
}
