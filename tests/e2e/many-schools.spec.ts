import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchool, sidebar } from "./workspace-helpers";

// An applicant with many schools: the sidebar opens only the school being worked on (the
// others show their progress, deadline and essay count), and the dashboard's cards below the
// first screen render their round pickers as they come into view.
const main = (page: Page) => page.getByRole("main");
const schoolToggle = (page: Page, school: string) => sidebar(page).getByRole("button", { name: new RegExp(`^${school} \\d+ essays?$`) });

test("with five schools the sidebar opens the school being worked on, and every card's round picker is there when scrolled to", async ({
  page,
  trialApplicant: _,
}) => {
  await page.goto("/app");
  for (const school of ["Wharton", "Tuck", "Columbia", "Stanford GSB", "Kellogg"]) await addSchool(page, school);

  // On the dashboard no essay is open: every school folded, each with its count and progress.
  await expect(schoolToggle(page, "Wharton")).toHaveAttribute("aria-expanded", "false");
  await expect(schoolToggle(page, "Kellogg")).toHaveAttribute("aria-expanded", "false");
  await expect(sidebar(page).getByRole("progressbar", { name: "Tuck progress" })).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: /Essay 1: Why MBA/ })).toHaveCount(0);

  // Unfolded by keyboard, a school's essays are there to open.
  await schoolToggle(page, "Tuck").focus();
  await page.keyboard.press("Enter");
  await expect(schoolToggle(page, "Tuck")).toHaveAttribute("aria-expanded", "true");
  await sidebar(page)
    .getByRole("link", { name: /Essay 1: Why MBA/ })
    .click();
  // The essay's page may take long to come on a busy machine: the URL is waited for within the
  // test's time, then the text box within an expectation's.
  await page.waitForURL(/\/app\/essays\//);
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toBeVisible();

  // Opening an essay of another school from the dashboard opens that school in the sidebar.
  await page.goto("/app");
  const kellogg = main(page).getByRole("region", { name: "Kellogg" });
  await kellogg.locator('a[href^="/app/essays/"]').first().click();
  await page.waitForURL(/\/app\/essays\//);
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toBeVisible();
  await expect(schoolToggle(page, "Kellogg")).toHaveAttribute("aria-expanded", "true");
  await expect(schoolToggle(page, "Wharton")).toHaveAttribute("aria-expanded", "false");
  await expectAccessible(page);

  // The fifth card is below the first screen: its round picker is rendered as it scrolls into view.
  await page.goto("/app");
  await kellogg.scrollIntoViewIfNeeded();
  await expect(kellogg.getByLabel(/Round you're applying in/)).toBeVisible();
  await expectAccessible(page);
});
