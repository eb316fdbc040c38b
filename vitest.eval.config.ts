import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { FAKE_PORTS, FAKE_PORT_OFFSET } from "./tests/fakes/ports";
import { tomlAsText } from "./tests/support/toml-as-text";
import { evalSettings } from "./tests/eval/settings";
import { testWorkerBindings } from "./vitest.integration.config";

// npm run eval:feedback (docs/feedback-eval.md): the feedback evaluation, inside workerd, through
// the real queue consumer, checks and model client. Two runs in one workerd: the checks alone
// (checks.eval.ts: the worker's environment without an OpenAI key, as the product runs without
// one), and with the model (model.eval.ts): the fake, or the real API when OPENAI_API_KEY is set
// (npm run test:eval forces the fake). The worker reaches the model through the recording proxy
// (tests/eval/recording-proxy.ts), which keeps the usage and raw answers for the report.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const settings = evalSettings();
  return {
    plugins: [
      tomlAsText(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        main: "./tests/support/test-worker.ts",
        miniflare: {
          bindings: {
            ...testWorkerBindings(migrations),
            EVAL_MODE: settings.mode,
            EVAL_PROMPTS: JSON.stringify(settings.prompts),
            EVAL_ONLY: settings.only,
            EVAL_CONCURRENCY: settings.concurrency,
            OPENAI_API_KEY: settings.apiKey,
            OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_PORTS.evalProxy}/v1`,
            ...(settings.model ? { OPENAI_FEEDBACK_MODEL: settings.model } : {}),
          },
        },
      }),
    ],
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
    // The tests inside workerd name the same fakes' ports as the node side that starts them.
    define: { __FAKE_PORT_OFFSET__: String(FAKE_PORT_OFFSET) },
    test: {
      include: ["tests/eval/**/*.eval.ts"],
      globalSetup: ["./tests/eval/global-setup.ts"],
      onConsoleLog: (log: string) => !/^\{\s*type: \S*'(request|job|cron)'/.test(log),
      setupFiles: ["./tests/integration/apply-migrations.ts"],
      deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
      // The real model takes seconds per essay; the fake and the checks take well under a minute.
      testTimeout: settings.mode === "real" ? 30 * 60_000 : 120_000,
    },
  };
});
