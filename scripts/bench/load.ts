import { type SavesCheck, SaveLedger } from "./save-ledger";
import type { Applicant } from "./seed";
import { percentile, round } from "./stats";

// Load: N signed-in people (distinct accounts), each in a closed loop with no think time for the
// whole window: open a workspace page (the document, as on a first visit or a reload), and every
// fourth step save one of their essays as the editor does (POST …/:essayId.data, then the page's
// data reloaded). Every request must succeed; afterwards every acknowledged save must be in D1
// (each essay's revision grew by its acknowledged saves, and it holds the last text acknowledged).
const PAGES = ["/app", "/app/goals", "/app/deadlines", "/app/learning", "/account"];

export type LoadResult = {
  users: number;
  seconds: number;
  requests: number;
  perSecond: number;
  latencyMs: { p50: number | null; p95: number | null; p99: number | null; max: number | null };
  byKind: Record<string, { requests: number; p50: number | null; p95: number | null; p99: number | null }>;
  errors: number;
  errorSamples: string[];
  saves: SavesCheck;
};

type Sample = { kind: string; ms: number; ok: boolean; detail: string };

export async function runLoad(people: Applicant[], seconds: number): Promise<LoadResult> {
  const samples: Sample[] = [];
  const ledger = new SaveLedger();
  for (const person of people) for (const essay of person.essays) ledger.track(essay);
  const until = performance.now() + seconds * 1000;
  const started = performance.now();

  const timed = async (kind: string, run: () => Promise<{ status: number; body: string }>, ok: (status: number, body: string) => boolean) => {
    const at = performance.now();
    try {
      const response = await run();
      const good = ok(response.status, response.body);
      samples.push({ kind, ms: performance.now() - at, ok: good, detail: good ? "" : `${kind} ${response.status} ${response.body.slice(0, 160)}` });
      return good;
    } catch (error) {
      samples.push({ kind, ms: performance.now() - at, ok: false, detail: `${kind} ${String(error)}` });
      return false;
    }
  };

  await Promise.all(
    people.map(async (person, index) => {
      for (let step = index; performance.now() < until; step++) {
        if (step % 4 !== 3) {
          const path = step % 8 === 1 ? `/app/essays/${person.essays[step % person.essays.length]!.id}` : PAGES[step % PAGES.length]!;
          await timed(
            "page",
            () => person.session.get(path),
            (status) => status === 200,
          );
          continue;
        }
        const essay = person.essays[step % person.essays.length]!;
        const content = `${essay.content.slice(0, 2_000)}\n\nSave ${step} by ${person.session.email} at ${Date.now()}.`;
        const saved = await timed(
          "save",
          () => person.session.post(`/app/essays/${essay.id}.data`, { intent: "save", content, baseRevision: String(essay.revision) }),
          (status, body) => status === 200 && body.includes("Essay Saved"),
        );
        if (saved) {
          essay.revision += 1;
          essay.content = content;
          ledger.acknowledge(essay.id, content);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  // Read back every essay of the load's people from D1 itself.
  const saves = await ledger.check();
  const all = samples.map((sample) => sample.ms);
  const kinds = [...new Set(samples.map((sample) => sample.kind))];
  const failures = samples.filter((sample) => !sample.ok);
  return {
    users: people.length,
    seconds: round(elapsed, 1)!,
    requests: samples.length,
    perSecond: round(samples.length / elapsed, 1)!,
    latencyMs: { p50: round(percentile(all, 50), 1), p95: round(percentile(all, 95), 1), p99: round(percentile(all, 99), 1), max: round(Math.max(...all), 1) },
    byKind: Object.fromEntries(
      kinds.map((kind) => {
        const values = samples.filter((sample) => sample.kind === kind).map((sample) => sample.ms);
        return [
          kind,
          { requests: values.length, p50: round(percentile(values, 50), 1), p95: round(percentile(values, 95), 1), p99: round(percentile(values, 99), 1) },
        ];
      }),
    ),
    errors: failures.length,
    errorSamples: [...new Set(failures.map((failure) => failure.detail))].slice(0, 10),
    saves,
  };
}
