import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchool, sidebar } from "./workspace-helpers";

// The school's card on the dashboard (/app).
const schoolCard = (page: Page, school: string) => page.getByRole("region", { name: school, exact: true });

test.describe("on a browser set to UTC", () => {
  test.use({ timezoneId: "UTC" });

  test("a deadline reads in the school's zone first, with what was assumed on the card, then the viewer's clock", async ({ page, trialApplicant: _ }) => {
    await page.goto("/app");
    await addSchool(page, "Columbia");
    const card = schoolCard(page, "Columbia");
    await card.getByLabel(/Round you're applying in/).selectOption("R2");
    await card.getByRole("button", { name: "Save round for Columbia" }).click();
    // Scout has no time for Columbia's R2: the card says what Scout assumed (noon, in the school's zone), not only a tooltip.
    await expect(card.getByText("R2 deadline Jan 5, 2027")).toBeVisible();
    await expect(card.getByText("Jan 5, 2027 (time assumed: noon, ET)")).toBeVisible();
    // The viewer's clock comes second, named as theirs: the header and the body agree on the school's date.
    await expect(card.getByText("Tue, Jan 5, 2027, 5:00 PM UTC your time")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("on a browser in London", () => {
  test.use({ timezoneId: "Europe/London" });

  test("a date the applicant entered says so in the round picker, the sidebar and the dashboard; its zone starts as the school's", async ({
    page,
    trialApplicant: _,
  }) => {
    await page.goto("/app");
    await addSchool(page, "Wharton");
    const card = schoolCard(page, "Wharton");
    await card.getByLabel(/Round you're applying in/).selectOption("R2");
    await card.getByRole("button", { name: "Save round for Wharton" }).click();
    // Wharton is read in New York time, whatever the browser's zone.
    await expect(card.getByLabel("Time zone")).toHaveValue("America/New_York");
    await card.getByLabel("Date", { exact: true }).fill("2027-01-07");
    await card.getByRole("button", { name: "Save date for Wharton" }).click();
    await expect(card.getByLabel(/Round you're applying in/).locator("option:checked")).toHaveText("R2, your date Jan 7");
    await expect(card.getByText("R2 deadline Jan 7, 2027 (your date)")).toBeVisible();
    await expect(sidebar(page).getByText("R2 deadline Jan 7, 2027 (your date)")).toBeVisible();
    await expectAccessible(page);
  });
});

test("where a round has no date, the school's own deadlines page is one click away", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await addSchool(page, "Stanford GSB");
  const card = schoolCard(page, "Stanford GSB");
  await card.getByLabel(/Round you're applying in/).selectOption("R2");
  await card.getByRole("button", { name: "Save round for Stanford GSB" }).click();
  await expect(card.getByText("Scout doesn't have Stanford GSB's R2 date for 2026-27. Enter it below from the school's own page.")).toBeVisible();
  await expect(card.getByRole("link", { name: /^Stanford GSB's deadlines page/ })).toHaveAttribute(
    "href",
    "https://www.gsb.stanford.edu/programs/mba/admission/deadlines",
  );
  await expectAccessible(page);
});
