import type { Browser, Page } from "playwright-core";
import { scriptFake } from "../../tests/fakes/control";
import { FAKE_PORTS } from "../../tests/fakes/ports";
import { FAKE_MODEL_DELAY_MS, type PrimaryTally, signedInContext, summary } from "./browser";
import { BASE } from "./server";
import { round } from "./stats";

// Chat in a real browser: Send to the first words on screen, the round trips a message costs at
// the primary, and how many sends one user's object settles when a tab fires 200 at once.

export type ChatResult = {
  modelTtftMs: number;
  overheadMs: ReturnType<typeof summary>;
  /** Null when not measured (the regions measure the first word only). */
  throughput: { ms: number; perSecond: number; accepted: number; refused: number } | null;
  /** D1 round trips to the primary per message after a user's first, from Send to the whole answer stored (with a tally only). */
  primaryPerMessage?: number;
  /** The same for a new user's first message (their object holds their work from the sign-up: nothing to move). */
  primaryFirstMessage?: number;
};

type ChatOptions = { users?: number; messages?: number; throughput?: boolean; tally?: PrimaryTally };

/** Once the last answer is stored (Send is enabled again, with something to send), what the tally says. */
async function storedThenTally(page: Page, tally: PrimaryTally) {
  await page.getByRole("textbox", { name: "Message Scout" }).fill("Counted.");
  await page.waitForFunction(() => {
    const send = document.querySelector('[role="log"]')?.closest('[role="tabpanel"]')?.querySelector('form button[type="submit"]');
    return send instanceof HTMLButtonElement && !send.disabled;
  });
  return tally();
}

/** One message sent from the page: the click on Send to the first piece of the answer on screen, timed inside the page. */
async function timeFirstWords(page: Page, marker: string, first: string) {
  await scriptFake(FAKE_PORTS.e2eOpenai, { match: marker, chunks: [`${first} `, "and ", "the ", "rest."] });
  await page.getByRole("textbox", { name: "Message Scout" }).fill(`Bench question ${marker}`);
  // Send is disabled until the previous answer's reply has arrived: a click before would do nothing.
  await page.waitForFunction(() => {
    const send = document.querySelector('[role="log"]')?.closest('[role="tabpanel"]')?.querySelector('form button[type="submit"]');
    return send instanceof HTMLButtonElement && !send.disabled;
  });
  // Timed inside the page: from the click on Send to the first piece of the answer on screen.
  const elapsed = await page.evaluate(
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
  if (elapsed < 0) throw new Error(`chat: no answer on screen: ${await page.getByRole("log").textContent()}`);
  return { elapsed, first };
}

/**
 * A fresh user's tab sends 200 messages over its socket at once; each is settled by the object (10
 * accepted by the rate window, the rest refused with "Please slow down").
 */
async function settleAtOnce(browser: Browser) {
  const context = await signedInContext(browser, "bench-rate");
  const page = await context.newPage();
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
  await context.close();
  return settled;
}

/**
 * Chat: from the click on Send to the first words of the answer on screen, minus the fake model's
 * own time to its first token, over `users` × 10 messages (10 is the rate window's limit). Then how
 * many sends one user's object settles per second when a tab fires 200 at once.
 */
export async function benchChat(browser: Browser, options: ChatOptions = {}): Promise<ChatResult> {
  const { users = 3, messages = 10, tally } = options;
  const overheads: number[] = [];
  const trips = { first: 0, later: 0 };
  for (let user = 0; user < users; user++) {
    const context = await signedInContext(browser, "bench-chat");
    const page = await context.newPage();
    await page.goto(`${BASE}/app/ask`);
    await page.getByRole("textbox", { name: "Message Scout" }).waitFor();
    await page.waitForFunction(() => !(document.querySelector("textarea") as HTMLTextAreaElement).disabled);
    const atStart = await tally?.();
    let afterFirst: number | undefined;
    for (let i = 0; i < messages; i++) {
      const { elapsed, first } = await timeFirstWords(page, `ttft-${user}-${i}-${crypto.randomUUID()}`, `first${i}${user}`);
      overheads.push(elapsed - FAKE_MODEL_DELAY_MS);
      await page.waitForFunction((word) => document.querySelector('[role="log"]')?.textContent?.includes(`${word} and the rest.`), first);
      if (tally && i === 0) afterFirst = await storedThenTally(page, tally);
    }
    if (tally && atStart !== undefined && afterFirst !== undefined) {
      trips.first += afterFirst - atStart;
      trips.later += (await storedThenTally(page, tally)) - afterFirst;
    }
    await context.close();
  }
  const perMessage = tally
    ? { primaryFirstMessage: round(trips.first / users, 1)!, ...(messages > 1 ? { primaryPerMessage: round(trips.later / (users * (messages - 1)), 1)! } : {}) }
    : {};
  if (options.throughput === false) return { modelTtftMs: FAKE_MODEL_DELAY_MS, overheadMs: summary(overheads), throughput: null, ...perMessage };

  const settled = await settleAtOnce(browser);
  return {
    modelTtftMs: FAKE_MODEL_DELAY_MS,
    overheadMs: summary(overheads),
    throughput: { ms: Math.round(settled.ms), perSecond: Math.round((200 / settled.ms) * 1000), accepted: settled.accepted, refused: settled.refused },
    ...perMessage,
  };
}
