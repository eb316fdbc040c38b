// npm test: every check, in the order that fails fastest, each phase timed. Phases that share
// nothing run side by side, because CI has two cores and most of these keep only one busy: lint,
// the type check and the build (after the dictionary they all read); then the deploy check, the
// unit tests and the feedback evaluation (each its own process, with ports of its own). The
// integration and browser tests each fill both cores, so they run alone. The first failure stops
// the run; the times are printed either way, so CI's log says where its minutes went.
// The browser tests' server (migrations, then wrangler dev: 20-30 s on a quiet machine, mostly
// waiting on its own start) starts when the integration tests do, so the browser tests find it up.
import { spawn } from "node:child_process";

// Each step: [its name in the times, the command]. The type check and the build are `npm run
// typecheck` and `npm run build` without their dictionary step, which runs once, first.
const stages = [
  [["dictionary", "npm run --silent prepare:dictionary"]],
  [
    ["lint", "npm run --silent lint"],
    ["typecheck", "tsc --noEmit"],
    ["build", "remix vite:build"],
  ],
  [
    ["check:deploy", "npm run --silent check:deploy"],
    ["test:unit", "npm run --silent test:unit"],
    ["test:eval", "npm run --silent test:eval"],
  ],
  [["test:integration", "npm run --silent test:integration"]],
  [["test:e2e", "npm run --silent test:e2e"]],
];
const times = [];

let e2eServer = null;
const startE2eServer = () => {
  // Its own process group, so stopping it stops wrangler and workerd under it.
  e2eServer = spawn("tsx scripts/e2e-server.ts", { stdio: ["ignore", "ignore", "inherit"], shell: true, detached: true });
  e2eServer.on("exit", () => (e2eServer = null));
  process.env.E2E_SERVER_STARTED = "true";
};
const stopE2eServer = () => {
  if (e2eServer) process.kill(-e2eServer.pid, "SIGTERM");
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (stopE2eServer(), process.exit(1)));
// Playwright reuses the server started above only once it answers; until then, wait here.
const e2eServerUp = async () => {
  const url = `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}/api/health`;
  for (let waited = 0; waited < 180; waited += 1) {
    if (!e2eServer) return false;
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return false;
};

const run = ([name, command]) =>
  new Promise((resolve) => {
    const started = Date.now();
    // Through a shell, as npm runs a script; npm runs this file, so node_modules/.bin is on the PATH.
    const child = spawn(command, { stdio: "inherit", shell: true });
    child.on("exit", (code) => {
      times.push([name, (Date.now() - started) / 1000, code]);
      resolve(code ?? 1);
    });
  });

const started = Date.now();
let failed = null;
for (const stage of stages) {
  if (stage[0][0] === "test:integration") startE2eServer();
  if (stage[0][0] === "test:e2e") {
    const waitFrom = Date.now();
    const up = await e2eServerUp();
    times.push(["e2e server, waited", (Date.now() - waitFrom) / 1000, up ? 0 : 1]);
    if (!up) {
      failed = "test:e2e (its server, scripts/e2e-server.ts, did not start)";
      break;
    }
  }
  const codes = await Promise.all(stage.map(run));
  const index = codes.findIndex((code) => code !== 0);
  if (index !== -1) {
    failed = stage[index][0];
    break;
  }
}
stopE2eServer();
console.log("\nnpm test, phase times:");
for (const [script, seconds, code] of times) console.log(`  ${script.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? "" : "  (failed)"}`);
console.log(`  ${"total".padEnd(18)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`npm test: ${failed} failed`);
  process.exit(1);
}
