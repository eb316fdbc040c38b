import { type BundleResult, routeIdOf } from "./bundle";
import type { RegionFigures } from "./regions";
import { regionsMarkdown } from "./regions-report";
import type { ChatResult, FeedbackResult, VoiceResult } from "./browser";
import type { LighthouseResult } from "./lighthouse";
import type { ChromiumJs } from "./chromium-js";
import type { DeadlineNightResult } from "./deadline-night";
import type { LoadResult } from "./load";
import type { StorageResult } from "./storage";
import { BASELINE_ROW, type PageFigures, type PagesResult, ratio } from "./pages";
import { kb, ms } from "./stats";
import { othersTable } from "./report-others";

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
  /** The JavaScript Chromium fetched for each workspace page, full applicant (chromium-js.ts). */
  js?: ChromiumJs[];
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
