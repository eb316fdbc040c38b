// npm run dev: the whole local loop in one command.
// 1. .dev.vars from .dev.vars.example (with a fresh auth secret) the first time;
// 2. local D1 migrated; 3. the Remix build; 4. the demo account seeded;
// 5. wrangler dev on 127.0.0.1:8787 (real workerd: Durable Objects, queues and cron work);
// 6. a rebuild whenever something under app/ or public/ changes (wrangler reloads on its own).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, rmSync, watch, writeFileSync } from "node:fs";

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

if (!existsSync(".dev.vars")) {
  const example = readFileSync(".dev.vars.example", "utf8");
  writeFileSync(".dev.vars", example.replace(/^BETTER_AUTH_SECRET=$/m, `BETTER_AUTH_SECRET=${randomBytes(32).toString("hex")}`));
  console.log("Created .dev.vars from .dev.vars.example (add API keys there to turn on AI, Stripe, Google).");
}

await run("wrangler", ["d1", "migrations", "apply", "DB", "--local"], { env: { ...process.env, CI: "true" } });
await run("node", ["scripts/build-dictionary.mjs"]);
await run("node", ["scripts/build-font.mjs"]);
await run("remix", ["vite:build"]);
await run("tsx", ["scripts/seed.ts"], { env: { ...process.env, WRANGLER_LOG: "error" } });

// NODE_ENV=production: wrangler bundles React's production build, as `wrangler deploy` does (its
// development build renders a workspace page 80-115 ms slower, and this server stands in for
// production: the figures and the demo should be what users get).
const server = spawn("wrangler", ["dev", "--ip", "127.0.0.1", "--port", "8787", "--show-interactive-dev-session=false"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));

let building = false;
let again = false;
let timer;
async function rebuild() {
  if (building) {
    again = true;
    return;
  }
  building = true;
  try {
    // Build beside the served build, then swap it in: wrangler never sees a half-written build/.
    rmSync(".build-next", { recursive: true, force: true });
    await run("remix", ["vite:build", "--logLevel", "warn"], { env: { ...process.env, SCOUT_BUILD_DIR: ".build-next" } });
    rmSync(".build-old", { recursive: true, force: true });
    renameSync("build", ".build-old");
    renameSync(".build-next", "build");
    rmSync(".build-old", { recursive: true, force: true });
    console.log("Rebuilt; wrangler reloads the worker.");
  } catch (error) {
    console.error(String(error));
  } finally {
    building = false;
    if (again) {
      again = false;
      rebuild();
    }
  }
}
for (const folder of ["app", "public"]) {
  watch(folder, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, 300);
  });
}
