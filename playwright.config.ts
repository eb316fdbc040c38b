import { defineConfig, devices } from "@playwright/test";

// Real Chromium (Debian's package) against the built app under `wrangler dev`.
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}`;

export default defineConfig({
  // The browser journeys (tests/e2e) and the browser security checks (tests/security).
  testDir: "tests",
  testMatch: ["e2e/**/*.spec.ts", "security/**/*.spec.ts"],
  fullyParallel: true,
  // Three browsers on CI's two cores: a test waits on the server and the page about half its time,
  // so a third overlaps those waits (139 tests: 720 s with two, 558 s with three on a quiet
  // machine, each test about 13% slower). E2E_WORKERS sets another count.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // Ceilings, not waits: every step waits on a condition, and these only stop one that hangs, so the
  // suite passes on a machine twice as slow or beside another job (30 s and 5 s failed there).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Voice: a fake microphone, no permission prompt, and plain host candidates for ICE.
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        "--autoplay-policy=no-user-gesture-required",
        "--disable-features=WebRtcHideLocalIpsWithMdns",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@mobile/ },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    command: "tsx scripts/e2e-server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
