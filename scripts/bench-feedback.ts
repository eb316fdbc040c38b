// npm run bench:feedback (after npm run build): time from Get Feedback to highlights shown, in
// real Chromium against the built app under wrangler dev, with the OpenAI fake answering after
// 300 ms. Prints p50/p95 over 20 jobs and how much of each job was spent waiting in the queue.
// A figure to report, never a pass/fail test.
import { BENCH_BASE, startBench } from "./bench-harness";

const BASE = BENCH_BASE;
const RUNS = 20;

const bench = await startBench({ FAKE_OPENAI_DELAY_MS: "300" });
try {
  const browser = bench.browser;
  const page = await browser.newPage();
  const headers = { origin: BASE };
  await page.request.post(`${BASE}/api/auth/sign-up/email`, {
    data: { email: `bench-${Date.now()}@example.com`, password: "correct-horse-battery", name: "" },
    headers,
  });
  await page.request.post(`${BASE}/plans`, { form: { intent: "start-trial", plan: "pro" }, headers });
  await page.request.post(`${BASE}/app/schools`, { form: { intent: "add", school: "Tuck" }, headers });
  await page.goto(`${BASE}/app`);
  await page.getByRole("link", { name: /Essay 1: Why MBA/ }).click();
  await page.getByRole("textbox", { name: /Essay text/ }).fill("Leadership matters to me. I recieved a promotion after the the launch.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("Essay Saved").waitFor();

  // Page data reloads (GET .data), with when they finished.
  const reloads: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "GET" && response.url().includes(".data")) reloads.push(Date.now());
  });
  const totals: number[] = [];
  const queueWaits: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const done = page.waitForResponse(async (response) => {
      if (!response.url().includes("/app/feedback-jobs/") || response.status() !== 200) return false;
      return ((await response.json()) as { status: string }).status === "done";
    });
    const started = Date.now();
    await page.getByRole("button", { name: run === 0 ? "Get Feedback" : "Regenerate" }).click();
    const doneResponse = await done;
    const doneAt = Date.now();
    const job = (await doneResponse.json()) as { id: string };
    // Then the page reloads its data and draws the new highlights.
    while (!reloads.some((at) => at >= doneAt)) await page.waitForTimeout(10);
    await page.locator("mark").first().waitFor();
    totals.push(reloads.find((at) => at >= doneAt)! - started);
    const timing = (await (await page.request.get(`${BASE}/app/feedback-jobs/${job.id}`)).json()) as { timing: { createdAt: string; startedAt: string } };
    queueWaits.push(Date.parse(timing.timing.startedAt) - Date.parse(timing.timing.createdAt));
    await page.waitForTimeout(300);
  }
  const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
  console.log(`Get Feedback → highlights shown, ${RUNS} jobs: p50 ${pct(totals, 50)} ms, p95 ${pct(totals, 95)} ms`);
  console.log(`of which waiting in the queue: p50 ${pct(queueWaits, 50)} ms, p95 ${pct(queueWaits, 95)} ms`);
} finally {
  await bench.stop();
}
