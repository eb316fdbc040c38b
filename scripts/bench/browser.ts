import type { Browser, BrowserContext } from "playwright-core";
import { Session } from "./client";
import { BASE } from "./server";
import { percentile, round } from "./stats";

// What a person feels in real Chromium against the built app: Get Feedback to highlights, Start
// voice conversation to connected (chat's time to first token: chat.ts). Each part signs its own people up
// (through the API, a client address of their own) and hands the session cookie to the browser.

/** The OpenAI fake answers every chat completion after this long (FAKE_OPENAI_DELAY_MS). */
export const FAKE_MODEL_DELAY_MS = 300;

/** How many round trips to D1's primary the latency model has charged so far (regions.ts); absent on loopback. */
export type PrimaryTally = () => Promise<number>;

export async function signedInContext(browser: Browser, prefix: string): Promise<BrowserContext> {
  const session = await new Session().signUp(`${prefix}-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 6)}@example.com`, "");
  // Sign-up through a far region takes several round trips: give the page the same patience.
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  await context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: BASE })));
  return context;
}

export const summary = (values: number[]) => ({
  runs: values.length,
  p50: round(percentile(values, 50), 1),
  p95: round(percentile(values, 95), 1),
  min: round(Math.min(...values), 1),
  max: round(Math.max(...values), 1),
});

export type FeedbackResult = {
  fakeModelMs: number;
  totalMs: ReturnType<typeof summary>;
  queueWaitMs: ReturnType<typeof summary>;
  /** D1 round trips to the primary per Get Feedback, the click to the highlights drawn, polls included (with a tally only). */
  primaryPerRun?: number;
};

/** Get Feedback → highlights shown (the job done and the page's data reloaded), the fake model answering after 300 ms. */
export async function benchFeedback(browser: Browser, runs = 10, tally?: PrimaryTally): Promise<FeedbackResult> {
  const context = await signedInContext(browser, "bench-feedback");
  const page = await context.newPage();
  await page.request.post(`${BASE}/app/schools`, { form: { intent: "add", school: "Tuck" }, headers: { origin: BASE } });
  await page.goto(`${BASE}/app`);
  await page
    .getByRole("link", { name: /Essay 1: Why MBA/ })
    .first()
    .click();
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
  let primaryTrips = 0;
  for (let run = 0; run < runs; run++) {
    const tallied = await tally?.();
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
    if (tally && tallied !== undefined) primaryTrips += (await tally()) - tallied;
    const timing = (await (await page.request.get(`${BASE}/app/feedback-jobs/${job.id}`)).json()) as { timing: { createdAt: string; startedAt: string } };
    queueWaits.push(Date.parse(timing.timing.startedAt) - Date.parse(timing.timing.createdAt));
    await page.waitForTimeout(300);
  }
  await context.close();
  const perRun = tally ? { primaryPerRun: Math.round((primaryTrips / runs) * 10) / 10 } : {};
  return { fakeModelMs: FAKE_MODEL_DELAY_MS, totalMs: summary(totals), queueWaitMs: summary(queueWaits), ...perRun };
}

export type VoiceResult = { connectMs: ReturnType<typeof summary> };

/** Start voice conversation → connected (the data channel open: Listening or Scout is speaking), against the werift peer. */
export async function benchVoice(browser: Browser, runs = 10): Promise<VoiceResult> {
  const context = await signedInContext(browser, "bench-voice");
  const page = await context.newPage();
  await page.goto(`${BASE}/app/ask?tab=voice`);
  // Clicked before hydration, the button would do nothing.
  await page.waitForLoadState("networkidle");
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.getByRole("button", { name: /Start (voice|a new) conversation/ }).waitFor();
    const elapsed = await page.evaluate(
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
    if (elapsed < 0) throw new Error(`voice: no connection (${await page.locator("[data-voice-state]").getAttribute("data-voice-state")})`);
    times.push(elapsed);
    await page.getByRole("button", { name: "End conversation" }).click();
  }
  await context.close();
  return { connectMs: summary(times) };
}
