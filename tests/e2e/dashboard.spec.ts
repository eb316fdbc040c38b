import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addAgreedRecommender, addSchool, addSchoolOnPhone, sidebar } from "./workspace-helpers";

// The /app home once a school is added: the school, each essay's words against its limit, and
// the next step.
const main = (page: Page) => page.getByRole("main");

test("with a school and some words, /app shows the school, the words against the limit and the next step", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await expect(main(page).getByRole("heading", { level: 1, name: "Welcome to Scout" })).toBeVisible();
  await addSchool(page, "Wharton");
  // The home grows as soon as the school is there.
  await expect(main(page).getByRole("heading", { level: 1, name: "Your applications" })).toBeVisible();
  const wharton = main(page).getByRole("region", { name: "Wharton" });
  await expect(wharton.getByText("0 / 350 words")).toBeVisible();
  await expect(wharton.getByText("Not started")).toHaveCount(5);
  // Optional essays count once started.
  await expect(wharton.getByText("Optional: counts toward progress once you start it")).toHaveCount(2);

  await sidebar(page)
    .getByRole("link", { name: /Essay 2: Contribution/ })
    .click();
  await page.getByRole("textbox", { name: /Essay text/ }).fill("I organized a lunch club for first-generation students. It grew to forty members.");
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Essay Saved")).toBeVisible();

  await page.goto("/app");
  await expect(wharton.getByText("13 / 350 words")).toBeVisible();
  const written = wharton.getByRole("listitem").filter({ hasText: "Essay 2: Contribution" });
  await expect(written.getByText("Draft", { exact: true })).toBeVisible();
  await expect(written.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "4");
  await expect(wharton.getByRole("progressbar", { name: "Wharton progress" })).toHaveAttribute("aria-valuenow", "1");
  // The sidebar tells the written essay from the untouched ones too.
  await expect(sidebar(page).getByRole("link", { name: /Essay 2: Contribution/ })).toContainText("Draft");
  await expect(sidebar(page).getByRole("link", { name: /Essay 1a/ })).toContainText("Not started");

  // No deadline ahead is known (the catalogue's cycle has passed): what takes others' time comes
  // first (Wharton's letter, then the test score and transcripts, marked from the card), then
  // the least done essay, first listed when tied.
  const next = main(page).getByRole("region", { name: "What to do next" });
  await expect(next).toContainText("Find a recommender for a letter");
  await addAgreedRecommender(page, "Wharton");
  await page.goto("/app");
  for (const item of ["Test score", "Transcripts"]) {
    await next.getByRole("button", { name: `Not needed: ${item}, Wharton` }).click();
    await expect(next).not.toContainText(item);
  }
  await expect(next).toContainText("Essay 1a: Immediate post-MBA goal");
  await expect(next).toContainText("0 / 50 words");

  // The rule is a disclosure, opened by keyboard.
  await main(page).locator("summary", { hasText: "How progress is counted" }).focus();
  await page.keyboard.press("Enter");
  await expect(main(page).getByText(/up to 90%/)).toBeVisible();
  await expectAccessible(page);

  await next.getByRole("link", { name: /^Start writing: Essay 1a/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Essay 1a: Immediate post-MBA goal");
});

test("a save is one request: the sidebar takes the essay's new state and the school's progress from its answer", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await addSchool(page, "Wharton");
  const essayLink = sidebar(page).getByRole("link", { name: /Essay 2: Contribution/ });
  await expect(essayLink).toContainText("Not started");
  // Opened by its address: this test is about the save. (A click on this link right after the
  // school was added once stayed on the dashboard in CI: not explained yet.)
  await page.goto((await essayLink.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Essay 2: Contribution");
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith(".data")) dataRequests.push(`${request.method()} ${path}`);
  });

  await page.getByRole("textbox", { name: /Essay text/ }).fill("I organized a lunch club for first-generation students. It grew to forty members.");
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Essay Saved")).toBeVisible();
  await expect(essayLink).toContainText("Draft");
  await expect(sidebar(page).getByRole("progressbar", { name: "Wharton progress" })).toHaveAttribute("aria-valuenow", "1");
  expect(dataRequests).toEqual([`POST ${new URL(page.url()).pathname}.data`]);
});

test("@mobile the dashboard at 390 px: stacked cards, nothing wider than the screen", async ({ page, trialApplicant: _ }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app");
  await addSchoolOnPhone(page, "Tuck");

  await expect(main(page).getByRole("heading", { level: 1, name: "Your applications" })).toBeVisible();
  const next = main(page).getByRole("region", { name: "What to do next" });
  const tuck = main(page).getByRole("region", { name: "Tuck" });
  await expect(tuck.getByText("0 / 2,000 characters").first()).toBeVisible();
  const [nextBox, tuckBox] = [await next.boundingBox(), await tuck.boundingBox()];
  expect(tuckBox!.y).toBeGreaterThanOrEqual(nextBox!.y + nextBox!.height);
  expect(tuckBox!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // Tuck's letters come first: the way to the recommenders, with a thumb.
  await expect(next).toContainText("Find a recommender for a letter");
  await next.getByRole("link", { name: /^Open Recommendations/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recommendations" })).toBeVisible();
});
