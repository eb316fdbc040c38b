import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { FAKE_PORTS, FAKE_PORT_OFFSET } from "./tests/fakes/ports";
import { tomlAsText } from "./tests/support/toml-as-text";

// Routes, handlers, the Durable Object, the queue consumer and cron, inside workerd, against the
// real migrations. Outside services are the local fakes in tests/fakes (started in global setup).
// Two projects: the app as installed without Stripe, and the app with Stripe configured.

// A developer's own .dev.vars (real keys) must never reach the tests: every documented setting is
// blanked first, then the tests' own values are set.
export const blankSettings = Object.fromEntries(
  readFileSync(path.join(import.meta.dirname, ".dev.vars.example"), "utf8")
    .split("\n")
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => [line.split("=")[0]!, ""]),
);

export const STRIPE_TEST_SETTINGS = {
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
  STRIPE_WEBHOOK_SECRET: "whsec_test_fake",
  STRIPE_BASE_URL: `http://127.0.0.1:${FAKE_PORTS.stripe}`,
  STRIPE_PRICE_ESSENTIAL: "price_essential_test",
  STRIPE_PRICE_PRO: "price_pro_test",
  STRIPE_PRICE_LEGACY: "price_legacy_test",
};

/** What every workerd test run gives the worker: blanked settings, the migrations, a test app. */
export const testWorkerBindings = (migrations: Awaited<ReturnType<typeof readD1Migrations>>) => ({
  ...blankSettings,
  TEST_MIGRATIONS: migrations,
  APP_ENV: "test",
  APP_URL: "http://localhost",
  BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
});

// Files that edit what every applicant reads, the catalogue and the AI prompts (operators' drafts
// and publishing, a school's reference prompt, the bent bodies the fuzz sends to the admin
// routes), or count their rows and versions: each starts from an emptied database.
const OPERATOR_DATA = [
  "tests/integration/admin/admin-prompts.test.ts",
  "tests/integration/background-jobs/feedback-queue.test.ts",
  "tests/integration/admin/admin-interview-formats.test.ts",
  "tests/integration/admin/admin-application-items.test.ts",
  "tests/integration/admin/admin-sources.test.ts",
  "tests/integration/catalogue/catalogue.test.ts",
  "tests/integration/admin/admin-catalogue.test.ts",
  "tests/integration/ai-policy/ai-policy.test.ts",
  "tests/integration/deadlines/deadlines.test.ts",
  "tests/integration/offers/season-reminders.test.ts",
  "tests/integration/deadlines/school-deadlines-page.test.ts",
  "tests/integration/catalogue/schools-worldwide.test.ts",
  "tests/integration/catalogue/source-watch.test.ts",
  "tests/security/fuzz.test.ts",
  "tests/integration/standing/round-dates.test.ts",
  "tests/integration/admin/admin-round-dates.test.ts",
  "tests/integration/admin/admin-season-facts.test.ts",
  "tests/integration/offers/waitlist-reminders.test.ts",
];

// The one-count check (every door knocked on past the allowance) reaches a model of its own, so
// that any request that model sees is one the check caused.
const ONE_COUNT = ["tests/security/one-count.test.ts"];

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const project = (name: string, include: string[], exclude: string[], extra: Record<string, string>, freshDatabase = false) => ({
    plugins: [
      tomlAsText(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        // The shipped worker plus the test build's hooks (a settable clock in each user's object).
        main: "./tests/support/test-worker.ts",
        miniflare: {
          bindings: {
            ...testWorkerBindings(migrations),
            OPENAI_API_KEY: "sk-test",
            HEALTH_TOKEN: "test-health-token",
            OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_PORTS.openai}/v1`,
            ...extra,
          },
        },
      }),
    ],
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
    // The tests inside workerd name the same fakes' ports as the node side that starts them.
    define: { __FAKE_PORT_OFFSET__: String(FAKE_PORT_OFFSET) },
    test: {
      name,
      include,
      exclude,
      setupFiles: [freshDatabase ? "./tests/integration/fresh-database.ts" : "./tests/integration/apply-migrations.ts"],
      // Every test waits on conditions, never on time: a ceiling this high only stops a test that
      // hangs, and lets the suite pass on a machine twice as slow, or while another job runs beside
      // it (5 s, the default, failed there on tests that were only slow).
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // One runtime for the files a worker runs, one after another: the worker's modules load once
      // per worker, not once per file (CI spent most of its integration minutes there). Tests make
      // their own users and rows, so they share a database as the product's users do. Files that
      // change or count the shared catalogue (OPERATOR_DATA above) empty the runtime's storage
      // first (fresh-database.ts). Each pool worker has a runtime and storage of its own, so that
      // never reaches a file running beside it.
      isolate: false,
      // @remix-run/cloudflare ships CommonJS only; pre-bundled it loads inside workerd.
      deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
    },
  });
  return {
    test: {
      globalSetup: ["./tests/fakes/global-setup.ts"],
      // A pool worker only drives its own workerd, which does the work: vitest's default (one
      // worker fewer than the cores) left one of CI's two cores mostly idle for the whole phase.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Every request and job writes its log line (workers/observability): kept out of the
      // output, where they would bury what a failing test printed. Error lines are shown.
      onConsoleLog: (log: string) => !/^\{\s*type: \S*'(request|job|cron)'/.test(log),
      projects: [
        project(
          "workers",
          ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
          ["tests/integration/billing/stripe/**", ...OPERATOR_DATA, ...ONE_COUNT],
          {},
        ),
        project("workers-one-count", ONE_COUNT, [], { OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_PORTS.countOpenai}/v1` }),
        // Operators' edits of what every applicant reads tell no applicant's page memo: an applicant
        // who saw the page in the last 5 minutes sees an edit one view late (docs/scale.md, "Pages
        // with no D1 round trip"; tests/integration/platform/page-memo.test.ts holds that). These
        // files hold what the edit makes of the page, so they read D1 for every page.
        project("workers-operator-data", OPERATOR_DATA, [], { PAGE_MEMO: "off" }, true),
        project("workers-stripe", ["tests/integration/billing/stripe/**/*.test.ts"], [], STRIPE_TEST_SETTINGS),
      ],
    },
  };
});
