import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { E2E_GOOGLE_CLIENT, createFakeGoogle } from "../tests/fakes/google";
import { createFakeOpenAI } from "../tests/fakes/openai";
import { createRealtimePeer } from "../tests/fakes/realtime-peer";
import { FAKE_PORTS } from "../tests/fakes/ports";
import { serveFake } from "../tests/fakes/serve";

// The server the browser tests run against: the built app under `wrangler dev` (real workerd,
// D1, Durable Objects, queues), with a fresh database of its own and the local fakes as its
// outside services. Never the developer's .dev.vars: the settings come from a file made here.
// E2E_PORT: another port, for a second checkout running its browser tests on the same machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
const stateDir = ".wrangler/e2e";

// E2E_KEEP_STATE=true: the database of the last run, as it was (the bench's regions restart the
// server on the applicants it seeded).
if (process.env.E2E_KEEP_STATE !== "true") rmSync(stateDir, { recursive: true, force: true });
mkdirSync(stateDir, { recursive: true });
const blank = readFileSync(".dev.vars.example", "utf8")
  .split("\n")
  .filter((line) => /^[A-Z0-9_]+=/.test(line))
  .map((line) => `${line.split("=")[0]}=`);
const settings = [
  ...blank,
  "APP_ENV=test",
  `APP_URL=http://127.0.0.1:${E2E_PORT}`,
  "BETTER_AUTH_SECRET=e2e-secret-e2e-secret-e2e-secret-012345",
  "OPENAI_API_KEY=sk-e2e",
  `OPENAI_BASE_URL=http://127.0.0.1:${FAKE_PORTS.e2eOpenai}/v1`,
  // Google sign-in, against the Google fake (tests/fakes/google.ts).
  `GOOGLE_CLIENT_ID=${E2E_GOOGLE_CLIENT.id}`,
  `GOOGLE_CLIENT_SECRET=${E2E_GOOGLE_CLIENT.secret}`,
  `GOOGLE_BASE_URL=http://127.0.0.1:${FAKE_PORTS.e2eGoogle}`,
  // The bench's latency model (scripts/bench/latency-model.ts): set by scripts/bench only.
  ...(process.env.BENCH_REGION ? [`BENCH_REGION=${process.env.BENCH_REGION}`] : []),
  // PAGE_MEMO=off measures every page as its first view (docs/performance.md, "The ocean").
  ...(process.env.PAGE_MEMO ? [`PAGE_MEMO=${process.env.PAGE_MEMO}`] : []),
];
writeFileSync(`${stateDir}/.env`, `${settings.join("\n")}\n`);

// NODE_ENV=production: the worker bundles React's production build, as the deployed one does.
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true", NODE_ENV: "production" };
const migrated = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
  stdio: "inherit",
  env,
});
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

// The OpenAI fake also answers the voice calls the worker creates from the browser's offers, with a
// real WebRTC peer the browser then talks to directly.
const realtime = createRealtimePeer();
const fake = await serveFake(createFakeOpenAI({ delayMs: Number(process.env.FAKE_OPENAI_DELAY_MS ?? 0), realtime }).handler, FAKE_PORTS.e2eOpenai);
// The callback address is the one registered with Google (docs/operations.md, "Deploying to production").
const google = await serveFake(
  createFakeGoogle({ ...E2E_GOOGLE_CLIENT, redirectUris: [`http://127.0.0.1:${E2E_PORT}/api/auth/callback/google`] }).handler,
  FAKE_PORTS.e2eGoogle,
);
const server = spawn(
  "wrangler",
  [
    "dev",
    // The shipped worker plus the test build's hooks (tests/support/test-worker.ts).
    "tests/support/test-worker.ts",
    "--ip",
    "127.0.0.1",
    "--port",
    String(E2E_PORT),
    "--persist-to",
    stateDir,
    "--env-file",
    `${stateDir}/.env`,
    "--show-interactive-dev-session=false",
    ...(process.env.E2E_INSPECTOR_PORT ? ["--inspector-port", process.env.E2E_INSPECTOR_PORT] : []),
    "--log-level",
    // The bench reads the worker's request lines (console.log), which "warn" hides.
    process.env.E2E_LOG_LEVEL ?? "warn",
  ],
  { stdio: "inherit", env },
);
const stop = () => {
  server.kill("SIGTERM");
  fake.close();
  google.close();
  void realtime.close();
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
server.on("exit", (code) => {
  fake.close();
  google.close();
  process.exit(code ?? 0);
});
