import { expect, expectAccessible, test } from "./fixtures";
import { addSchoolsByRequest } from "./workspace-helpers";

// A plan never sells what this installation does not offer; the browser tests run with no
// office hours set up, as a fresh installation.
test("a trial user sees only what is offered, the trial's own limits, and chooses the plan the trial becomes", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  // With none of its services set up, Office Hours is not a place in the navigation.
  const navigation = page.getByRole("navigation", { name: "Applications" });
  await expect(navigation.getByRole("link", { name: "Deadlines" })).toBeVisible();
  await expect(navigation.getByRole("link", { name: /Office Hours/ })).toHaveCount(0);

  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Legacy" })).toHaveCount(0);
  await expect(page.getByText(/office hours/i)).toHaveCount(0);
  const pro = page.getByRole("region", { name: "Pro" });
  await expect(pro.getByText("Voice with no monthly limit: calls with Scout and mock interviews")).toBeVisible();
  await expect(pro.getByText("During the free trial: 50 messages, 5 voice minutes and 3 essays.")).toBeVisible();
  await expect(pro.getByText("Your trial's plan")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Continue my trial on Essential" }).click();
  await expect(page.getByText(/Your trial continues on Essential/)).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto("/plans");
  await expect(page.getByRole("region", { name: "Essential" }).getByText("Your trial's plan")).toBeVisible();
});

// The page sells what Scout does now, in a grid as wide as its plans (two cards were two thirds of
// a three-column grid), and only what the server gives: Essential's monthly limit is on voice.
test("the plans page lays out the plans it offers and says what every plan includes", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/plans");
  const cards = page.getByRole("main").getByRole("region", { name: /^(Essential|Pro|Legacy)$/ });
  await expect(cards).toHaveCount(2);
  const main = (await page.getByRole("main").boundingBox())!;
  const [essential, pro] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(essential.y).toBe(pro.y);
  // Two halves of a centered grid: neither card leaves a third column's gap on one side.
  for (const card of [essential, pro]) expect(card.width).toBeGreaterThan(main.width * 0.3);
  expect(Math.abs(essential.x - main.x - (main.x + main.width - (pro.x + pro.width)))).toBeLessThan(2);
  await expect(page.getByRole("region", { name: "Essential" }).getByText("5 hours of voice a month: calls with Scout and mock interviews")).toBeVisible();

  const every = page.getByRole("region", { name: "Every plan includes" });
  for (const thing of ["Each school's own questions", "Checks that need no AI", "The authorship report", "The whole application", "Talk it through with Scout"])
    await expect(every.getByRole("heading", { name: thing })).toBeVisible();
  await expect(every).toContainText("mock interviews");
  await expect(every).toContainText("recommenders");
  await expect(every).toContainText("Every plan answers up to 300 AI requests a day");
  await expectAccessible(page);
});

// A cap says what it is before the user spends effort: with 5 schools, Essential (3) says what
// happens to the other two before anyone chooses it: they stay, and adding waits (docs/entitlements.md).
test("choosing Essential with five schools says first what happens to schools 4 and 5", async ({ page, baseURL, trialApplicant: _ }) => {
  await addSchoolsByRequest(page, baseURL!, ["Wharton", "Tuck", "Columbia", "Stanford GSB", "Kellogg"]);
  await page.goto("/plans");
  const essential = page.getByRole("region", { name: "Essential" });
  const words =
    "You have 5 schools; Essential includes 3. All 5 stay, with their essays and deadlines, and you can keep working on every one. You cannot add another school while you have 3 or more.";
  await expect(essential.getByText(words)).toBeVisible();
  // Said above the choice, not after it.
  const note = (await essential.getByText(words).boundingBox())!;
  const choose = (await essential.getByRole("button", { name: "Continue my trial on Essential" }).boundingBox())!;
  expect(note.y + note.height).toBeLessThanOrEqual(choose.y);
  await expect(page.getByRole("region", { name: "Pro" }).getByText(/You have 5 schools/)).toHaveCount(0);
  await expectAccessible(page);

  await essential.getByRole("button", { name: "Continue my trial on Essential" }).click();
  await expect(page.getByText("Your trial continues on Essential")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Applications" }).getByRole("button", { name: /^Kellogg \d+ essays?$/ })).toBeVisible();
});
