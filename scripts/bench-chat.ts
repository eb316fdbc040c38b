// npm run bench:chat (after npm run build): Scout chat's time to first token as the browser sees
// it, minus the fake model's own time to first token, over 30 messages (3 users × 10, the rate
// window's limit), in real Chromium against the built app under wrangler dev. Then how many
// sends one user's object settles per second when a tab fires 200 at once.
// Figures to report, never a pass/fail test.
import { BENCH_BASE, startBench } from "./bench-harness";
import { scriptFake } from "../tests/fakes/control";
import { FAKE_PORTS } from "../tests/fakes/ports";

const BASE = BENCH_BASE;
const MODEL_TTFT_MS = 200;

const bench = await startBench();
try {
  const browser = bench.browser;
  const overheads: number[] = [];
  for (let user = 0; user < 3; user++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const headers = { origin: BASE };
    await page.request.post(`${BASE}/api/auth/sign-up/email`, {
      data: { email: `bench-chat-${Date.now()}-${user}@example.com`, password: "correct-horse-battery", name: "" },
      headers,
    });
    await page.request.post(`${BASE}/plans`, { form: { intent: "start-trial", plan: "pro" }, headers });
    await page.goto(`${BASE}/app/ask`);
    await page.getByRole("textbox", { name: "Message Scout" }).waitFor();
    await page.waitForFunction(() => !(document.querySelector("textarea") as HTMLTextAreaElement).disabled);
    for (let i = 0; i < 10; i++) {
      const marker = `ttft-${user}-${i}-${crypto.randomUUID()}`;
      const first = `first${i}${user}`;
      await scriptFake(FAKE_PORTS.e2eOpenai, { match: marker, chunks: [`${first} `, "and ", "the ", "rest."], chunkDelayMs: MODEL_TTFT_MS });
      await page.getByRole("textbox", { name: "Message Scout" }).fill(`Bench question ${marker}`);
      // Timed inside the page: from the click on Send to the first piece of the answer on screen.
      const ms = await page.evaluate(
        (word) =>
          new Promise<number>((resolve) => {
            const log = document.querySelector('[role="log"]')!;
            const observer = new MutationObserver(() => {
              if (log.textContent?.includes(word)) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(log, { subtree: true, childList: true, characterData: true });
            setTimeout(() => resolve(-1e9), 10_000);
            const started = performance.now();
            const panel = log.closest('[role="tabpanel"]')!;
            (panel.querySelector('form button[type="submit"]') as HTMLButtonElement).click();
          }),
        first,
      );
      if (ms < 0) {
        await page.screenshot({ path: "/tmp/bench-chat.png" });
        throw new Error(`no answer on screen: ${await page.getByRole("log").textContent()}`);
      }
      overheads.push(ms - MODEL_TTFT_MS);
      if (process.env.DEBUG) console.log(user, i, ms);
      await page.waitForFunction((word) => document.querySelector('[role="log"]')?.textContent?.includes(`${word} and the rest.`), first);
      await page.getByRole("button", { name: "Send" }).and(page.locator("form button")).waitFor();
    }
  }
  const pct = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!.toFixed(0);
  console.log(
    `Chat time to first token minus the model's own (${MODEL_TTFT_MS} ms), ${overheads.length} messages: p50 ${pct(overheads, 50)} ms, p95 ${pct(overheads, 95)} ms`,
  );

  // Throughput: a fresh user's tab sends 200 messages over its socket at once; each is settled by
  // the object (10 accepted by the rate window, the rest refused with "Please slow down").
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.post(`${BASE}/api/auth/sign-up/email`, {
    data: { email: `bench-rate-${Date.now()}@example.com`, password: "correct-horse-battery", name: "" },
    headers: { origin: BASE },
  });
  await page.request.post(`${BASE}/plans`, { form: { intent: "start-trial", plan: "pro" }, headers: { origin: BASE } });
  await page.goto(`${BASE}/app/ask`);
  const settled = await page.evaluate(
    () =>
      new Promise<{ ms: number; accepted: number; refused: number }>((resolve) => {
        const socket = new WebSocket(`ws://${location.host}/api/chat/socket`);
        let accepted = 0;
        let refused = 0;
        let started = 0;
        socket.onmessage = (message) => {
          const event = JSON.parse(message.data as string) as { type: string };
          if (event.type === "accepted") accepted++;
          if (event.type === "failed") refused++;
          if (accepted + refused === 200) resolve({ ms: performance.now() - started, accepted, refused });
        };
        socket.onopen = () => {
          started = performance.now();
          for (let i = 0; i < 200; i++) {
            socket.send(
              JSON.stringify({ type: "send", requestId: `r${i}`, conversationId: null, context: "global", essayId: null, message: `throughput ${i}` }),
            );
          }
        };
      }),
  );
  console.log(
    `One user's object settled 200 sends in ${settled.ms.toFixed(0)} ms (${((200 / settled.ms) * 1000).toFixed(0)} per second): ${settled.accepted} accepted, ${settled.refused} refused by the rate window`,
  );
} finally {
  await bench.stop();
}
