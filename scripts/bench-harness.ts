import { spawn } from "node:child_process";
import { chromium } from "playwright-core";

// What every bench script starts with: the browser tests' server (the built app under wrangler
// dev with the fakes) and Debian's Chromium (with a fake microphone, for voice).
export const BENCH_BASE = "http://127.0.0.1:8788";

export async function startBench(env: Record<string, string> = {}) {
  const server = spawn("tsx", ["scripts/e2e-server.ts"], { env: { ...process.env, ...env }, stdio: "ignore" });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${BENCH_BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      "--disable-features=WebRtcHideLocalIpsWithMdns",
    ],
  });
  return {
    browser,
    async stop() {
      await browser.close().catch(() => undefined);
      server.kill("SIGTERM");
    },
  };
}
