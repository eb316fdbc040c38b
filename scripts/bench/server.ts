import type { RequestLine } from "../../workers/observability/log-line";
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createInterface } from "node:readline";
import { type Browser, chromium } from "playwright-core";

// The server every part of the bench measures: the browser tests' server (scripts/e2e-server.ts:
// the built app under `wrangler dev`, a fresh D1 in .wrangler/e2e, the OpenAI fake with its WebRTC
// peer), started with the worker's own log level so that its request lines (workers/http.ts) reach
// stdout. Each line names its request id (the X-Request-Id the response carries), the D1 round
// trips and the Durable Object calls the request made: the bench reads them back per request.
// E2E_PORT (and E2E_INSPECTOR_PORT for bench:profile): another checkout's bench on the same machine.
export const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}`;
export const INSPECTOR_PORT = Number(process.env.E2E_INSPECTOR_PORT ?? 9229);

export type BenchServer = {
  /** The worker's line for a request, once wrangler has printed it (undefined after the wait). */
  line(requestId: string, waitMs?: number): Promise<RequestLine | undefined>;
  /** Errors the worker logged (its `type: "error"` lines), for the report. */
  errors(): string[];
  /**
   * CPU seconds (user and system, from /proc) the server's workerd processes have used so far:
   * the worker, every Durable Object and local D1. On a shared machine this is what a request
   * costs, where a profile's sampled times also hold the time other processes took the core.
   */
  workerdCpuSeconds(): number;
  stop(): Promise<void>;
};

const healthy = () =>
  fetch(`${BASE}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

/** `region`: the latency model's (latency-model.ts); `keepState`: the database of the server before, not a fresh one. */
export async function startServer(options: { fakeDelayMs: number; region?: string; keepState?: boolean }): Promise<BenchServer> {
  // A server that was just stopped may still be going away: give it a moment.
  for (let i = 0; await healthy(); i++) {
    if (i >= 30) throw new Error(`Something already answers on ${BASE}: stop it first (one server per port: set E2E_PORT for another).`);
    await sleep(1_000);
  }
  const child = spawn("tsx", ["scripts/e2e-server.ts"], {
    env: {
      ...process.env,
      E2E_LOG_LEVEL: "log",
      FAKE_OPENAI_DELAY_MS: String(options.fakeDelayMs),
      BENCH_REGION: options.region ?? "",
      E2E_KEEP_STATE: options.keepState ? "true" : "",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: stopping it stops wrangler, workerd and the fakes with it.
    detached: true,
  });
  const lines = new Map<string, RequestLine>();
  const errors: string[] = [];
  const stderrTail: string[] = [];
  readObjects(child, (fields) => {
    if (fields.type === "request" && typeof fields.requestId === "string") lines.set(fields.requestId, fields as unknown as RequestLine);
    if (fields.type === "error") errors.push(`${String(fields.error)} (${String(fields.method ?? "")} ${String(fields.path ?? "")})`);
  });
  createInterface({ input: child.stderr! }).on("line", (text) => {
    stderrTail.push(text);
    if (stderrTail.length > 60) stderrTail.shift();
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  const kill = () => {
    if (!exited && child.pid) process.kill(-child.pid, "SIGTERM");
  };
  process.on("exit", kill);

  for (let i = 0; !(await healthy()); i++) {
    // Two minutes: on a 2-core machine shared with other runs, wrangler dev can take over one to start.
    if (exited || i > 480) {
      kill();
      throw new Error(`The server did not start:\n${stderrTail.join("\n")}`);
    }
    await sleep(250);
  }
  return {
    async line(requestId, waitMs = 3_000) {
      for (let waited = 0; !lines.has(requestId) && waited < waitMs; waited += 20) await sleep(20);
      return lines.get(requestId);
    },
    errors: () => [...errors],
    workerdCpuSeconds: () => (child.pid ? workerdCpuSeconds(child.pid) : 0),
    async stop() {
      if (exited) return;
      const done = new Promise((resolve) => child.once("exit", resolve));
      kill();
      await Promise.race([done, sleep(10_000)]);
      process.off("exit", kill);
    },
  };
}

/** utime + stime of the workerd processes in a process group (Linux /proc; 0 elsewhere). */
function workerdCpuSeconds(group: number): number {
  let ticks = 0;
  for (const entry of existsSync("/proc") ? readdirSync("/proc") : []) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid pgrp … utime(14) stime(15): comm may hold spaces, so split after it.
    const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (comm !== "workerd" || Number(fields[2]) !== group) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  // USER_HZ is 100 on every Linux this runs on.
  return ticks / 100;
}

/**
 * The worker's console.log objects as wrangler prints them (util.inspect: `{`, one `key: value`
 * per line, `}`), each turned into its flat fields (strings, numbers, null, booleans).
 */
function readObjects(child: ChildProcess, onObject: (fields: Record<string, unknown>) => void) {
  let buffer: string[] | null = null;
  createInterface({ input: child.stdout! }).on("line", (text) => {
    if (buffer === null && text.startsWith("{")) buffer = [];
    if (buffer === null) return;
    buffer.push(text);
    if (!text.startsWith("}") && !(buffer.length === 1 && text.trimEnd().endsWith("}"))) return;
    const fields = parseObject(buffer.join("\n"));
    buffer = null;
    onObject(fields);
  });
}

/** One printed object's flat fields: util.inspect's `key: 'value'` lines, or a JSON line should the worker log one. */
export function parseObject(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    // util.inspect's form, below.
  }
  const fields: Record<string, unknown> = {};
  for (const match of text.matchAll(/(\w+): ('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|-?[\d.]+|null|true|false)/g)) {
    const raw = match[2]!;
    fields[match[1]!] =
      raw.startsWith("'") || raw.startsWith('"') ? raw.slice(1, -1) : raw === "null" ? null : raw === "true" ? true : raw === "false" ? false : Number(raw);
  }
  return fields;
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-quic",
  "--no-first-run",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, with a fake microphone (for voice). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", "--disable-features=WebRtcHideLocalIpsWithMdns"],
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
