import { expect, expectAccessible, test } from "./fixtures";

test("goals typed and left at once are there on return", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app/goals");
  await expectAccessible(page);
  await page.getByLabel("Long-term vision").fill("Make clean power affordable for small manufacturers.");
  await page.getByRole("textbox", { name: "Industry, Short term" }).fill("Energy strategy consulting");
  // Leave before the 500 ms autosave has fired.
  await page
    .getByRole("navigation", { name: "Applications" })
    .getByRole("link", { name: /Resume/ })
    .click();
  await expect(page.getByRole("heading", { name: /Resume/ })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Applications" })
    .getByRole("link", { name: /Goals & Strategy/ })
    .click();
  await expect(page.getByLabel("Long-term vision")).toHaveValue("Make clean power affordable for small manufacturers.");
  await expect(page.getByRole("textbox", { name: "Industry, Short term" })).toHaveValue("Energy strategy consulting");

  await page.getByRole("textbox", { name: "Title, Long term" }).fill("Chief executive");
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Title, Long term" })).toHaveValue("Chief executive");
});

// Get Feedback with unsaved text saves first: tests/e2e/resume.spec.ts.
test("the resume: Save only when changed, and Get Feedback needs some text", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app/resume");
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();
  await page.getByRole("button", { name: "Get Feedback" }).click();
  await expect(page.getByText("Please add some content to your resume before getting feedback.")).toBeVisible();
  await page.getByRole("textbox").fill("Analyst, Northwind Energy (2020-2025)");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Your resume has been saved successfully")).toBeVisible();
  await expect(save).toBeDisabled();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("textbox")).toHaveValue("Analyst, Northwind Energy (2020-2025)");
});

test("the Learning Hub: every card opens something to read, an article or a school's main-essay guide with its sources", async ({
  page,
  trialApplicant: _,
}) => {
  await page.goto("/app/learning");
  await expectAccessible(page);
  // A video with no player is not listed: no card opens "Content Coming Soon".
  await expect(page.getByRole("button", { name: /A mock interview/ })).toHaveCount(0);
  const interview = page.getByRole("region", { name: "Interview" });
  await expect(interview.getByRole("button", { name: "Previous in Interview" })).toBeDisabled();
  await page.getByRole("link", { name: /Editing your draft in three passes/ }).click();
  await expect(page.getByRole("heading", { name: "Pass one: structure" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to the Learning Hub" }).click();
  await page
    .getByRole("region", { name: "Each school's main essay" })
    .getByRole("link", { name: /How to answer Stanford GSB's main essay/ })
    .click();
  await expect(page.getByRole("heading", { name: "What Stanford GSB says it looks for" })).toBeVisible();
  await expect(page.getByRole("link", { name: "gsb.stanford.edu" }).first()).toBeVisible();
  await expectAccessible(page);
});

// The browser tests run with no office hours set up: the page's address says so in one line and
// points to what does work, instead of three cards that each said "not open yet".
test("Office Hours with nothing set up says so once", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app/office-hours");
  await expect(page.getByText("Office hours with a coach are not open yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hot Seat coaching" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Ask Scout" })).toBeVisible();
  await expectAccessible(page);
});

test("@mobile the goals grid and the Learning Hub at 390 px", async ({ page, trialApplicant: _ }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app/goals");
  // A stacked form at this width: one horizon after another, nothing past the screen's edge.
  await page.getByRole("group", { name: "Global" }).getByRole("textbox", { name: "Location" }).fill("Lagos");
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page
    .getByRole("dialog", { name: "Navigation" })
    .getByRole("link", { name: /Learning Hub/ })
    .click();
  await expect(page.getByRole("heading", { name: "Learning Hub" })).toBeVisible();
  await expectAccessible(page);
});
