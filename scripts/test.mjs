// npm test: every check, in the order that fails fastest, each phase timed. Lint and the type
// check share nothing and each keeps one core busy, so they run side by side; the rest run one
// after another (the build feeds the deploy check, the integration tests, the eval and the
// browser tests). The first failure stops the run; the times are printed either way, so CI's log
// says where its minutes went.
import { spawn } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const stages = [["lint", "typecheck"], ["build"], ["check:deploy"], ["test:unit"], ["test:integration"], ["test:eval"], ["test:e2e"]];
const times = [];

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ["run", "--silent", script], { stdio: "inherit" });
    child.on("exit", (code) => {
      times.push([script, (Date.now() - started) / 1000, code]);
      resolve(code ?? 1);
    });
  });

const started = Date.now();
let failed = null;
for (const stage of stages) {
  const codes = await Promise.all(stage.map(run));
  const index = codes.findIndex((code) => code !== 0);
  if (index !== -1) {
    failed = stage[index];
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
