import { scriptFake } from "../fakes/control";
import { FAKE_PORTS } from "../fakes/ports";
import { expect, expectAccessible, test } from "./fixtures";

// Scout chat in the browser: a WebSocket to the user's Durable Object under wrangler dev, the
// model answering through the OpenAI fake in pieces with pauses between them.
const slowAnswer = (marker: string, words: string[]) =>
  scriptFake(FAKE_PORTS.e2eOpenai, { match: marker, chunks: words.map((word) => `${word} `), chunkDelayMs: 120 });

test("send a message, watch the answer stream in, find it in History after a reload", async ({ page, trialApplicant: _ }) => {
  const marker = `chat-${crypto.randomUUID()}`;
  const words = ["Open", "with", "the", "night", "you", "rebuilt", "the", "plan", "yourself."];
  await slowAnswer(marker, words);
  await page.goto("/app");
  await page.getByRole("button", { name: "Ask Scout" }).click();
  const widget = page.getByRole("region", { name: "Ask Scout" });
  await expect(widget.getByText("50 messages remaining in your free trial")).toBeVisible();
  await expectAccessible(page);

  await widget.getByRole("textbox", { name: "Message Scout" }).fill(`How should my leadership essay open? ${marker}`);
  await widget.getByRole("textbox", { name: "Message Scout" }).press("Enter");
  const log = widget.getByRole("log", { name: "Conversation with Scout" });
  // Part of the answer is on screen before the whole of it: it streams.
  await expect(log).toContainText("Open with");
  await expect(log).not.toContainText("yourself.");
  await expect(log).toContainText(words.join(" "));
  await expect(widget.getByText("49 messages remaining in your free trial")).toBeVisible();

  await page.reload();
  await page.getByRole("button", { name: "Ask Scout" }).click();
  await expect(widget.getByRole("log")).toContainText(words.join(" "));
  await widget.getByRole("button", { name: "History" }).click();
  const entry = widget.getByRole("button", { name: /How should my leadership essay open/ });
  await expect(entry).toContainText("Today · 2 messages · All Schools");
  await expectAccessible(page);
  await entry.click();
  await expect(page.getByText("Chat Loaded")).toBeVisible();
  await expect(widget.getByRole("log")).toContainText(`How should my leadership essay open? ${marker}`);

  await widget.getByRole("button", { name: "New Chat" }).click();
  await expect(page.getByText("Started a new conversation with Scout.")).toBeVisible();
  await expect(widget.getByText("Ask Scout anything about your applications")).toBeVisible();
  await widget.getByRole("button", { name: "Minimize Ask Scout" }).click();
  await expect(page.getByRole("button", { name: "Ask Scout" })).toBeFocused();
});

test("two tabs of one user see the same answer stream", async ({ page, context, trialApplicant: _ }) => {
  const marker = `tabs-${crypto.randomUUID()}`;
  const words = ["Both", "tabs", "read", "this", "answer", "as", "it", "is", "written."];
  const other = await context.newPage();
  await page.goto("/app/ask");
  await other.goto("/app/ask");
  await expect(page.getByRole("heading", { name: "Ask Scout", level: 1 })).toBeVisible();
  await expectAccessible(page);
  await expect(other.getByText("Ask Scout anything about your applications")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message Scout" })).toBeEnabled();
  await expect(other.getByRole("textbox", { name: "Message Scout" })).toBeEnabled();

  await slowAnswer(marker, words);
  await page.getByRole("textbox", { name: "Message Scout" }).fill(`Who reads this? ${marker}`);
  await page.getByRole("button", { name: "Send" }).click();
  const otherLog = other.getByRole("log");
  await expect(otherLog).toContainText(`Who reads this? ${marker}`);
  await expect(otherLog).toContainText("Both tabs");
  await expect(otherLog).not.toContainText("written.");
  await expect(otherLog).toContainText(words.join(" "));
  await expect(page.getByRole("log")).toContainText(words.join(" "));
});

test("an empty message is refused with the product's text @mobile", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await page.getByRole("button", { name: "Ask Scout" }).click();
  const panel = page.getByRole("region", { name: "Ask Scout" });
  await expect(panel.getByRole("tab", { name: "Chat" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("textbox", { name: "Message Scout" })).toBeEnabled();
  // The header's actions sit on one line, each label on one line.
  const heights = await Promise.all(
    ["New Chat", "History", "Minimize Ask Scout"].map(async (name) => (await panel.getByRole("button", { name, exact: true }).boundingBox())!.height),
  );
  const tops = await Promise.all(
    ["New Chat", "History", "Minimize Ask Scout"].map(async (name) => (await panel.getByRole("button", { name, exact: true }).boundingBox())!.y),
  );
  expect(Math.max(...heights)).toBeLessThan(40);
  expect(new Set(tops.map(Math.round)).size).toBe(1);
  await panel.getByRole("textbox", { name: "Message Scout" }).fill("   ");
  await panel.getByRole("textbox", { name: "Message Scout" }).press("Enter");
  await expect(page.getByText("Message cannot be empty")).toBeVisible();
  await panel.getByRole("textbox", { name: "Message Scout" }).fill("What should I do first?");
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(panel.getByRole("log")).toContainText("Scout here. You said: What should I do first?");
  await expectAccessible(page);
});
