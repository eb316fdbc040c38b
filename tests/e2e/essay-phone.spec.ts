import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchoolOnPhone, addSchoolsByRequest, saveStatus } from "./workspace-helpers";

// On a phone the essay screen scrolls as one page, and a highlight and its comment are seen together.

async function openDardenEssayOnPhone(page: Page) {
  await page.goto("/app");
  await addSchoolOnPhone(page, "Darden");
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await page.getByRole("button", { name: "Open navigation" }).click();
  await drawer.getByRole("link", { name: /Inclusive Impact/ }).click();
  await expect(drawer).toBeHidden();
}

/** Whether an element scrolls on its own (a second scroll area inside the page). */
const scrollsInside = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.scrollHeight > element.clientHeight + 1 && getComputedStyle(element).overflowY !== "visible");

test("@mobile the essay on a phone: one scroll area, and a highlight's comment opens under its line", async ({ page, trialApplicant: _ }) => {
  await openDardenEssayOnPhone(page);
  const paragraph = "At the plant I ran the night shift, where twelve people kept the line going while the city slept. ";
  const essay = `${paragraph.repeat(12)}Later I recieved the award for the safety record we built together.`;
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill(essay);
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.getByRole("button", { name: "Get Feedback" }).click();
  const panel = page.getByRole("region", { name: "Feedback" });
  await expect(panel).toContainText("“recieved” may be misspelled");

  // The text and the list grow with the page: neither is a scroll area of its own.
  expect(await scrollsInside(page, "textarea"), "the text scrolls inside the page").toBe(false);
  expect(await scrollsInside(page, 'section[aria-label="Feedback"] ol'), "the feedback list scrolls inside the page").toBe(false);

  // A tap on the highlighted word opens its comment right under that line.
  const mark = page.locator("mark").filter({ hasText: "recieved" });
  await mark.scrollIntoViewIfNeeded();
  const marked = (await mark.boundingBox())!;
  await page.mouse.click(marked.x + marked.width / 2, marked.y + marked.height / 2);
  const comment = page.getByRole("region", { name: "Comment on the highlighted passage" });
  await expect(comment).toContainText("“recieved” may be misspelled");
  const viewport = page.viewportSize()!;
  const [line, card] = [(await mark.boundingBox())!, (await comment.boundingBox())!];
  expect(card.y).toBeGreaterThanOrEqual(line.y + line.height - 2);
  expect(card.y - (line.y + line.height)).toBeLessThan(40);
  for (const box of [line, card]) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
  await expectAccessible(page);

  await comment.getByRole("button", { name: /^Apply “received”/ }).click();
  await expect(text).toHaveValue(essay.replace("recieved", "received"));
  await expect(comment).toBeHidden();
});

// On a 390 × 844 phone the essay's text began 1,060 px down, under the school's AI
// policy and the AI log, and a tap on a highlight near the top jumped the page to the feedback list
// far below the text. The text now comes right after the prompt and the toolbar, and the comment
// opens on the same screen as its passage.
test("@mobile a 390 × 844 phone: the text on the first screen, and a tapped highlight's comment on the same screen as its passage", async ({
  page,
  trialApplicant: _,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addSchoolsByRequest(page, baseURL!, ["Harvard Business School"]);
  await page.goto("/app");
  await page.locator('main a[href^="/app/essays/"]').first().click();
  const text = page.getByRole("textbox", { name: /Essay text/ });
  const header = (await page.getByRole("banner").boundingBox())!;
  const first = (await text.boundingBox())!;
  expect(first.y, "the text starts under the header").toBeGreaterThanOrEqual(header.y + header.height);
  expect(first.y + 160, "at least a few lines of the text are on the first screen").toBeLessThanOrEqual(844);

  const paragraph = "At the plant I ran the night shift, where twelve people kept the line going while the city slept. ";
  await text.fill(
    `${paragraph.repeat(8)}\n\n${paragraph.repeat(6)}Later I recieved the award for the safety record we built together.\n\n${paragraph.repeat(8)}`,
  );
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  await page.getByRole("button", { name: "Get Feedback" }).click();
  const panel = page.getByRole("region", { name: "Feedback" });
  await expect(panel).toContainText("Consider opening with a more specific moment.", { timeout: 15_000 });
  await expect(panel).toContainText("“recieved” may be misspelled");

  const comment = page.getByRole("region", { name: "Comment on the highlighted passage" });
  for (const [word, said] of [
    ["At", "Consider opening with a more specific moment."],
    ["recieved", "“recieved” may be misspelled"],
  ] as const) {
    const mark = page.locator("mark").filter({ hasText: new RegExp(`^${word}$`) });
    await mark.scrollIntoViewIfNeeded();
    const marked = (await mark.boundingBox())!;
    await page.touchscreen.tap(marked.x + marked.width / 2, marked.y + marked.height / 2);
    await expect(comment).toContainText(said);
    // Both on one screen, under the header: the page did not jump to the list below the text.
    for (const box of [(await mark.boundingBox())!, (await comment.boundingBox())!]) {
      expect(box.y, `${word}: under the header`).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height, `${word}: on the screen`).toBeLessThanOrEqual(844);
    }
    await comment.getByRole("button", { name: "Close" }).click();
    await expect(comment).toBeHidden();
  }
  await expectAccessible(page);
});
