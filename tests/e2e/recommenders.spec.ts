import { expect, expectAccessible, test } from "./fixtures";
import { addSchool, sidebar } from "./workspace-helpers";

// Recommenders in the browser: one recommender for two schools, the brief written and
// edited, its link opened signed out, and a letter marked submitted on the school's card.

test("a recommender writes for two schools, gets a brief by private link, and a submitted letter shows on the card", async ({
  page,
  trialApplicant,
  browser,
}) => {
  void trialApplicant;
  await page.goto("/app");
  await addSchool(page, "Tuck");
  await addSchool(page, "Stanford GSB");
  const tuckCard = page.getByRole("region", { name: "Tuck", exact: true });
  await expect(tuckCard.getByRole("link", { name: /^Letters: .* \(Tuck\)$/ })).toHaveText("Letters: 2 without a recommender yet (Tuck)");

  await sidebar(page)
    .getByRole("link", { name: /Recommendations/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Recommendations" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name of the new recommender" }).fill("Jo Rivera");
  await page.getByRole("textbox", { name: "E-mail of the new recommender" }).fill("jo.rivera@example.com");
  await page.getByRole("button", { name: "Add recommender" }).click();
  const card = page.getByRole("region", { name: "Jo Rivera", exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText("Supervisor · jo.rivera@example.com")).toBeVisible();

  for (const school of ["Tuck", "Stanford GSB"]) {
    await card.getByRole("combobox", { name: "School Jo Rivera writes for" }).selectOption(school);
    await card.getByRole("button", { name: "Add school for Jo Rivera" }).click();
    await expect(card.getByRole("combobox", { name: `Status of Jo Rivera's letter for ${school}` })).toBeVisible();
  }
  await expect(card.getByText("What Stanford GSB asks recommenders")).toBeVisible();
  await expectAccessible(page);

  // The brief: written by Scout in the background, then edited by the applicant.
  await card.getByRole("button", { name: "Write the brief" }).click();
  const brief = card.getByRole("textbox", { name: "Brief for Jo Rivera (edit before you share it)" });
  await expect(brief).toBeVisible();
  await expect(brief).not.toHaveValue(/I have had the pleasure/);
  await brief.fill("Project Atlas (2024): onboarding cut from 9 to 4 weeks. Tuck asks about leadership; Stanford asks how I compare.");
  await card.getByRole("button", { name: "Save brief" }).click();
  await expect(page.getByText("Links to it show this text.")).toBeVisible();

  await card.getByRole("button", { name: "Make a link" }).click();
  const link = await card.getByTestId("share-url").textContent();
  expect(link).toMatch(/\/shared\/brief\/[A-Za-z0-9_-]{43}$/);
  const stranger = await browser.newContext();
  const signedOut = await stranger.newPage();
  await signedOut.goto(link!);
  await expect(signedOut.getByRole("heading", { level: 1, name: "Brief for Jo Rivera" })).toBeVisible();
  await expect(signedOut.getByText("Project Atlas (2024)")).toBeVisible();
  await expect(signedOut.getByText("jo.rivera@example.com")).toHaveCount(0);
  await expect(signedOut.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(signedOut);
  await stranger.close();

  // The Tuck letter is submitted: the school's card says so.
  await card.getByRole("combobox", { name: "Status of Jo Rivera's letter for Tuck" }).selectOption("submitted");
  await card.getByRole("button", { name: "Save status of Jo Rivera's letter for Tuck" }).click();
  await expect(page.getByText("Tuck: Submitted")).toBeVisible();
  await page.goto("/app");
  await expect(tuckCard.getByRole("link", { name: /^Letters: .* \(Tuck\)$/ })).toHaveText("Letters: 1 submitted, 1 without a recommender yet (Tuck)");
  await expect(tuckCard.getByText("Jo Rivera: Submitted")).toBeVisible();
  await expect(page.getByRole("region", { name: "Stanford GSB", exact: true }).getByText("Jo Rivera: Not asked")).toBeVisible();
});
