import { FAKE_PORTS } from "../fakes/ports";
import { expect, expectAccessible, test, toast, type Page } from "./fixtures";

// The real call path: Chromium's fake microphone, its offer through the worker (which creates the
// call at the fake OpenAI and meters it), WebRTC to a werift peer that stands in for OpenAI's
// realtime service (tests/fakes/realtime-peer.ts).
type FakeCall = { id: string; received: { type: string; item?: { type?: string; output?: string } }[]; hungUp: boolean; closed: boolean };
const fakeCalls = async () => (await (await fetch(`http://127.0.0.1:${FAKE_PORTS.e2eOpenai}/__fake/realtime/calls`)).json()) as FakeCall[];

async function openVoice(page: Page) {
  await page.goto("/app/ask?tab=voice");
  await expect(page.getByRole("tab", { name: "Voice" })).toHaveAttribute("aria-selected", "true");
  return page.getByRole("status").filter({ hasText: /Ready when you are|Connecting|Listening|Scout is speaking|Call ended/ });
}

test("a voice call: connects, Scout speaks, the tool reads my goals, minutes are counted, the transcript is kept", async ({ page, trialApplicant: _ }) => {
  // The browser never talks to OpenAI over HTTP: its offer goes to our own /api.
  const toOpenAI: string[] = [];
  page.on("request", (request) => void (request.url().includes(`:${FAKE_PORTS.e2eOpenai}/`) && toOpenAI.push(request.url())));
  await page.goto("/app/goals");
  await page.getByLabel("Long-term vision").fill("voice-goal: lead a climate infrastructure fund");
  await expect(page.getByText("All changes saved")).toBeVisible();

  const status = await openVoice(page);
  await expect(status).toHaveText("Ready when you are");
  await expect(page.getByText("5 min 0 s of voice coaching left in your free trial")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Start voice conversation" }).click();
  await expect(page.getByText("Voice Chat Connected")).toBeVisible();
  await expect(status).toHaveText("Scout is speaking");
  const said = page.getByRole("list", { name: "What was said" });
  await expect(said).toContainText("Hi, I am Scout. What would you like to work on?");
  await expect(status).toHaveText("Listening");
  await expect(said).toContainText("Please look at my goals.");
  // The tool call was answered from the worker with this user's goals, then Scout spoke again.
  await expect(said).toContainText("Thanks, I have read your goals.");
  await expect(page.getByText(/\d:\d\d left/)).toBeVisible();
  const calls = await fakeCalls();
  const mine = calls.find((call) => call.received.some((event) => event.item?.output?.includes("voice-goal")));
  expect(mine, "the fake peer got the tool's output").toBeDefined();
  await expectAccessible(page);

  await page.getByRole("button", { name: "End conversation" }).click();
  await expect(page.getByText("Voice Chat Ended")).toBeVisible();
  await expect(status).toHaveText("Call ended");
  // Over at "OpenAI" too: the browser left, or the server hung it up.
  await expect(async () => {
    const ended = (await fakeCalls()).find((call) => call.id === mine!.id)!;
    expect(ended.closed || ended.hungUp).toBe(true);
  }).toPass();
  expect(toOpenAI).toEqual([]);
  // Counted on the server: the minutes left went down by the call's length.
  await expect(async () => {
    const allowance = (await (await page.request.get("/api/voice/allowance")).json()) as { usedSeconds: number; remainingSeconds: number };
    expect(allowance.usedSeconds).toBeGreaterThanOrEqual(2);
    expect(allowance.remainingSeconds).toBe(300 - allowance.usedSeconds);
  }).toPass();
  await expect(page.getByText(/min \d+ s of voice coaching left in your free trial/)).toBeVisible();

  await page.getByRole("tab", { name: "Chat" }).click();
  await page.getByRole("button", { name: "History" }).click();
  await expect(page.getByRole("button", { name: /AI Chat Session/ })).toContainText("messages");
});

test("a trial call ends at the last of the five minutes, and the next is refused", async ({ page, baseURL, trialApplicant: _ }) => {
  const set = await page.request.post("/api/test/usage", { data: { kind: "voiceSeconds", amount: 296 }, headers: { origin: baseURL! } });
  expect(set.ok()).toBe(true);
  const status = await openVoice(page);
  await page.getByRole("button", { name: "Start voice conversation" }).click();
  await expect(page.getByText("Voice Chat Connected")).toBeVisible();
  await expect(page.getByText(/0:0\d left/)).toBeVisible();
  await expect(status).toHaveText("Call ended");
  await expect(toast(page, "Voice Chat Ended", "You've used all 5 minutes of free voice coaching time.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "You have used your 5 free voice minutes" })).toBeVisible();

  await page.reload();
  await page.getByRole("button", { name: "Start voice conversation" }).click();
  await expect(page.getByText("Voice Limit Reached")).toBeVisible();
});

test("demo mode starts by itself and says the script's first line once Scout has finished speaking", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app?demo=true&autoStart=true&school=Tuck");
  const panel = page.getByRole("region", { name: "Ask Scout" });
  await expect(panel.getByRole("tab", { name: "Voice" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByText("Demo: essayReview")).toBeVisible();
  await expect(page.getByText("Voice Chat Connected")).toBeVisible();
  const said = panel.getByRole("list", { name: "What was said" });
  await expect(said).toContainText("Hi, I am Scout.");
  await expect(said).toContainText("Hi Scout, I'd like you to review the opening of my essay.");
  await panel.getByRole("button", { name: "End conversation" }).click();
  await expect(page.getByText("Voice Chat Ended")).toBeVisible();
});

test("a call started in a second tab hangs up the first one's for real", async ({ page, context, trialApplicant: _ }) => {
  // The goals mark this applicant's calls at the fake: the peer asks for them on every call.
  const marker = `tabs-${crypto.randomUUID().slice(0, 8)}`;
  await page.goto("/app/goals");
  await page.getByLabel("Long-term vision").fill(marker);
  await expect(page.getByText("All changes saved")).toBeVisible();
  const myCalls = async () => (await fakeCalls()).filter((call) => call.received.some((event) => event.item?.output?.includes(marker)));

  const first = await openVoice(page);
  await page.getByRole("button", { name: "Start voice conversation" }).click();
  await expect(page.getByRole("list", { name: "What was said" })).toContainText("Thanks, I have read your goals.");
  const other = await context.newPage();
  const second = await openVoice(other);
  await other.getByRole("button", { name: "Start voice conversation" }).click();
  await expect(other.getByText("Voice Chat Connected")).toBeVisible();
  // The server hung the first call up at "OpenAI": that tab's call ends by itself.
  await expect(first).toHaveText("Call ended");
  await expect(page.getByText("The call was closed.")).toBeVisible();
  await expect(other.getByRole("list", { name: "What was said" })).toContainText("Thanks, I have read your goals.");
  const calls = await myCalls();
  expect(calls).toHaveLength(2);
  expect(calls.filter((call) => call.hungUp)).toHaveLength(1);
  expect(calls.filter((call) => !call.hungUp && !call.closed)).toHaveLength(1);
  await other.getByRole("button", { name: "End conversation" }).click();
  await expect(second).toHaveText("Call ended");
});
