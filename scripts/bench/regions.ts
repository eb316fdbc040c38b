import type { Browser } from "playwright-core";
import { benchFeedback, type PrimaryTally } from "./browser";
import { benchChat } from "./chat";
import { closeConnections } from "./client";
import { REGIONS, type Region, regionNames } from "./latency-model";
import { measurePage, measureSave, workspacePages } from "./pages";
import type { Applicant } from "./seed";
import { BASE, startServer } from "./server";

// The ocean (docs/performance.md): the same applicants, their pages, a save, chat and Get Feedback,
// measured again with the worker restarted once per region under the latency model
// (latency-model.ts), on the database the loopback run seeded. Fewer repetitions than on loopback:
// the model's waits dominate and are the same every time.
const WARMUP = 1;
const SAMPLES = 5;
const SAVES = 5;
const CHAT_MESSAGES = 3;
const FEEDBACK_RUNS = 3;

/** A request's round trips (medians): to D1 in all, of them to the primary, and calls to the user's object. */
export type RoundTrips = { primary: number | null; d1: number | null; objectCalls: number | null };
export type RegionPage = { page: string; ttfbP50: number | null; statuses: number[] } & RoundTrips;
export type RegionFigures = {
  region: Region;
  label: string;
  primaryMs: number;
  applicants: { label: string; pages: RegionPage[]; save: { postP50: number | null; statuses: number[] } & RoundTrips }[];
  /** Round trips to the primary: a new user's first message (it also moves their work to their object), then each after. */
  chat: { firstWordP50: number | null; primaryFirstMessage: number | null; primaryPerMessage: number | null } | null;
  feedback: { totalP50: number | null; primaryPerRun: number | null } | null;
  /** What could not be measured in this region. */
  errors: string[];
};

const tally: PrimaryTally = async () => {
  const answer = await fetch(`${BASE}/api/test/latency`);
  if (!answer.ok) throw new Error(`/api/test/latency answered ${answer.status}: is the latency model on?`);
  return ((await answer.json()) as { primary: number }).primary;
};

async function attempt<T>(errors: string[], name: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    errors.push(`${name}: ${String(error instanceof Error ? error.message : error).slice(0, 300)}`);
    return null;
  }
}

export async function measureRegion(region: Region, applicants: Applicant[], browser: Browser, fakeDelayMs: number): Promise<RegionFigures> {
  const server = await startServer({ fakeDelayMs, region, keepState: true });
  const errors: string[] = [];
  try {
    const measured = [];
    for (const applicant of applicants) {
      const pages: RegionPage[] = [];
      for (const spec of workspacePages) {
        const path = spec.path(applicant);
        if (!path) continue;
        const figures = await measurePage(server, applicant.session, spec.page, path, undefined, { warmup: WARMUP, samples: SAMPLES });
        pages.push({
          page: spec.page,
          ttfbP50: figures.ttfbP50,
          statuses: figures.statuses,
          primary: figures.d1Primary,
          d1: figures.d1,
          objectCalls: figures.doCalls,
        });
      }
      const save = await measureSave(server, applicant, SAVES);
      const saveTrips = { primary: save.d1PrimaryPost, d1: save.d1Post, objectCalls: save.doPost };
      measured.push({ label: applicant.label, pages, save: { postP50: save.postP50, statuses: save.statuses, ...saveTrips } });
    }
    const chat = await attempt(errors, "chat", () => benchChat(browser, { users: 1, messages: CHAT_MESSAGES, throughput: false, tally }));
    const feedback = await attempt(errors, "feedback", () => benchFeedback(browser, FEEDBACK_RUNS, tally));
    return {
      region,
      label: REGIONS[region].label,
      primaryMs: REGIONS[region].primaryMs,
      applicants: measured,
      chat: chat && {
        firstWordP50: chat.overheadMs.p50,
        primaryFirstMessage: chat.primaryFirstMessage ?? null,
        primaryPerMessage: chat.primaryPerMessage ?? null,
      },
      feedback: feedback && { totalP50: feedback.totalMs.p50, primaryPerRun: feedback.primaryPerRun ?? null },
      errors: [...errors, ...server.errors()],
    };
  } finally {
    closeConnections();
    await server.stop();
  }
}

export async function measureRegions(applicants: Applicant[], browser: Browser, fakeDelayMs: number, onRegion: (region: Region) => void) {
  const figures: RegionFigures[] = [];
  for (const region of regionNames) {
    onRegion(region);
    figures.push(await measureRegion(region, applicants, browser, fakeDelayMs));
  }
  return figures;
}
