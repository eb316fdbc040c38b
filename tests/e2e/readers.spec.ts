import type { Browser } from "@playwright/test";
import { type Page, expect, expectAccessible, test } from "./fixtures";
import { openFirstTuckEssay, saveStatus } from "./workspace-helpers";

// Readers: an applicant shares one version with two people they trust (one reads on a phone),
// both comment and propose words, the applicant keeps writing (the comments follow their words),
// takes one reader's words in (the authorship report shows them as a reader's), dismisses
// another's comment and revokes a link (the reader's next load is a 404).

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TEXT =
  "My grandmother ran a shop where I learned to listen. Customers came for flour and stayed for advice, and the quiet ones often had the best ideas for the shelves.";

async function invite(page: Page, name: string, role: string) {
  await page.getByRole("textbox", { name: "Reader's name" }).fill(name);
  await page.getByRole("combobox", { name: "Who they are to you" }).selectOption({ label: role });
  await page.getByRole("textbox", { name: "What to look for (optional)" }).fill("Does it sound like me?");
  await page.getByRole("button", { name: "Make the reader's link" }).click();
  const link = page.getByRole("textbox", { name: "Their link (shown once: copy it now)" });
  await expect(link).toHaveValue(new RegExp(`/shared/read/`));
  await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  return link.inputValue();
}

async function openAsReader(browser: Browser, link: string, phone = false) {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1280, height: 900 } });
  // Each reader at an address of their own, as in life: the reader's page is rate-limited per client.
  const address = `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`;
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": address });
  const reader = await context.newPage();
  await reader.goto(link);
  return { reader, close: () => context.close() };
}

/** Selects words in the essay's text, as a reader does with the mouse or a finger. */
async function selectWords(reader: Page, words: string) {
  await reader.getByTestId("reader-text").evaluate((element, wanted) => {
    const node = element.firstChild!;
    const start = node.textContent!.indexOf(wanted);
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + wanted.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  }, words);
  await expect(reader.getByRole("textbox", { name: "The words you mean" })).toHaveValue(words);
}

async function comment(reader: Page, fields: { body?: string; replacement?: string }) {
  if (fields.body) await reader.getByRole("textbox", { name: "Your comment" }).fill(fields.body);
  if (fields.replacement) await reader.getByRole("textbox", { name: "Propose other words (optional)" }).fill(fields.replacement);
  await reader.getByRole("button", { name: "Send comment" }).click();
  await expect(reader.getByRole("region", { name: /Your comments/ }).getByText(fields.body ?? fields.replacement!)).toBeVisible();
}

test("two readers comment on one version; the applicant keeps writing, takes one's words and revokes the other", async ({
  page,
  trialApplicant: _,
  browser,
}) => {
  await openFirstTuckEssay(page);
  const essayText = page.getByRole("textbox", { name: /Essay text/ });
  await essayText.fill(TEXT);
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  await page.getByRole("link", { name: "Share with readers" }).click();
  const anaLink = await invite(page, "Ana", "A friend");
  const benLink = await invite(page, "Ben", "An alum of the school");

  const ana = await openAsReader(browser, anaLink);
  await expect(ana.reader.getByRole("heading", { level: 1, name: "Ana, you were asked to read this essay" })).toBeVisible();
  await expectAccessible(ana.reader);
  await selectWords(ana.reader, "the quiet ones");
  await comment(ana.reader, { body: "Name one of them.", replacement: "Mrs. Okafor, the quietest of them," });
  await ana.reader.getByRole("radio", { name: "4" }).last().check();
  await ana.reader.getByRole("button", { name: "Send answers" }).click();
  await expect(ana.reader.getByText("Answers sent")).toBeVisible();

  const ben = await openAsReader(browser, benLink, true);
  await expect(ben.reader.getByRole("heading", { level: 1, name: "Ben, you were asked to read this essay" })).toBeVisible();
  expect(await ben.reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await ben.reader.getByRole("textbox", { name: "The words you mean" }).fill("I learned to listen");
  await comment(ben.reader, { body: "Tell, not show.", replacement: "I learned when to say nothing" });
  await ben.reader.getByRole("button", { name: "I’m done: tell the writer" }).click();
  await expect(ben.reader.getByText("You said you were done.")).toBeVisible();
  await expectAccessible(ben.reader);

  // Back in the editor, Scout's feedback and the readers' comments are one list, in the order of
  // the text, and each reader's words are marked in the text.
  await page.getByRole("link", { name: "Back to the essay" }).click();
  await expect(page.getByText("Ben is done reading.")).toBeVisible();
  await page.getByRole("button", { name: "Get Feedback" }).click();
  const notes = page.getByRole("list", { name: "Notes from Scout and readers" });
  await expect(notes.getByText("Consider opening with a more specific moment.")).toBeVisible();
  await expect(notes.getByTestId("reader-comment")).toHaveCount(2);
  const order = await notes.locator(":scope > li[data-item], :scope > li[data-reader]").evaluateAll((entries) => entries.map((entry) => entry.textContent!));
  const at = (words: string) => order.findIndex((entry) => entry.includes(words));
  expect(at("Consider opening")).toBeLessThan(at("Tell, not show."));
  expect(at("Tell, not show.")).toBeLessThan(at("Name one of them."));
  await expect(page.locator("mark[data-reader]")).toHaveCount(2);
  await page.getByText(/^Where readers agree and differ/).click();
  await expect(page.getByText("No two readers, nor a reader and Scout, have commented on the same words yet.")).toBeVisible();
  await page.getByRole("button", { name: "Summarize readers' notes" }).click();
  const summary = page.getByRole("region", { name: "Summary of readers' notes" });
  await expect(summary).toContainText("Ben and Ana left notes");
  await expect(summary).not.toContainText("I finally understood");
  await page.screenshot({ path: test.info().outputPath("editor-notes-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // By keyboard: Show in text selects the reader's words; the caret in them marks their comment.
  const anaNote = notes.getByTestId("reader-comment").filter({ hasText: "Ana" });
  await anaNote.getByRole("button", { name: "Show in text: “the quiet ones”" }).focus();
  await page.keyboard.press("Enter");
  await expect(essayText).toBeFocused();
  expect(await essayText.evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd))).toBe("the quiet ones");
  await expect(anaNote).toHaveAttribute("aria-current", "true");

  // The applicant keeps writing: both comments follow their words.
  await essayText.press("Control+Home");
  await essayText.pressSequentially("Every Saturday. ");
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  await expect(notes.getByTestId("reader-comment")).toHaveCount(2);
  await expect(notes.getByText("Outdated")).toHaveCount(0);
  await expect(page.locator("mark[data-reader]")).toHaveCount(2);

  // Who said it: Scout alone, then one reader; the others step aside, in the list and in the text.
  await page.getByRole("combobox", { name: "Who said it" }).selectOption({ label: "Scout" });
  await expect(notes.getByTestId("reader-comment")).toHaveCount(0);
  await expect(notes.getByText("Consider opening with a more specific moment.")).toBeVisible();
  await page.getByRole("combobox", { name: "Who said it" }).selectOption({ label: "Ana" });
  await expect(notes.getByTestId("reader-comment")).toHaveCount(1);
  await expect(notes.getByText("Consider opening with a more specific moment.")).toHaveCount(0);
  await expect(page.locator("mark[data-reader]")).toHaveCount(1);
  await notes.getByRole("button", { name: "Take their words" }).click();
  await expect(essayText).toHaveValue(`Every Saturday. ${TEXT.replace("the quiet ones", "Mrs. Okafor, the quietest of them,")}`);
  await page.getByRole("combobox", { name: "Who said it" }).selectOption({ label: "Everyone" });
  await notes.getByTestId("reader-comment").filter({ hasText: "Ben" }).getByRole("button", { name: "Dismiss" }).click();
  await expect(notes.getByTestId("reader-comment")).toHaveCount(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("editor-notes-390-settled.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("link", { name: "Authorship report" }).click();
  await expect(page.getByText(/Words from readers: 6 of \d+ words still in this version/)).toBeVisible();
  await expect(page.getByText("Mrs. Okafor, the quietest of them,")).toBeVisible();

  // Revoked: Ben's next load is a 404.
  await page.getByRole("link", { name: "Back to the essay" }).click();
  await page.getByRole("link", { name: "Share with readers" }).click();
  await page.getByRole("button", { name: "Revoke Ben's link" }).click();
  await expect(page.getByText("Link revoked")).toBeVisible();
  const reload = await ben.reader.reload();
  expect(reload!.status()).toBe(404);

  // Another applicant, signed in elsewhere: this essay, its readers and its comments are 404s.
  const essayPath = new URL(page.url()).pathname.replace(/\/readers$/, "");
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const signedUp = await other.request.post("/api/auth/sign-up/email", {
    data: { email: `other-${crypto.randomUUID()}@example.com`, password: "correct-horse-battery", name: "" },
    headers: { origin: new URL(page.url()).origin, "cf-connecting-ip": `198.51.100.9-${crypto.randomUUID().slice(0, 8)}` },
  });
  expect(signedUp.ok()).toBe(true);
  for (const path of [essayPath, `${essayPath}/readers`]) expect((await other.request.get(path)).status()).toBe(404);
  await other.close();
  await ana.close();
  await ben.close();
});

test("a reader invited by e-mail opens the link from it; the applicant hears by e-mail when they are done", async ({
  page,
  trialApplicant,
  browser,
}, testInfo) => {
  await openFirstTuckEssay(page);
  await page.getByRole("textbox", { name: /Essay text/ }).fill(TEXT);
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  await page.getByRole("link", { name: "Share with readers" }).click();
  const address = `cleo-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await page.getByRole("textbox", { name: "Their e-mail (optional)" }).fill(address);
  await invite(page, "Cleo", "A colleague");
  await expect(page.getByText("Link made and e-mailed")).toBeVisible();

  // The invitation as the reader reads it, in the outbox.
  const { reader, close } = await openAsReader(browser, "/dev/outbox", true);
  const mail = reader.getByRole("listitem").filter({ hasText: `To ${address}` });
  await expect(mail.getByRole("heading", { name: `${trialApplicant.email} asked you to read a draft of their Tuck essay` })).toBeVisible();
  await expect(mail).toContainText("Does it sound like me?");
  await mail.screenshot({ path: testInfo.outputPath("invitation-390.png") });
  await mail.getByRole("link", { name: /\/shared\/read\// }).click();
  await expect(reader.getByRole("heading", { level: 1, name: "Cleo, you were asked to read this essay" })).toBeVisible();
  await reader.waitForLoadState("networkidle");
  await reader.getByRole("button", { name: "I’m done: tell the writer" }).click();
  await expect(reader.getByText("You said you were done.")).toBeVisible();
  await close();

  await page.goto("/dev/outbox");
  const done = page
    .getByRole("listitem")
    .filter({ hasText: `To ${trialApplicant.email}` })
    .filter({ hasText: "Cleo is done reading" });
  await expect(done).toContainText("and left no comment.");
  await done.screenshot({ path: testInfo.outputPath("done-1280.png") });
  await page.goto("/account");
  await page.getByRole("button", { name: "Turn off e-mails when a reader is done" }).click();
  await expect(page.getByRole("button", { name: "Turn on e-mails when a reader is done" })).toBeVisible();
  await expectAccessible(page);
});
