import { type BundleResult, routeIdOf } from "./bundle";
import type { RegionFigures } from "./regions";
import { regionsMarkdown } from "./regions-report";
import type { ChatResult, FeedbackResult, VoiceResult } from "./browser";
import type { LighthouseResult } from "./lighthouse";
import type { DeadlineNightResult } from "./deadline-night";
import type { LoadResult } from "./load";
import type { StorageResult } from "./storage";
import { BASELINE_ROW, type PageFigures, type PagesResult } from "./pages";
import { kb, ms } from "./stats";

// What `npm run bench` prints and writes: the figures as JSON (bench/results.json), the same as
// Markdown tables (bench/results.md, and docs/performance.md's published run with --publish), and a small
// self-contained SVG chart of the pages' time to first byte (bench/chart.svg, docs/bench.svg).

export type BenchResult = {
  startedAt: string;
  commit: string;
  machine: { cpus: number; node: string; chromium: string };
  durationS: number;
  seeded: { ms: number; applicants: Record<string, { schools: number; essays: number; conversations: number }> };
  pages?: PagesResult;
  bundle?: BundleResult;
  chat?: ChatResult;
  feedback?: FeedbackResult;
  voice?: VoiceResult;
  lighthouse?: LighthouseResult[];
  load?: LoadResult;
  deadline?: DeadlineNightResult;
  storage?: StorageResult[];
  prototype?: PrototypeResult;
  /** The same applicants from six regions, under the latency model (regions.ts). */
  regions?: RegionFigures[];
  /** What could not be measured, TODOs, and failures: printed under the tables. */
  notes: string[];
  /** The worker's own error lines during the run. */
  workerErrors: string[];
};

/** tests/support/scale-prototype.ts: a save's storage work, 200 times each way, for the full applicant. */
export type PrototypeResult = { essays: number; iterations: number; d1MsPerSave: number; objectMsPerSave: number };

const pair = (figures: PageFigures | undefined) => (figures ? `${ms(figures.ttfbP50)} · ${ms(figures.ttfbP95)}` : "–");
// The page's p50 over the baseline's, measured interleaved with it; the baseline itself is the unit.
const ratio = (figures: PageFigures | undefined) => (figures?.ratio ? `${figures.ratio.toFixed(1)}×` : figures?.page === BASELINE_ROW ? "1×" : "–");
const both = (a: number | null | undefined, b: number | null | undefined) => `${a ?? "–"} / ${b ?? "–"}`;
const status = (figures: PageFigures | undefined) =>
  figures && figures.statuses.some((code) => code !== 200) ? ` **(HTTP ${figures.statuses.join(", ")})**` : "";

function jsOf(bundle: BundleResult | undefined, route: string | null) {
  const id = route ? routeIdOf[route] : undefined;
  return bundle && id && bundle.jsByRoute[id] !== undefined ? kb(bundle.jsByRoute[id]) : "–";
}

const size = (bytes: number | null | undefined) => (bytes ? `${(bytes / 1024).toFixed(0)} KB` : "–");

export function pagesTable(result: BenchResult): string {
  const pages = result.pages;
  if (!pages) return "";
  const [small, full] = pages.applicants;
  const baselineName = `empty Remix page (${pages.baseline})`;
  const rows = [
    "| Page | signed out or small: TTFB p50 · p95 | full: TTFB p50 · p95 | ÷ empty page (small / full) | D1 round trips (small / full) | DO calls (small / full) | document (small / full) | JS gzip |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const figures of pages.visitor) {
    const name = figures.page === BASELINE_ROW ? `${baselineName}, signed out` : `${figures.page}, signed out`;
    rows.push(
      `| ${name}${status(figures)} | ${pair(figures)} | – | ${ratio(figures)} | ${figures.d1 ?? "–"} | ${figures.doCalls ?? "–"} | ${size(figures.bytes)} | ${jsOf(result.bundle, figures.route)} |`,
    );
  }
  for (const figures of full?.pages ?? []) {
    const mine = small?.pages.find((entry) => entry.page === figures.page);
    const name = figures.page === BASELINE_ROW ? `${baselineName}, signed in` : figures.page;
    rows.push(
      `| ${name}${status(mine)}${status(figures)} | ${pair(mine)} | ${pair(figures)} | ${ratio(mine)} / ${ratio(figures)} | ${both(mine?.d1, figures.d1)} | ${both(mine?.doCalls, figures.doCalls)} | ${size(mine?.bytes)} / ${size(figures.bytes)} | ${jsOf(result.bundle, figures.route)} |`,
    );
  }
  return rows.join("\n");
}

export function othersTable(result: BenchResult): string {
  const rows = ["| Measure | Figure |", "|---|---|"];
  const add = (what: string, figure: string) => rows.push(`| ${what} | ${figure} |`);
  const pages = result.pages;
  if (pages) {
    const [small, full, large] = pages.growth;
    add(
      "/app TTFB p50 as the applicant grows (÷ empty page; D1 round trips)",
      [small, full, large]
        .map((figures, index) => `${["small", "full", "200 essays"][index]} ${ms(figures?.ttfbP50)} (${ratio(figures)}; ${figures?.d1 ?? "–"})`)
        .join(" → "),
    );
    for (const applicant of pages.applicants) {
      const save = applicant.save;
      add(
        `Essay Save, ${applicant.label} (one user action)`,
        `POST ${ms(save.postP50)} p50 (${ms(save.postP95)} p95), ${save.revalidateP50 === null ? "no reload" : `reload ${ms(save.revalidateP50)}`}; D1 ${save.d1Post ?? "–"} + ${save.d1Revalidate ?? 0} = ${(save.d1Post ?? 0) + (save.d1Revalidate ?? 0)} round trips, DO ${save.doPost ?? "–"} + ${save.doRevalidate ?? 0}${save.statuses.some((code) => code !== 200) ? ` **(HTTP ${save.statuses.join(", ")})**` : ""}`,
      );
    }
  }
  if (result.bundle) {
    add("CSS (gzip, every page)", result.bundle.css.map((css) => `${css.file} ${kb(css.gzip)}`).join(", ") || "–");
    add("Loaded on use, not with any page (gzip)", result.bundle.lazy.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`).join(", ") || "–");
  }
  if (result.chat) {
    const { overheadMs, throughput, modelTtftMs } = result.chat;
    add(
      "Chat: Send → first words on screen, minus the model's own first token",
      `p50 ${ms(overheadMs.p50)}, p95 ${ms(overheadMs.p95)} over ${overheadMs.runs} messages (fake model: ${modelTtftMs} ms to first token)`,
    );
    if (throughput)
      add(
        "Chat: one user's object settles 200 sends",
        `${throughput.ms} ms (${throughput.perSecond}/s): ${throughput.accepted} accepted, ${throughput.refused} refused by the rate window`,
      );
  }
  if (result.feedback) {
    const { totalMs, queueWaitMs, fakeModelMs } = result.feedback;
    add(
      "Feedback: Get Feedback → highlights shown",
      `p50 ${ms(totalMs.p50)}, p95 ${ms(totalMs.p95)} over ${totalMs.runs} jobs (fake model ${fakeModelMs} ms); queued p50 ${ms(queueWaitMs.p50)}`,
    );
  }
  if (result.voice) {
    const { connectMs } = result.voice;
    add(
      "Voice: Start → connected (WebRTC fake peer)",
      `p50 ${ms(connectMs.p50)} (min ${ms(connectMs.min)}, max ${ms(connectMs.max)}) over ${connectMs.runs} calls`,
    );
  }
  if (result.load) {
    const load = result.load;
    add(
      `Load: ${load.users} signed-in users, ${load.seconds} s, pages + essay saves`,
      `${load.requests} requests, ${load.perSecond}/s; p50 ${ms(load.latencyMs.p50)}, p95 ${ms(load.latencyMs.p95)}, p99 ${ms(load.latencyMs.p99)}; errors ${load.errors}${load.errors ? " **(must be 0)**" : ""}`,
    );
    add(
      "Load: saves acknowledged → found in D1 afterwards",
      `${load.saves.acknowledged} → ${load.saves.verified} (lost ${load.saves.lost}${load.saves.lost ? " **(must be 0)**" : ""})`,
    );
  }
  if (result.deadline) {
    const night = result.deadline;
    const must = (count: number) => (count ? " **(must be 0)**" : "");
    add(
      `Deadline night: ${night.typists} typing with autosave + ${night.chatters} chatting, ${night.seconds} s, one local worker`,
      `${night.requests} requests, ${night.perSecond}/s; errors ${night.errors}${must(night.errors)}`,
    );
    add(
      "Deadline night: a save (autosave POST)",
      `${night.save.count} saves: p50 ${ms(night.save.p50)}, p95 ${ms(night.save.p95)}, p99 ${ms(night.save.p99)}, max ${ms(night.save.max)}; D1 ${night.d1PerWriterPerSecond ?? "–"} round trips per typist per second (${night.d1PrimaryPerWriterPerSecond ?? "–"} to the primary)`,
    );
    add(
      "Deadline night: D1's own time per save (what the one database spends, statement after statement)",
      night.ceiling
        ? `mean ${night.d1MsPerSave.mean} ms, p95 ${night.d1MsPerSave.p95} ms: one database doing only this serves about ${night.ceiling.savesPerSecond} saves/s, ${night.ceiling.writers} writers autosaving every 2.5 s (local SQLite; see docs/scale.md)`
        : "not reported by D1",
    );
    add(
      "Deadline night: saves acknowledged → found in D1 afterwards",
      `${night.saves.acknowledged} → ${night.saves.verified} (lost ${night.saves.lost}${must(night.saves.lost)})`,
    );
    add(
      "Deadline night: chat",
      `${night.chat.sent} sent, ${night.chat.answered} answered, ${night.chat.refused} refused by the rate window; first word p50 ${ms(night.chat.firstWordP50)}, p95 ${ms(night.chat.firstWordP95)} after the model's own ${night.chat.fakeModelMs} ms`,
    );
  }
  for (const storage of result.storage ?? []) {
    const top = storage.tables
      .slice(0, 4)
      .map((table) => `${table.table} ${kb(table.bytes)} (${table.rows} rows)`)
      .join(", ");
    const file = storage.overhead === null ? "" : `; the database file is ${storage.overhead}× its rows' bytes (indexes, pages)`;
    const object = storage.object
      ? `; its object holds ${storage.object.versions} older versions' text, ${kb(storage.object.bytes)}, the newest text of ${storage.object.essays} essays, ${kb(storage.object.essayBytes)}, ${storage.object.conversations} conversations of ${storage.object.messages} messages, ${kb(storage.object.chatBytes)}${storage.object.workRows ? `, and ${storage.object.workRows} work rows (feedback, the writing checks' state), ${kb(storage.object.workBytes ?? 0)}` : ""}`
      : "";
    add(`D1 bytes stored for the ${storage.applicant} (values only)`, `${kb(storage.bytes)}: ${top}${file}${object}`);
  }
  if (result.prototype) {
    const proto = result.prototype;
    add(
      `Prototype (docs/scale.md): a save's storage work for ${proto.essays} essays, as one D1 batch / in the applicant's own object`,
      `D1 ${proto.d1MsPerSave.toFixed(2)} ms / object ${proto.objectMsPerSave.toFixed(2)} ms per save, ${proto.iterations} each, on loopback (no network between worker, object and D1 here)`,
    );
  }
  for (const run of result.lighthouse ?? []) {
    const s = run.scores;
    add(
      `Lighthouse mobile, ${run.page}`,
      run.error && s.performance === null
        ? `not measured: ${run.error}`
        : `performance ${s.performance} (median of ${run.performanceRuns.join(", ")}), accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}; FCP ${ms(run.fcpMs)}, LCP ${ms(run.lcpMs)}, TBT ${ms(run.tbtMs)}, CLS ${run.cls?.toFixed(3) ?? "–"}`,
    );
  }
  add("Worker errors logged during the run", String(result.workerErrors.length));
  return rows.join("\n");
}

export function markdown(result: BenchResult): string {
  const seeded = Object.entries(result.seeded.applicants)
    .map(([label, c]) => `${label}: ${c.schools} schools, ${c.essays} essays, ${c.conversations} conversation${c.conversations === 1 ? "" : "s"}`)
    .join("; ");
  return [
    `Scout bench, ${result.startedAt.slice(0, 16).replace("T", " ")} UTC, commit ${result.commit}, ${result.machine.cpus} CPUs, Node ${result.machine.node}, ${result.machine.chromium}; took ${Math.round(result.durationS)} s.`,
    `TTFB: 20 sequential requests per page after 3 warm-ups, kept-alive connection, through wrangler dev on 127.0.0.1. Applicants — ${seeded}.`,
    "",
    pagesTable(result),
    "",
    othersTable(result),
    ...(result.regions?.length ? ["", regionsMarkdown(result.regions)] : []),
    ...(result.notes.length ? ["", ...result.notes.map((note) => `- ${note}`)] : []),
  ].join("\n");
}

const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Horizontal bars: each workspace page's TTFB p50, small and full, against the empty page and twice it. */
export function chart(result: BenchResult): string {
  const pages = result.pages;
  if (!pages) return "";
  const [small, full] = pages.applicants;
  const rows = (full?.pages ?? []).map((figures) => ({
    name: figures.page === BASELINE_ROW ? "empty Remix page" : figures.page,
    small: small?.pages.find((entry) => entry.page === figures.page)?.ttfbP50 ?? null,
    full: figures.ttfbP50,
  }));
  const growth = pages.growth;
  rows.push({ name: "/app, 200 essays", small: null, full: growth[2]?.ttfbP50 ?? null });
  const baseline = full?.pages[0]?.ttfbP50 ?? 0;
  const highest = Math.max(baseline * 2, ...rows.flatMap((row) => [row.small ?? 0, row.full ?? 0]), 1) * 1.08;
  const magnitude = 10 ** Math.floor(Math.log10(highest / 4));
  const tickStep = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate * 4 >= highest)!;
  const max = tickStep * 4;
  const left = 230;
  const width = 760;
  const plot = width - left - 70;
  const rowHeight = 30;
  const top = 56;
  const height = top + rows.length * rowHeight + 30;
  const x = (value: number) => left + (value / max) * plot;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="12" y="20" font-size="14" font-weight="600">Time to first byte, p50 (ms): small and full applicant — ${escape(result.startedAt.slice(0, 10))}, ${escape(result.commit)}</text>`,
    `<rect x="${left}" y="30" width="12" height="10" fill="#93c5fd"/><text x="${left + 16}" y="39">small</text>`,
    `<rect x="${left + 70}" y="30" width="12" height="10" fill="#1d4ed8"/><text x="${left + 86}" y="39">full</text>`,
    `<text x="${left + 130}" y="39" fill="#b45309">┆ empty page and twice it</text>`,
  ];
  rows.forEach((row, index) => {
    const y = top + index * rowHeight;
    parts.push(`<text x="${left - 8}" y="${y + 15}" text-anchor="end">${escape(row.name)}</text>`);
    if (row.small !== null) {
      parts.push(`<rect x="${left}" y="${y + 2}" width="${Math.max(1, x(row.small) - left)}" height="10" fill="#93c5fd"/>`);
      parts.push(`<text x="${x(row.small) + 4}" y="${y + 11}" font-size="10">${Math.round(row.small)}</text>`);
    }
    if (row.full !== null) {
      parts.push(`<rect x="${left}" y="${y + 13}" width="${Math.max(1, x(row.full) - left)}" height="10" fill="#1d4ed8"/>`);
      parts.push(`<text x="${x(row.full) + 4}" y="${y + 22}" font-size="10">${Math.round(row.full)}</text>`);
    }
  });
  for (const line of [baseline, baseline * 2]) {
    if (!line) continue;
    parts.push(`<line x1="${x(line)}" y1="${top - 4}" x2="${x(line)}" y2="${height - 24}" stroke="#b45309" stroke-dasharray="4 3"/>`);
  }
  parts.push(`<line x1="${left}" y1="${height - 24}" x2="${left + plot}" y2="${height - 24}" stroke="#94a3b8"/>`);
  for (let tick = 0; tick <= 4; tick++) {
    const value = tickStep * tick;
    parts.push(`<text x="${x(value)}" y="${height - 10}" text-anchor="middle" fill="#475569">${Math.round(value)}</text>`);
  }
  parts.push("</svg>");
  return `${parts.join("\n")}\n`;
}
