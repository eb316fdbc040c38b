import { Session } from "./client";
import type { Applicant } from "./seed";
import type { BenchServer } from "./server";
import { median, percentile, round } from "./stats";

// Time to first byte of each main page, sequential requests after a warm-up, for a visitor and
// each applicant; and, from the worker's own request lines, the D1 round trips and Durable Object
// calls each request made. The baseline is an empty Remix page of the same worker in the same run.
const WARMUP = 3;
const SAMPLES = 20;

/** The empty Remix page (no loader of its own, the root's only); /api/health until it exists. */
export const EMPTY_PAGE = "/bench/empty";
export const BASELINE_ROW = "empty page (baseline)";

export type PageFigures = {
  page: string;
  path: string;
  /** The route pattern the worker logged. */
  route: string | null;
  samples: number;
  statuses: number[];
  ttfbP50: number | null;
  ttfbP95: number | null;
  /** The whole response (the page streamed to its end). */
  totalP50: number | null;
  /** The worker's own time (its request line's durationMs), without wrangler dev's proxy. */
  workerP50: number | null;
  d1: number | null;
  d1Max: number | null;
  /** Of the D1 round trips, those that cross to the primary (median). */
  d1Primary: number | null;
  doCalls: number | null;
  /** The response body's size (the HTML document with its page data, uncompressed), median. */
  bytes: number | null;
  /** The baseline's TTFB p50 over requests interleaved with this page's (same person, same minute), and the page's p50 over it. */
  baselineP50: number | null;
  ratio: number | null;
};

export type PageSpec = { page: string; path: (applicant: Applicant) => string | null };

export const workspacePages: PageSpec[] = [
  { page: "/app (dashboard)", path: () => "/app" },
  { page: "an essay (3 versions, feedback)", path: (a) => `/app/essays/${a.essayId}` },
  { page: "goals", path: () => "/app/goals" },
  { page: "resume", path: () => "/app/resume" },
  { page: "learning", path: () => "/app/learning" },
  { page: "office hours", path: () => "/app/office-hours" },
  { page: "deadlines", path: () => "/app/deadlines" },
  // Every check over what one school receives, with the applicant's other schools' essays read to
  // name reuse: the target is under 300 ms on the full applicant (15 schools, 60 essays).
  { page: "Ready to submit (one school)", path: (a) => (a.essays[0] ? `/app/submit/${encodeURIComponent(a.essays[0].school)}` : null) },
  { page: "Ask Scout (chat)", path: () => "/app/ask" },
  { page: "chat history (list)", path: () => "/app/chat/history" },
  { page: "chat history (a conversation)", path: (a) => (a.conversationId ? `/app/chat?conversation=${a.conversationId}` : null) },
  { page: "/account", path: () => "/account" },
];

export const publicPages: PageSpec[] = [
  { page: "/ (landing)", path: () => "/" },
  { page: "/plans", path: () => "/plans" },
];

/**
 * A page's figures. With a baseline, each request of the page is followed by one of the baseline,
 * so that the ratio compares requests made at the same moment (a busy machine slows both alike).
 */
export async function measurePage(
  server: BenchServer,
  session: Session,
  page: string,
  path: string,
  baseline?: string,
  counts: { warmup: number; samples: number } = { warmup: WARMUP, samples: SAMPLES },
): Promise<PageFigures> {
  const accept = (target: string) => (target.startsWith("/app/chat") || target.startsWith("/api/") ? "application/json" : "text/html,*/*");
  for (let i = 0; i < counts.warmup; i++) await session.get(path, { accept: accept(path) });
  const runs = [];
  const baselineTtfb: number[] = [];
  for (let i = 0; i < counts.samples; i++) {
    runs.push(await session.get(path, { accept: accept(path) }));
    if (baseline) baselineTtfb.push((await session.get(baseline, { accept: accept(baseline) })).ttfbMs);
  }
  const ttfbP50 = median(runs.map((run) => run.ttfbMs));
  const baselineP50 = baseline ? median(baselineTtfb) : null;
  const lines = await Promise.all(runs.map((run) => server.line(run.requestId)));
  const logged = lines.filter((line) => line !== undefined);
  return {
    page,
    path,
    route: logged[0]?.route ?? null,
    samples: counts.samples,
    statuses: [...new Set(runs.map((run) => run.status))],
    ttfbP50: round(ttfbP50, 1),
    ttfbP95: round(
      percentile(
        runs.map((run) => run.ttfbMs),
        95,
      ),
      1,
    ),
    totalP50: round(median(runs.map((run) => run.totalMs)), 1),
    workerP50: logged.length ? median(logged.map((line) => line.durationMs)) : null,
    d1: logged.length ? median(logged.map((line) => line.d1Queries)) : null,
    d1Max: logged.length ? Math.max(...logged.map((line) => line.d1Queries)) : null,
    d1Primary: logged.length ? median(logged.map((line) => line.d1Primary)) : null,
    doCalls: logged.length ? median(logged.map((line) => line.doCalls)) : null,
    bytes: median(runs.map((run) => Buffer.byteLength(run.body))),
    baselineP50: baselineP50 === null ? null : round(baselineP50, 1),
    ratio: baselineP50 ? round(ttfbP50 / baselineP50, 2) : null,
  };
}

/** The baseline path: the empty Remix page (app/routes/bench.empty.tsx); without it no ratio means anything. */
export async function baselinePath(session: Session) {
  const probe = await session.get(EMPTY_PAGE);
  if (probe.status !== 200) throw new Error(`${EMPTY_PAGE} answered HTTP ${probe.status}: the ratios need it as their baseline`);
  return EMPTY_PAGE;
}

export type SaveFigures = {
  /** POST of the editor's Save (single fetch: /app/essays/:id.data). */
  postP50: number | null;
  postP95: number | null;
  /** The revalidation the browser makes after it: none since a stored save reloads no loader (app/components/editor/save-revalidation.ts); null then. */
  revalidateP50: number | null;
  d1Post: number | null;
  d1Revalidate: number | null;
  /** Of the POST's D1 round trips, those that cross to the primary (median). */
  d1PrimaryPost: number | null;
  doPost: number | null;
  doRevalidate: number | null;
  statuses: number[];
};

/**
 * One user action: Save in the editor, as the browser does it. A stored save reloads no loader
 * (shouldRevalidate), so the action is the POST alone; the reload figures stay null.
 */
export async function measureSave(server: BenchServer, applicant: Applicant, samples = 10): Promise<SaveFigures> {
  const essay = applicant.essays.find((entry) => entry.id === applicant.essayId)!;
  const posts = [];
  for (let i = 0; i < samples + 2; i++) {
    const content = `${essay.content}\n\nSaved by the bench, ${i}.`;
    const post = await applicant.session.post(`/app/essays/${essay.id}.data`, { intent: "save", content, baseRevision: String(essay.revision) });
    if (post.status === 200) {
      essay.revision += 1;
      essay.content = content;
    }
    if (i >= 2) posts.push(post);
  }
  const postLines = (await Promise.all(posts.map((run) => server.line(run.requestId)))).filter((line) => line !== undefined);
  return {
    postP50: round(median(posts.map((run) => run.ttfbMs)), 1),
    postP95: round(
      percentile(
        posts.map((run) => run.ttfbMs),
        95,
      ),
      1,
    ),
    revalidateP50: null,
    d1Post: postLines.length ? median(postLines.map((line) => line.d1Queries)) : null,
    d1Revalidate: null,
    d1PrimaryPost: postLines.length ? median(postLines.map((line) => line.d1Primary)) : null,
    doPost: postLines.length ? median(postLines.map((line) => line.doCalls)) : null,
    doRevalidate: null,
    statuses: [...new Set(posts.map((run) => run.status))],
  };
}

export type PagesResult = {
  baseline: string;
  visitor: PageFigures[];
  applicants: { label: string; pages: PageFigures[]; save: SaveFigures }[];
  /** /app for the small, full and 200-essay applicants, in that order. */
  growth: PageFigures[];
  /** What /app showed each applicant: the essays it links to, against those seeded. */
  rendered: { label: string; essayLinks: number; seeded: number }[];
};

/** A page can answer 200 and still show nothing: /app must link to every essay seeded (their newest versions). */
async function essayLinks(applicant: Applicant) {
  const page = await applicant.session.get("/app");
  const linked = new Set([...page.body.matchAll(/\/app\/essays\/([0-9a-f-]{36})/g)].map((match) => match[1]));
  return { label: applicant.label, essayLinks: applicant.essays.filter((essay) => linked.has(essay.id)).length, seeded: applicant.essays.length };
}

export async function measurePages(server: BenchServer, applicants: { small: Applicant; full: Applicant; large: Applicant }): Promise<PagesResult> {
  const visitor = new Session();
  const baseline = await baselinePath(applicants.full.session);
  const visitorPages = [await measurePage(server, visitor, BASELINE_ROW, baseline)];
  for (const spec of publicPages) visitorPages.push(await measurePage(server, visitor, spec.page, spec.path(applicants.full)!, baseline));
  const perApplicant = [];
  for (const applicant of [applicants.small, applicants.full]) {
    const pages = [await measurePage(server, applicant.session, BASELINE_ROW, baseline)];
    for (const spec of workspacePages) {
      const path = spec.path(applicant);
      if (path) pages.push(await measurePage(server, applicant.session, spec.page, path, baseline));
    }
    perApplicant.push({ label: applicant.label, pages, save: await measureSave(server, applicant) });
  }
  const largeBaseline = await measurePage(server, applicants.large.session, BASELINE_ROW, baseline);
  const largeApp = await measurePage(server, applicants.large.session, "/app (dashboard)", "/app", baseline);
  const growth = [perApplicant[0]!.pages.find((p) => p.path === "/app")!, perApplicant[1]!.pages.find((p) => p.path === "/app")!, largeApp];
  perApplicant.push({ label: applicants.large.label, pages: [largeBaseline, largeApp], save: await measureSave(server, applicants.large, 5) });
  const rendered = await Promise.all([applicants.small, applicants.full, applicants.large].map(essayLinks));
  return { baseline, visitor: visitorPages, applicants: perApplicant, growth, rendered };
}

// The page's p50 over the baseline's, measured interleaved with it; the baseline itself is the unit.
export const ratio = (figures: PageFigures | undefined) => (figures?.ratio ? `${figures.ratio.toFixed(1)}×` : figures?.page === BASELINE_ROW ? "1×" : "–");
