// npm run check:deploy: what `wrangler deploy` would upload, built without uploading anything
// (`--dry-run --outdir .build-deploy`), then checked: it bundles (the configuration is valid), it
// holds React's production build only (a development build renders several times slower and
// would be what users get), it holds the spelling dictionary once, nothing of the test build or the
// bench's latency model, and it fits the Workers free plan's 3 MB (gzip) limit.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const LIMIT_BYTES = 3 * 1024 * 1024;
const OUT = ".build-deploy";

const built = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", OUT], {
  stdio: "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
if (built.status !== 0) process.exit(built.status ?? 1);

const bundle = readFileSync(`${OUT}/entry.js`, "utf8");
const failures = [];
// esbuild names every module it inlines in a comment ("// node_modules/react-dom/cjs/….js"); the
// file names themselves are also React's own require() targets, so either form gives it away.
const development = [...new Set(bundle.match(/react(?:-dom)?[\w.-]*\.development\.js/g) ?? [])];
if (development.length > 0) failures.push(`React's development build is in the bundle: ${development.join(", ")}`);
// The spelling dictionaries (600 KB) belong to the Worker once: a page's module that imports the
// checks (rather than taking them from the load context) puts a second copy in the Remix build.
const dictionaries = bundle.split("SET UTF-8\\nTRY ").length - 1;
if (dictionaries > 1) failures.push(`the spelling dictionary is in the bundle ${dictionaries} times: reach the writing checks through the load context`);
// The test build's hooks and the bench's latency model (its waits on every D1 round trip) live in
// tests/support/test-worker.ts and scripts/bench/: none of it may reach users.
// esbuild heads each module it inlines with a "// path" line; the setting and the routes are the tell-tales.
const testOnly = [...new Set(bundle.match(/^\/\/ (?:tests|scripts)\/[\w./-]+$|BENCH_REGION|\/api\/test\/[\w-]+/gm) ?? [])];
if (testOnly.length > 0) failures.push(`the test build is in the bundle: ${testOnly.join(", ")}`);
const gzipBytes = gzipSync(bundle).length;
if (gzipBytes > LIMIT_BYTES) failures.push(`the bundle is ${(gzipBytes / 1024 / 1024).toFixed(2)} MB gzip, over the 3 MB limit`);

console.log(`Deploy bundle: ${(gzipBytes / 1024 / 1024).toFixed(2)} MB gzip (limit 3 MB).`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`✘ ${failure}`);
  process.exit(1);
}
console.log("React in the bundle: the production build only.");
