import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchool, addSchoolOnPhone } from "./workspace-helpers";

// Late in the cycle every school has its dates, but Scout has Columbia's only. The card and its
// round picker say what Scout knows and no more: where to check each school's dates, which rounds
// have passed, and what was assumed of a date entered with no time.

const main = (page: Page) => page.getByRole("main");
const schoolCard = (page: Page, school: string) => main(page).getByRole("region", { name: school, exact: true });
const roundPicker = (page: Page, school: string) => schoolCard(page, school).getByLabel(/Round you're applying in/);

async function pickRound(page: Page, school: string, round: string) {
  await roundPicker(page, school).selectOption(round);
  await schoolCard(page, school)
    .getByRole("button", { name: `Save round for ${school}` })
    .click();
}

/** Columbia's picker: nothing chosen for the applicant, R1 marked as passed (Sep 9, 2026), and a web search that says it is one. */
async function expectColumbiaPicker(page: Page) {
  const columbia = schoolCard(page, "Columbia");
  await expect(roundPicker(page, "Columbia").locator("option:checked")).toHaveText("Not decided");
  await expect(roundPicker(page, "Columbia").locator("option")).toHaveText(["Not decided", "R1 (passed Sep 9)", "R2", "R3"]);
  const search = columbia.getByRole("link", { name: "search the web for Columbia's MBA application deadlines (opens in a new tab)" });
  await expect(search).toHaveAttribute("href", "https://duckduckgo.com/?q=Columbia%20MBA%20application%20deadlines");
  await expect(search).toHaveAttribute("target", "_blank");
  await expect(search).toHaveAttribute("rel", "noopener noreferrer");
  await expect(columbia.getByText("Scout has no link to Columbia's own deadlines page:")).toBeVisible();
}

/** Stanford GSB: its own page linked; R2 picked; a date entered with no time, in the zone it starts in (Pacific). */
async function enterStanfordDate(page: Page) {
  const stanford = schoolCard(page, "Stanford GSB");
  await expect(stanford.getByRole("link", { name: "Stanford GSB's deadlines page (opens in a new tab)" })).toHaveAttribute(
    "href",
    "https://www.gsb.stanford.edu/programs/mba/admission/deadlines",
  );
  await pickRound(page, "Stanford GSB", "R2");
  await expect(stanford.getByText("Scout doesn't have Stanford GSB's R2 date for 2026-27. Enter it below from the school's own page.")).toBeVisible();
  await expect(stanford.getByLabel("Time zone")).toHaveValue("America/Los_Angeles");
  await expect(stanford.getByText("Empty if the school gives none: Scout then assumes noon, the earliest time schools commonly close.")).toBeVisible();
  await stanford.getByLabel("Date", { exact: true }).fill("2027-01-07");
  await stanford.getByRole("button", { name: "Save date for Stanford GSB" }).click();
  await expect(roundPicker(page, "Stanford GSB").locator("option:checked")).toHaveText("R2, your date Jan 7");
  // The assumption and whose date it is, each in its own brackets with a space between.
  await expect(stanford.locator("p").filter({ hasText: /^R2 deadline:/ })).toHaveText(
    "R2 deadline: Jan 7, 2027 (time assumed: noon, PT) (your date) · Thu, Jan 7, 2027, 8:00 PM GMT your time",
  );
}

test.describe("on a browser in London", () => {
  test.use({ timezoneId: "Europe/London" });

  test("the card and its round picker say only what Scout knows, at 1280 px", async ({ page, trialApplicant: _ }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/app");
    for (const school of ["Stanford GSB", "Columbia", "Wharton"]) await addSchool(page, school);
    await expectColumbiaPicker(page);
    await enterStanfordDate(page);

    // A round the applicant chose that has passed says so on the card; it no longer leads What to do next.
    await pickRound(page, "Columbia", "R1");
    await expect(schoolCard(page, "Columbia").getByText("2026-27 cycle · R1 deadline Sep 9, 2026 (passed)")).toBeVisible();
    await expect(
      schoolCard(page, "Columbia")
        .locator("p")
        .filter({ hasText: /^R1 deadline \(passed\):/ }),
    ).toContainText("R1 deadline (passed): Sep 9, 2026 (time assumed: noon, ET) (the school's date)");
    const next = main(page).getByRole("region", { name: "What to do next" });
    await expect(next).toContainText("Stanford GSB's R2 deadline (Jan 7, 2027, your date) is the nearest you plan by with work left");

    // What a person sees, kept with the test's output (test-results/) for looking at, not compared.
    await next.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("dashboard-1280.png") });
    await schoolCard(page, "Stanford GSB").evaluate((card) => card.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: testInfo.outputPath("cards-1280.png") });
    await expectAccessible(page);

    // The deadlines page reads the same: the assumed time, whose date, and the passed round, listed last.
    await page.goto("/app/deadlines");
    const planned = page.getByRole("list", { name: "Schools by deadline" });
    await expect(planned.getByRole("heading")).toHaveText(["Stanford GSB · R2", "Columbia · R1"]);
    const item = (heading: string) => planned.getByRole("listitem").filter({ has: page.getByRole("heading", { name: heading }) });
    await expect(item("Stanford GSB · R2")).toContainText("Jan 7, 2027 (time assumed: noon, PT) (your date)");
    await expect(item("Columbia · R1")).toContainText("Deadline passed");
    await expect(item("Columbia · R1")).toContainText(" · passed");
    await page.screenshot({ path: testInfo.outputPath("deadlines-1280.png") });
    await expectAccessible(page);
  });
});

test("@mobile the card and its round picker at 390 px: the school's page, passed rounds and the assumed time fit the screen", async ({
  page,
  trialApplicant: _,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app");
  for (const school of ["Stanford GSB", "Columbia"]) await addSchoolOnPhone(page, school);
  await expectColumbiaPicker(page);
  await expect(schoolCard(page, "Stanford GSB")).toBeVisible();
  const stanford = schoolCard(page, "Stanford GSB");
  await pickRound(page, "Stanford GSB", "R2");
  await expect(stanford.getByLabel("Time zone")).toHaveValue("America/Los_Angeles");
  await stanford.getByLabel("Date", { exact: true }).fill("2027-01-07");
  await stanford.getByRole("button", { name: "Save date for Stanford GSB" }).click();
  await expect(stanford.locator("p").filter({ hasText: /^R2 deadline:/ })).toContainText("R2 deadline: Jan 7, 2027 (time assumed: noon, PT) (your date)");
  for (const card of [stanford, schoolCard(page, "Columbia")]) expect((await card.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const notifications = page.getByRole("region", { name: "Notifications" }).getByRole("button", { name: /^Dismiss notification/ });
  while ((await notifications.count()) > 0) await notifications.first().click();
  for (const school of ["Stanford GSB", "Columbia"]) {
    await schoolCard(page, school).evaluate((card) => card.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: testInfo.outputPath(`${school}-390.png`) });
  }
  await expectAccessible(page);
});
