// npm run bench:voice (after npm run build): time from pressing Start voice conversation to
// connected (the data channel open: Listening or Scout is speaking), p50 over 10 calls, in real
// Chromium with its fake microphone against the werift peer that stands in for OpenAI; and the
// size of the voice code chunk. Figures to report, never a pass/fail test.
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { BENCH_BASE, startBench } from "./bench-harness";

const BASE = BENCH_BASE;
const RUNS = 10;

const bench = await startBench();
try {
  const browser = bench.browser;
  const page = await browser.newPage();
  await page.request.post(`${BASE}/api/auth/sign-up/email`, {
    data: { email: `bench-voice-${Date.now()}@example.com`, password: "correct-horse-battery", name: "" },
    headers: { origin: BASE },
  });
  // Voice needs a plan or a trial (a trial's 5 minutes are plenty for 10 short calls).
  await page.request.post(`${BASE}/plans`, { form: { intent: "start-trial", plan: "pro" }, headers: { origin: BASE } });
  await page.goto(`${BASE}/app/ask?tab=voice`);
  // Clicked before hydration, the button would do nothing.
  await page.waitForLoadState("networkidle");
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = page.getByRole("button", { name: /Start (voice|a new) conversation/ });
    await start.waitFor();
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const status = document.querySelector("[data-voice-state]")!;
          const observer = new MutationObserver(() => {
            const state = status.getAttribute("data-voice-state");
            if (state === "listening" || state === "speaking") {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(status, { attributes: true });
          setTimeout(() => resolve(-1), 10_000);
          const button = [...document.querySelectorAll("button")].find((entry) => /Start (voice|a new) conversation/.test(entry.textContent ?? ""))!;
          const started = performance.now();
          button.click();
        }),
    );
    if (ms < 0)
      throw new Error(`no connection: ${await page.locator("[data-voice-state]").getAttribute("data-voice-state")} ${await page.locator("body").innerText()}`);
    times.push(ms);
    await page.getByRole("button", { name: "End conversation" }).click();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `Start voice conversation → connected, ${RUNS} calls: p50 ${sorted[Math.ceil(RUNS / 2) - 1]!.toFixed(0)} ms (min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)})`,
  );
  const assets = "build/client/assets";
  const voice = readdirSync(assets).filter((name) => name.startsWith("voice-panel") && name.endsWith(".js"));
  for (const name of voice) console.log(`voice code chunk ${name}: ${(gzipSync(readFileSync(`${assets}/${name}`)).length / 1024).toFixed(1)} KB gzip`);
} finally {
  await bench.stop();
}
