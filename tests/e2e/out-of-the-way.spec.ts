import { type Page, expect, expectAccessible, markEarlierToasts, test, toast } from "./fixtures";
import { addSchool, saveStatus, sidebar } from "./workspace-helpers";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (page: Page, locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!;

// At a desktop width the essay is never under a toast or the Ask Scout button.
test("toasts and the Ask Scout button stay off the essay at desktop widths; at most two toasts, gone on their own", async ({ page, trialApplicant: _ }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/app");
  await addSchool(page, "Wharton");
  await sidebar(page)
    .getByRole("link", { name: /Essay 2: Contribution/ })
    .click();
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill("I organized a lunch club for first-generation students. It grew to forty members.");
  await expect(saveStatus(page)).toHaveText("Saved");

  const launcher = page.getByRole("button", { name: "Ask Scout" });
  expect(overlaps(await boxOf(page, launcher), await boxOf(page, text))).toBe(false);

  // Three answers in a row (each status change answers "Status Updated"): the newest two show, none over the essay.
  const status = page.getByLabel("Status", { exact: true });
  // Each answer's own toast is awaited: the last answer's, with the same words, is still showing.
  for (const value of ["in_progress", "final", "draft"]) {
    await markEarlierToasts(page);
    await status.selectOption(value);
    await expect(toast(page, "Status Updated")).toBeVisible();
  }
  const toasts = page.getByRole("region", { name: "Notifications" }).locator("> div");
  expect(await toasts.count()).toBeLessThanOrEqual(2);
  const essay = await boxOf(page, text);
  for (const toast of await toasts.all()) expect(overlaps(await boxOf(page, toast), essay)).toBe(false);
  await expectAccessible(page);
  // Dismissed on their own.
  await expect(toasts).toHaveCount(0);
});
