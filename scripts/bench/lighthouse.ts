import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { CHROMIUM_ARGS, chromiumPath } from "./server";

// Lighthouse (the npm package's CLI, its default mobile preset: a mid-range phone on a slow 4G
// link, simulated) against Debian's Chromium, on a page as a visitor or as a signed-in applicant
// (the session cookie passed as an extra header). Reports in bench/lighthouse-*.report.{json,html}.
const exec = promisify(execFile);

export type LighthouseResult = {
  page: string;
  url: string;
  scores: { performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null };
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The JavaScript Chromium fetched for the page until Lighthouse stopped (headers and all, as sent), and in how many files. */
  js: { transferBytes: number; files: number } | null;
  report: string;
  /** Every run's performance score; the figures above are the median run's (by that score). */
  performanceRuns: (number | null)[];
  error?: string;
};

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  runtimeError?: { message: string };
};

/** `runs` runs, as Lighthouse advises (its scores vary from run to run): the median run by performance score. */
export async function runLighthouse(page: string, url: string, name: string, cookie?: string, runs = 3): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let run = 1; run <= runs; run++) results.push(await runOnce(page, url, `${name}-${run}`, cookie));
  const measured = results.filter((result) => result.scores.performance !== null).sort((a, b) => a.scores.performance! - b.scores.performance!);
  const chosen = measured[Math.floor((measured.length - 1) / 2)] ?? results[0]!;
  return { ...chosen, performanceRuns: results.map((result) => result.scores.performance) };
}

async function runOnce(page: string, url: string, name: string, cookie?: string): Promise<LighthouseResult> {
  const base = `bench/lighthouse-${name}`;
  const args = [
    url,
    "--quiet",
    "--output=json",
    "--output=html",
    `--output-path=${base}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=${CHROMIUM_ARGS.join(" ")}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const empty: LighthouseResult = {
    page,
    url,
    scores: { performance: null, accessibility: null, bestPractices: null, seo: null },
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    js: null,
    report: `${base}.report.html`,
    performanceRuns: [],
  };
  try {
    await exec("lighthouse", args, { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 });
  } catch (error) {
    return { ...empty, error: String(error).slice(0, 500) };
  }
  const report = JSON.parse(readFileSync(`${base}.report.json`, "utf8")) as Report;
  const score = (id: string) =>
    report.categories[id]?.score === null || report.categories[id]?.score === undefined ? null : Math.round(report.categories[id]!.score! * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? null;
  return {
    ...empty,
    scores: { performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo") },
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    js: scriptsOf(report),
    error: report.runtimeError?.message,
  };
}

/** The page's scripts from Lighthouse's own network record (the chunks fetched after the page included). */
function scriptsOf(report: Report): LighthouseResult["js"] {
  const scripts = (report.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
  return { transferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0), files: scripts.length };
}
