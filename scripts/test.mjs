// npm test: every check, in the order that fails fastest, each phase timed. Phases that share
// nothing run side by side, because CI has two cores and most of these keep only one busy: lint,
// the type check and the build (after the dictionary they all read); then the deploy check, the
// unit tests and the feedback evaluation (each its own process, with ports of its own). The
// integration and browser tests each fill both cores, so they run alone. The first failure stops
// the run; the times are printed either way, so CI's log says where its minutes went.
// The browser tests start their own server (Playwright's webServer) when their phase begins.
// Starting it beside the integration tests instead was measured and lost: it saved its 31 s start
// but cost the integration tests 53-69 s (262 s alone, 331 s beside it; its migrations and build
// take 56 s of CPU on a machine whose two cores the integration tests already fill).
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
  const codes = await Promise.all(stage.map(run));
  const index = codes.findIndex((code) => code !== 0);
  if (index !== -1) {
    failed = stage[index][0];
    break;
  }
}
console.log("\nnpm test, phase times:");
for (const [script, seconds, code] of times) console.log(`  ${script.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? "" : "  (failed)"}`);
console.log(`  ${"total".padEnd(18)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`npm test: ${failed} failed`);
  process.exit(1);
}
