// npm run bench: builds the app, starts it as the browser tests do (the built worker under
// wrangler dev, a fresh local D1, the OpenAI fake answering after 300 ms and its WebRTC peer),
// seeds a small, a full and a 200-essay applicant plus the load test's people, measures, prints
// the tables and writes bench/results.{json,md} and bench/chart.svg. Figures to read, never a
// pass/fail test: it exits 1 only when something is wrong rather than slow (a page that does not
// answer 200, a load request that fails, a save acknowledged and then not found in D1, a part
// that could not run). docs/performance.md says what each figure means.
//
//   npm run bench -- --skip-build             use the build already in build/
//   npm run bench -- --only=pages,bundle      some parts: pages bundle js chat feedback voice lighthouse load deadline storage prototype regions
//   npm run bench -- --load-users=50 --load-seconds=30
//   npm run bench -- --only=deadline --typists=200 --chatters=50 --deadline-seconds=60
//   npm run bench -- --publish                also write the tables into docs/performance.md and the chart into docs/bench.svg
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { benchFeedback, benchVoice, FAKE_MODEL_DELAY_MS } from "./browser";
import { benchChat } from "./chat";
import { measureBundle } from "./bundle";
import { measureChromiumJs } from "./chromium-js";
import { closeConnections } from "./client";
import { runLighthouse } from "./lighthouse";
import { runDeadlineNight } from "./deadline-night";
import { runLoad } from "./load";
import { measurePages } from "./pages";
import { measureAfterMove, measureStorage } from "./storage";
import { chart, markdown } from "./report";
import type { BenchResult, PrototypeResult } from "./result";
import { measureRegions } from "./regions";
import { type Applicant, seedApplicants } from "./seed";
import { BASE, chromiumPath, launchChromium, startServer } from "./server";

const PARTS = ["pages", "bundle", "js", "chat", "feedback", "voice", "lighthouse", "load", "deadline", "storage", "prototype", "regions"] as const;
type Part = (typeof PARTS)[number];

const flags = new Map<string, string>(
  (process.argv as string[]).slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key!, value ?? "true"] as const;
  }),
);
const unknownPart = (flags.get("only") ?? "").split(",").find((part) => part && !PARTS.includes(part as Part));
if (unknownPart) throw new Error(`Unknown part "${unknownPart}": the parts are ${PARTS.join(", ")}`);
const only = new Set((flags.get("only") ?? PARTS.join(",")).split(",") as Part[]);
const wants = (part: Part) => only.has(part);
const loadUsers = Number(flags.get("load-users") ?? 50);
const loadSeconds = Number(flags.get("load-seconds") ?? 30);
const typists = Number(flags.get("typists") ?? 200);
const chatters = Number(flags.get("chatters") ?? 50);
const deadlineSeconds = Number(flags.get("deadline-seconds") ?? 60);

// `npm run` puts node_modules/.bin first; `tsx scripts/bench/main.ts` run by hand may not.
process.env.PATH = `${process.cwd()}/node_modules/.bin:${process.env.PATH}`;

const started = performance.now();
const result: BenchResult = {
  startedAt: new Date().toISOString(),
  commit: git(["rev-parse", "--short", "HEAD"]) + (git(["status", "--porcelain", "--", "app", "workers", "db", "migrations"]) ? " (with changes)" : ""),
  machine: { cpus: cpus().length, node: process.version, chromium: version(chromiumPath()) },
  durationS: 0,
  seeded: { ms: 0, applicants: {} },
  notes: [],
  workerErrors: [],
};
let failed = false;
const note = (text: string, failure = false) => {
  result.notes.push(text);
  if (failure) failed = true;
  console.log(`  ${failure ? "!" : "·"} ${text}`);
};
const step = (text: string) => console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`);

async function part<T>(name: Part, run: () => Promise<T> | T): Promise<T | undefined> {
  if (!wants(name)) return undefined;
  step(name);
  try {
    return await run();
  } catch (error) {
    note(`${name} could not be measured: ${String(error instanceof Error ? (error.stack ?? error.message) : error).slice(0, 600)}`, true);
    return undefined;
  }
}

if (flags.get("skip-build") !== "true") {
  step("npm run build");
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

result.bundle = await part("bundle", measureBundle);

const needsServer = PARTS.some((name) => name !== "bundle" && wants(name));
let applicants: Applicant[] = [];
if (needsServer) {
  step("starting the server (scripts/e2e-server.ts)");
  const server = await startServer({ fakeDelayMs: FAKE_MODEL_DELAY_MS });
  try {
    step("seeding the applicants");
    // The load and deadline-night people are the same accounts (each part writes its own essays).
    const seeded = await seedApplicants(Math.max(wants("load") ? loadUsers : 0, wants("deadline") ? typists + chatters : 0));
    const count = (applicant: Applicant) => ({
      schools: new Set(applicant.essays.map((essay) => essay.school)).size,
      essays: applicant.essays.length,
      conversations: applicant.conversationId ? (applicant.label === "small" ? 1 : 10) : 0,
    });
    result.seeded = { ms: Math.round(seeded.seedMs), applicants: { small: count(seeded.small), full: count(seeded.full), "200 essays": count(seeded.large) } };
    applicants = [seeded.small, seeded.full];
    step(`seeded in ${(seeded.seedMs / 1000).toFixed(1)} s`);

    // Before and after older versions' text moves to the applicant's object (docs/scale.md step 1), in one run.
    result.storage = await part("storage", async () => [
      await measureStorage("small applicant", seeded.small.session.userId),
      await measureStorage("full applicant, every version's text in D1", seeded.full.session.userId),
      await measureAfterMove("full applicant, every version's text, chat and feedback in its object", seeded.full),
    ]);

    result.pages = await part("pages", async () => {
      const pages = await measurePages(server, seeded);
      const broken = [...pages.visitor, ...pages.applicants.flatMap((applicant) => applicant.pages)].filter((page) =>
        page.statuses.some((code) => code !== 200),
      );
      for (const page of broken) {
        if (page.path === "/api/health" || page.path.startsWith("/bench/")) continue;
        note(`${page.page} (${page.path}) answered HTTP ${page.statuses.join(", ")}`, true);
      }
      for (const shown of pages.rendered)
        if (shown.essayLinks < shown.seeded) note(`/app for the ${shown.label} applicant links to ${shown.essayLinks} of its ${shown.seeded} essays`, true);
      return pages;
    });

    result.js = await part("js", async () => {
      const browser = await launchChromium();
      try {
        return await measureChromiumJs(browser, seeded.full);
      } finally {
        await browser.close();
      }
    });

    if (wants("chat") || wants("feedback") || wants("voice")) {
      const browser = await launchChromium();
      try {
        result.chat = await part("chat", () => benchChat(browser));
        result.feedback = await part("feedback", () => benchFeedback(browser));
        result.voice = await part("voice", () => benchVoice(browser));
      } finally {
        await browser.close();
      }
    }

    result.lighthouse = await part("lighthouse", async () => [
      await runLighthouse("/ (signed out)", `${BASE}/`, "landing"),
      await runLighthouse("/app (full applicant)", `${BASE}/app`, "app", seeded.full.session.cookieHeader),
    ]);
    for (const run of result.lighthouse ?? []) if (run.error) note(`Lighthouse on ${run.page}: ${run.error}`, run.scores.performance === null);

    result.load = await part("load", async () => {
      const load = await runLoad(seeded.load.slice(0, loadUsers), loadSeconds);
      if (load.errors) note(`load: ${load.errors} failed requests, e.g. ${load.errorSamples.join(" | ")}`, true);
      if (load.saves.lost) note(`load: ${load.saves.lost} acknowledged saves not found in D1, e.g. ${load.saves.lostSamples.join(" | ")}`, true);
      return load;
    });

    // docs/scale.md: a save's storage work in D1 and in the applicant's own object (tests/support/scale-prototype.ts).
    result.prototype = await part("prototype", async () => {
      const answer = await seeded.full.session.request("POST", "/api/test/scale-prototype", { json: { iterations: 200 } });
      if (answer.status !== 200) throw new Error(`the prototype answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      return JSON.parse(answer.body) as PrototypeResult;
    });

    result.deadline = await part("deadline", async () => {
      const people = seeded.load.slice(0, typists + chatters);
      const night = await runDeadlineNight(server, people.slice(0, typists), people.slice(typists), deadlineSeconds, FAKE_MODEL_DELAY_MS);
      if (night.errors) note(`deadline night: ${night.errors} failed requests, e.g. ${night.errorSamples.join(" | ")}`, true);
      if (night.saves.lost) note(`deadline night: ${night.saves.lost} acknowledged saves not found in D1, e.g. ${night.saves.lostSamples.join(" | ")}`, true);
      return night;
    });
  } finally {
    result.workerErrors = server.errors();
    closeConnections();
    await server.stop();
  }
  if (result.workerErrors.length) note(`the worker logged ${result.workerErrors.length} errors, e.g. ${result.workerErrors.slice(0, 3).join(" | ")}`);
}

// After the loopback server: one server per region, on the database it seeded (regions.ts).
if (applicants.length) {
  result.regions = await part("regions", async () => {
    const browser = await launchChromium();
    try {
      const regions = await measureRegions(applicants, browser, FAKE_MODEL_DELAY_MS, (region) => step(`regions: ${region}`));
      for (const region of regions) {
        for (const error of region.errors) note(`${region.label}: ${error}`);
        for (const applicant of region.applicants)
          for (const page of applicant.pages)
            if (page.statuses.some((code) => code !== 200)) note(`${region.label}: ${page.page} answered HTTP ${page.statuses.join(", ")}`, true);
      }
      return regions;
    } finally {
      await browser.close();
    }
  });
}

result.durationS = (performance.now() - started) / 1000;
const text = markdown(result);
mkdirSync("bench", { recursive: true });
writeFileSync("bench/results.json", `${JSON.stringify(result, null, 2)}\n`);
writeFileSync("bench/results.md", `${text}\n`);
const svg = chart(result);
if (svg) writeFileSync("bench/chart.svg", svg);
console.log(`\n${text}\n\nWritten: bench/results.json, bench/results.md${svg ? ", bench/chart.svg" : ""}`);

if (flags.get("publish") === "true") {
  if (svg) copyFileSync("bench/chart.svg", "docs/bench.svg");
  // The published run lives in docs/performance.md ("The latest published run"), beside how each
  // figure is measured; the chart's link is relative to that page.
  const page = "docs/performance.md";
  const doc = readFileSync(page, "utf8");
  const begin = "<!-- bench:begin -->";
  const end = "<!-- bench:end -->";
  if (!doc.includes(begin) || !doc.includes(end)) throw new Error(`${page} has no ${begin} … ${end} section to publish into`);
  const section = `${begin}\n${svg ? "![Time to first byte per page, small and full applicant](bench.svg)\n\n" : ""}${text}\n${end}`;
  writeFileSync(page, doc.slice(0, doc.indexOf(begin)) + section + doc.slice(doc.indexOf(end) + end.length));
  console.log(`Published into ${page} and docs/bench.svg`);
}
process.exit(failed ? 1 : 0);

function git(args: string[]) {
  try {
    return execFileSync("git", args, { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function version(path: string) {
  try {
    return execFileSync(path, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "no Chromium";
  }
}
