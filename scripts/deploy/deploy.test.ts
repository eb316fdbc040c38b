import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// npm run deploy against a fake wrangler (a script that logs each call and answers as a fresh
// Cloudflare account would), in a copy of the project's wrangler.toml: what it refuses, what it
// creates, and the order it does it in.
const root = path.resolve(import.meta.dirname, "../..");

function fakeAccount(state: { databases?: string; queues?: string; buckets?: string; secrets?: string }) {
  const dir = mkdtempSync(path.join(tmpdir(), "scout-deploy-"));
  copyFileSync(path.join(root, "wrangler.toml"), path.join(dir, "wrangler.toml"));
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ scripts: { build: "echo built" } }));
  const log = path.join(dir, "calls.log");
  const fake = path.join(dir, "fake-wrangler.sh");
  writeFileSync(
    fake,
    `#!/bin/sh
echo "$*" >> "${log}"
case "$1 $2" in
  "whoami "*) echo "You are logged in with an API Token, associated with the email ops@example.com. Account ID: 123";;
  "secret list") echo '${state.secrets ?? "✘ [ERROR] This Worker does not exist on your account."}'; [ -n "${state.secrets ?? ""}" ] || exit 1;;
  "d1 list") echo '${state.databases ?? "[]"}';;
  "d1 create") echo 'database_id = "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee"';;
  "queues list") echo '${state.queues ?? ""}';;
  "r2 bucket") [ "$3" = list ] && echo '${state.buckets ?? ""}';;
esac
exit 0
`,
  );
  chmodSync(fake, 0o755);
  const run = (secretsFile?: string) => {
    if (secretsFile !== undefined) writeFileSync(path.join(dir, ".prod.vars"), secretsFile);
    const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "scripts/deploy.ts")], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, SCOUT_WRANGLER: fake },
    });
    const calls = (() => {
      try {
        return readFileSync(log, "utf8").trim().split("\n");
      } catch {
        return [];
      }
    })();
    return { status: result.status, output: `${result.stdout}${result.stderr}`, calls, toml: readFileSync(path.join(dir, "wrangler.toml"), "utf8") };
  };
  return run;
}

const ALL_REQUIRED = "BETTER_AUTH_SECRET=0123456789abcdef0123456789abcdef\nAPP_URL=https://scout.example.com\nOPENAI_API_KEY=sk-1\nEMAIL_API_KEY=re_1\n";

describe("npm run deploy", () => {
  it("refuses before creating anything, listing the missing settings", () => {
    const result = fakeAccount({})("BETTER_AUTH_SECRET=0123456789abcdef0123456789abcdef\nSTRIPE_SECRET_KEY=sk_live_1\n");
    expect(result.status).toBe(1);
    expect(result.output).toContain("Not deploying: these settings are missing.");
    for (const name of ["APP_URL", "OPENAI_API_KEY", "EMAIL_API_KEY", "STRIPE_WEBHOOK_SECRET"]) expect(result.output).toContain(`  - ${name}`);
    expect(result.output).not.toContain("0123456789abcdef");
    expect(result.calls.some((call) => /create|apply|^deploy/.test(call))).toBe(false);
  }, 30_000);

  it("on a fresh account creates the database, the queues and the bucket, migrates, then deploys with the secrets", () => {
    const result = fakeAccount({})(ALL_REQUIRED);
    expect(result.status, result.output).toBe(0);
    const changes = result.calls.filter((call) => !/^(whoami|secret list|d1 list|queues list|r2 bucket list)/.test(call));
    expect(changes).toEqual([
      "d1 create scout",
      "queues create scout-feedback",
      "queues create scout-feedback-dlq",
      "queues create scout-email",
      "queues create scout-email-dlq",
      "queues create scout-export",
      "queues create scout-export-dlq",
      "queues create scout-interview",
      "queues create scout-interview-dlq",
      "r2 bucket create scout-archives",
      "d1 migrations apply DB --remote",
      expect.stringMatching(/^deploy --var BUILD_VERSION:\S+ --secrets-file \.prod\.vars$/),
    ]);
    expect(result.toml).toContain('database_id = "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee"');
  }, 30_000);

  it("over an existing deploy creates nothing and uses the secrets already on the Worker", () => {
    const secrets = JSON.stringify(["BETTER_AUTH_SECRET", "APP_URL", "OPENAI_API_KEY", "EMAIL_API_KEY"].map((name) => ({ name, type: "secret_text" })));
    const queues =
      "│ scout-feedback │\n│ scout-feedback-dlq │\n│ scout-email │\n│ scout-email-dlq │\n│ scout-export │\n│ scout-export-dlq │\n│ scout-interview │\n│ scout-interview-dlq │";
    const buckets = "name:           scout-archives\ncreation_date:  2026-11-25T00:00:00.000Z";
    const result = fakeAccount({ secrets, queues, buckets, databases: '[{"name":"scout","uuid":"11111111-2222-3333-4444-555555555555"}]' })();
    expect(result.status, result.output).toBe(0);
    expect(result.calls.filter((call) => call.includes("create"))).toEqual([]);
    expect(result.calls.at(-1)).toMatch(/^deploy --var BUILD_VERSION:\S+$/);
    expect(result.toml).toContain('database_id = "11111111-2222-3333-4444-555555555555"');
  }, 30_000);
});
