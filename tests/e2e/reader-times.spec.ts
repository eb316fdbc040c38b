import { type Page, expect, expectAccessible, test } from "./fixtures";
import { openFirstTuckEssay, saveStatus } from "./workspace-helpers";

// Every time a screen shows is in the reader's own time zone, named, through one component
// (app/components/ui/reader-time.tsx): the authorship report said its versions in New York time and
// its share link in UTC, and the account page its archive in UTC and support access unnamed.
test.use({ timezoneId: "America/New_York" });

async function expectReadersTimesOnly(page: Page) {
  const main = page.getByRole("main");
  const times = main.locator("time");
  await expect(times.first()).toContainText("(America/New_York)");
  for (const text of await times.allTextContents()) expect(text).toMatch(/\(America\/New_York\)$/);
  expect(await main.innerText()).not.toMatch(/\bUTC\b/);
}

test("the authorship report and its share link say their times in the reader's zone", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  await page.getByRole("textbox", { name: /Essay text/ }).fill("My grandmother ran a shop where I learned to listen.");
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  await page.getByRole("link", { name: "Authorship report" }).click();
  await page.getByRole("button", { name: "Make a private link" }).click();
  await expect(page.getByText(/^Link made /)).toBeVisible();
  await expectReadersTimesOnly(page);
  // The link's own line and button name its days (made, open until), as dates.
  await expect(page.getByRole("button", { name: /^Revoke the link made [A-Z][a-z]{2} \d{1,2}, \d{4}$/ })).toBeVisible();
  await expectAccessible(page);
});

test("the account page says its archive's and support access's times in the reader's zone", async ({ page, trialApplicant: _ }) => {
  await page.goto("/account");
  await page.getByRole("button", { name: "Let support read my essays" }).click();
  // On the page (its toast says the same words for a moment).
  await expect(page.getByRole("main").getByText(/Scout support can read your essays until/)).toBeVisible();
  await page.getByRole("button", { name: "Prepare my archive" }).click();
  await expect(page.getByRole("list", { name: "Your archives" }).getByText(/^Asked for /)).toBeVisible();
  await expectReadersTimesOnly(page);
  await expectAccessible(page);
});
