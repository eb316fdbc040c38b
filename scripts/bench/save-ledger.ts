import { BASE } from "./server";

// The saves a load acknowledged, essay by essay, and whether Scout holds every one of them: each
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

  /** Reads every tracked essay back where it is kept (its newest text in the applicant's object, docs/scale.md step 3). */
  async check(): Promise<SavesCheck> {
    const ids = [...this.essays.keys()];
    const answer = await fetch(`${BASE}/api/test/essay-texts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ids }),
    });
    if (!answer.ok) throw new Error(`the essay texts answered ${answer.status}`);
    const rows = (await answer.json()) as { id: string; revision: number; content: string }[];
    const stored = new Map(rows.map((row) => [row.id, { revision: row.revision, content: row.content }]));
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
