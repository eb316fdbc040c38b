import { expect, expectAccessible, test } from "./fixtures";
import { addSchool, sidebar } from "./workspace-helpers";

// The workspace scrolls inside its main column: a page opened from a scrolled one starts at its top.
test("a page opened from a scrolled dashboard starts at its top", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  for (const school of ["Columbia", "Wharton", "Kellogg"]) await addSchool(page, school);
  const main = page.locator("main#main");
  await main.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBeGreaterThan(200);

  await sidebar(page)
    .getByRole("link", { name: /Deadlines/ })
    .click();
  await expect(page.getByRole("heading", { name: "Deadlines", level: 1 })).toBeInViewport();
  expect(await main.evaluate((element) => element.scrollTop)).toBe(0);
  await expectAccessible(page);

  await sidebar(page)
    .getByRole("link", { name: /Goals & Strategy/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeInViewport();
  expect(await main.evaluate((element) => element.scrollTop)).toBe(0);
});
