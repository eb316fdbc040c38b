import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchool, saveStatus, sidebar } from "./workspace-helpers";

// A school's whole set shared with one reader by one link: the reader reads each essay (on a
// phone here), comments on each, and says once that they are done; the applicant sees it on each
// essay and revokes the set, whose next load is a 404.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function write(page: Page, essay: RegExp, text: string) {
  await sidebar(page).getByRole("link", { name: essay }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(essay);
  await page.getByRole("textbox", { name: /Essay text/ }).fill(text);
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Essay Saved")).toBeVisible();
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
}

test("one link shares a school's essays; the reader comments on each and is done once; revoking ends it", async ({ page, trialApplicant: _, browser }) => {
  await page.goto("/app");
  await addSchool(page, "Wharton");
  await write(page, /Essay 1a: /, "I want to build clinics that outlast their founders.");
  await write(page, /Essay 2: Contribution/, "I organized a lunch club for first-generation students.");

  await page.goto("/app/submit/Wharton");
  await page.getByRole("link", { name: "Ask someone to read these essays, with one link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Readers of your Wharton essays" })).toBeVisible();
  await expect(page.getByRole("region", { name: /What the link shares \(2\)/ })).toBeVisible();
  await page.getByRole("textbox", { name: "Reader's name" }).fill("Dana");
  await page.getByRole("combobox", { name: "Who they are to you" }).selectOption({ label: "An alum of the school" });
  await page.getByRole("button", { name: "Make the reader's link" }).click();
  const linkBox = page.getByRole("textbox", { name: "Their link (shown once: copy it now)" });
  await expect(linkBox).toHaveValue(/\/shared\/read\//);
  const link = await linkBox.inputValue();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath("school-readers-1280.png"), fullPage: true });

  const context = await browser.newContext(PHONE);
  const address = `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`;
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": address });
  const reader = await context.newPage();
  await reader.goto(link);
  await expect(reader.getByRole("heading", { level: 1, name: "Dana, you were asked to read these Wharton essays" })).toBeVisible();
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(reader.getByTestId("reader-text")).toHaveCount(2);
  await expectAccessible(reader);
  const contribution = reader.getByRole("region", { name: /Essay 2: Contribution/ });
  await contribution.getByRole("textbox", { name: "The words you mean" }).fill("lunch club");
  await contribution.getByRole("textbox", { name: "Your comment" }).fill("How many came?");
  await contribution.getByRole("button", { name: "Send comment" }).click();
  await expect(contribution.getByRole("region", { name: /Your comments \(1\)/ })).toBeVisible();
  const goals = reader.getByRole("region", { name: /Essay 1a: / });
  await goals.getByRole("textbox", { name: "The words you mean" }).fill("outlast their founders");
  await goals.getByRole("textbox", { name: "Propose other words (optional)" }).fill("run without me");
  await goals.getByRole("button", { name: "Send comment" }).click();
  await expect(goals.getByRole("region", { name: /Your comments \(1\)/ })).toBeVisible();
  await reader.screenshot({ path: test.info().outputPath("reader-set-390.png"), fullPage: true });
  await reader.getByRole("button", { name: "I’m done: tell the writer" }).click();
  await expect(reader.getByText("You said you were done.")).toBeVisible();
  await expectAccessible(reader);

  // Each essay's own readers page shows the reader, and the editor their comment.
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: "Dana" })).toContainText("done");
  await page.getByRole("link", { name: /Essay 2: Contribution.*, version 1/ }).click();
  await expect(page.locator("mark[data-reader]")).toHaveCount(1);

  await page.goto("/app/schools/Wharton/readers");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("school-readers-390.png"), fullPage: true });
  await page.getByRole("button", { name: "Revoke Dana's link" }).click();
  await expect(page.getByText("Link revoked")).toBeVisible();
  expect((await reader.reload())!.status()).toBe(404);
  await context.close();
});
