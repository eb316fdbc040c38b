import { expect, expectAccessible, test } from "./fixtures";
import { openFirstTuckEssay, saveStatus } from "./workspace-helpers";

// A reader's words in the applicant's editor: where they overlap a Scout highlight both stay drawn
// (the reader's line inside Scout's colour) and both are listed; on a phone, a tap in the reader's
// words opens their comment under them, Escape closes it and the text keeps the focus.

const TEXT = "My grandmother ran a shop where I learned to listen. Customers came for flour and stayed for advice.";

test("on a phone a reader's words open their comment, and a Scout highlight over them hides neither", async ({ page, trialApplicant: _, browser }) => {
  await openFirstTuckEssay(page);
  const essayText = page.getByRole("textbox", { name: /Essay text/ });
  await essayText.fill(TEXT);
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  await page.getByRole("link", { name: "Share with readers" }).click();
  await page.getByRole("textbox", { name: "Reader's name" }).fill("Ana");
  await page.getByRole("button", { name: "Make the reader's link" }).click();
  const linkBox = page.getByRole("textbox", { name: "Their link (shown once: copy it now)" });
  await expect(linkBox).toHaveValue(/\/shared\/read\//);
  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.goto(await linkBox.inputValue());
  // Scout's item (the fake model's) is on the first word: Ana's words run over it.
  await reader.getByRole("textbox", { name: "The words you mean" }).fill("My grandmother ran");
  await reader.getByRole("textbox", { name: "Your comment" }).fill("Name the shop.");
  await reader.getByRole("button", { name: "Send comment" }).click();
  await expect(reader.getByRole("region", { name: /Your comments \(1\)/ })).toBeVisible();
  await context.close();

  await page.getByRole("link", { name: "Back to the essay" }).click();
  await page.getByRole("button", { name: "Get Feedback" }).click();
  const notes = page.getByRole("list", { name: "Notes from Scout and readers" });
  await expect(notes.getByText("Consider opening with a more specific moment.")).toBeVisible();
  await expect(notes.getByTestId("reader-comment")).toHaveCount(1);
  // Both marks are drawn: the reader's first piece inside Scout's, the rest on its own.
  await expect(page.locator("mark[data-item] > mark[data-reader]")).toHaveCount(1);
  await expect(page.locator("mark[data-reader-piece]")).toHaveCount(2);

  await page.setViewportSize({ width: 390, height: 844 });
  const rest = page.locator("mark[data-reader-piece]").last();
  const box = (await rest.boundingBox())!;
  const area = (await essayText.boundingBox())!;
  await essayText.click({ position: { x: box.x - area.x + box.width / 2, y: box.y - area.y + box.height / 2 } });
  const card = page.getByTestId("reader-mark-card");
  await expect(card).toBeVisible();
  await expect(card).toContainText("Name the shop.");
  await expect(card).toContainText("Ana");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath("reader-card-390.png") });
  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();
  await expect(essayText).toBeFocused();
  // By keyboard: the caret moved into the words opens it again; Close gives the text its focus back.
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Control+Home");
  for (let step = 0; step < 8; step += 1) await page.keyboard.press("ArrowRight");
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Close" }).click();
  await expect(card).toBeHidden();
  await expect(essayText).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath("overlap-1280.png") });
});
