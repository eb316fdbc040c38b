// npm run deploy: Scout to Cloudflare, from a fresh account or over an existing deploy.
// 1. refuses, listing them, when required settings are missing (on the Worker or in .prod.vars);
// 2. creates what is missing: the D1 database (its id written into wrangler.toml), the queues and the R2 buckets;
// 3. applies the migrations to the remote database;
// 4. builds, and deploys with .prod.vars uploaded as secrets and the git commit as BUILD_VERSION.
// Every step can run again: what exists is left alone. The decisions are in scripts/deploy/plan.ts.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  DATABASE_NAME,
  PLACEHOLDER_DATABASE_ID,
  createdDatabaseId,
  databaseIdIn,
  missingBuckets,
  missingQueues,
  missingSettings,
  namesInDotenv,
  namesInSecretList,
  namesInTomlVars,
  withDatabaseId,
} from "./deploy/plan";

const SECRETS_FILE = process.env.SCOUT_SECRETS_FILE ?? ".prod.vars";
// NODE_ENV decides which React wrangler bundles: never the development build, whatever the shell says.
const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", NODE_ENV: "production" };
// The wrangler of this project (npm run puts node_modules/.bin first on PATH); a test may name another.
const WRANGLER = process.env.SCOUT_WRANGLER ?? "wrangler";

function wrangler(args: string[], options: { quiet?: boolean; allowFailure?: boolean } = {}) {
  if (!options.quiet) console.log(`\n$ wrangler ${args.join(" ")}`);
  const result = spawnSync(WRANGLER, args, { env, encoding: "utf8", stdio: options.quiet ? "pipe" : ["inherit", "pipe", "inherit"] });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (!options.quiet && result.stdout) process.stdout.write(result.stdout);
  if (result.status !== 0 && !options.allowFailure) {
    if (options.quiet) process.stderr.write(output);
    fail(`wrangler ${args[0]} ${args[1] ?? ""} failed (exit ${result.status}).`);
  }
  return { ok: result.status === 0, output };
}

function fail(message: string): never {
  console.error(`\n✘ ${message}`);
  process.exit(1);
  // The Workers types' process.exit is not declared `never`.
  throw new Error(message);
}

// 0. Signed in to Cloudflare?
if (!wrangler(["whoami"], { quiet: true, allowFailure: true }).output.match(/associated with the email|Account ID|account/i)) {
  fail("Wrangler is not signed in. Run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN) and try again.");
}

// 1. Settings: those already on the Worker plus those in the secrets file.
const onWorker = namesInSecretList(wrangler(["secret", "list", "--format", "json"], { quiet: true, allowFailure: true }).output);
const inFile = existsSync(SECRETS_FILE) ? namesInDotenv(readFileSync(SECRETS_FILE, "utf8")) : [];
const toml = readFileSync("wrangler.toml", "utf8");
const missing = missingSettings([...onWorker, ...inFile, ...namesInTomlVars(toml)]);
if (missing.length) {
  fail(
    [
      "Not deploying: these settings are missing.",
      ...missing.map((name) => `  - ${name}`),
      `Put them in ${SECRETS_FILE} (copy .dev.vars.example; it is uploaded as secrets and never committed)`,
      "or set each with `npx wrangler secret put NAME`, then run npm run deploy again.",
    ].join("\n"),
  );
}
console.log(`Settings: ${onWorker.length} on the Worker, ${inFile.length} in ${existsSync(SECRETS_FILE) ? SECRETS_FILE : "no secrets file"}; none missing.`);

// 2a. The D1 database, and its id in wrangler.toml.
let databaseId = databaseIdIn(wrangler(["d1", "list", "--json"], { quiet: true }).output);
if (!databaseId) {
  databaseId = createdDatabaseId(wrangler(["d1", "create", DATABASE_NAME]).output);
  if (!databaseId) fail("Created the D1 database but could not read its id: put it in wrangler.toml's [[d1_databases]] database_id.");
}
if (!toml.includes(databaseId)) {
  writeFileSync("wrangler.toml", withDatabaseId(toml, databaseId));
  console.log(`wrangler.toml now names database ${databaseId}${toml.includes(PLACEHOLDER_DATABASE_ID) ? " (commit this change)" : ""}.`);
}

// 2b. The queues wrangler.toml names, dead-letter queues included.
for (const queue of missingQueues(toml, wrangler(["queues", "list"], { quiet: true }).output)) wrangler(["queues", "create", queue]);

// 2c. The R2 buckets (the account archives).
for (const bucket of missingBuckets(wrangler(["r2", "bucket", "list"], { quiet: true }).output)) wrangler(["r2", "bucket", "create", bucket]);

// 3. Migrations, before the code that needs them.
wrangler(["d1", "migrations", "apply", "DB", "--remote"]);

// 4. Build and deploy.
const build = spawnSync("npm", ["run", "build"], { env, stdio: "inherit" });
if (build.status !== 0) fail("The build failed.");
const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout?.trim() || "unknown";
wrangler(["deploy", "--var", `BUILD_VERSION:${commit}`, ...(existsSync(SECRETS_FILE) ? ["--secrets-file", SECRETS_FILE] : [])]);
console.log(`\n✔ Deployed ${commit}. Check it: curl https://<your-worker>/api/health`);
