import type { BundleResult } from "./bundle";
import type { RegionFigures } from "./regions";
import type { FeedbackResult, VoiceResult } from "./browser";
import type { ChatResult } from "./chat";
import type { LighthouseResult } from "./lighthouse";
import type { ChromiumJs } from "./chromium-js";
import type { DeadlineNightResult } from "./deadline-night";
import type { LoadResult } from "./load";
import type { StorageResult } from "./storage";
import type { PagesResult } from "./pages";

// What one `npm run bench` run measured: report.ts and report-others.ts write it out.

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
