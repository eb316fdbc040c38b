import type { Browser } from "@playwright/test";
import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addAgreedRecommender, addSchoolsByRequest, openFirstTuckEssay, saveStatus } from "./workspace-helpers";

// The pages a link opens for someone else (an admissions reader, a recommender) are read on a
// phone as often as not, by someone who has no account: signed out, at 390 x 844, each reads from
// its heading down with nothing past the screen's right edge.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function openSignedOutOnPhone(browser: Browser, link: string) {
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await phone.goto(link);
  return { phone, close: () => context.close() };
}

async function expectReadableOnPhone(phone: Page, heading: string | RegExp) {
  const h1 = phone.getByRole("heading", { level: 1, name: heading });
  await expect(h1).toBeVisible();
  // The heading is on the first screen, and nothing is wider than the screen.
  expect((await h1.boundingBox())!.y).toBeLessThan(844 / 2);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(phone.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  await expectAccessible(phone);
}

test("the shared authorship report reads on a phone, signed out", async ({ page, trialApplicant: _, browser }) => {
  await openFirstTuckEssay(page);
  const text =
    "My grandmother ran a shop where I learned to listen. Customers came for flour and stayed for advice, and I learned that the quiet ones often had the best ideas for the shelves.";
  await page.getByRole("textbox", { name: /Essay text/ }).fill(text);
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  await page.getByRole("link", { name: "Authorship report" }).click();
  await page.getByRole("button", { name: "Make a private link" }).click();
  const link = await page.getByRole("textbox", { name: "Your new link (shown once)" }).inputValue();

  const { phone, close } = await openSignedOutOnPhone(browser, link);
  await expectReadableOnPhone(phone, /^Authorship report: Essay 1: Why MBA/);
  const essay = phone.getByText(text);
  await expect(essay).toBeVisible();
  // The essay wraps within the screen rather than running off it.
  const box = (await essay.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await close();
});

test("the shared recommender brief reads on a phone, signed out", async ({ page, trialApplicant: _, browser, baseURL }) => {
  await addSchoolsByRequest(page, baseURL!, ["Tuck"]);
  await addAgreedRecommender(page, "Tuck");
  const card = page.getByRole("region", { name: "Jo Rivera", exact: true });
  await card.getByRole("button", { name: "Write the brief" }).click();
  const brief = card.getByRole("textbox", { name: "Brief for Jo Rivera (edit before you share it)" });
  await expect(brief).toBeVisible({ timeout: 20_000 });
  const words = "Project Atlas (2024): onboarding cut from 9 to 4 weeks across three regional teams. Tuck asks about leadership: the Lisbon launch.";
  await brief.fill(words);
  await card.getByRole("button", { name: "Save brief" }).click();
  await expect(page.getByText("Links to it show this text.")).toBeVisible();
  await card.getByRole("button", { name: "Make a link" }).click();
  const link = (await card.getByTestId("share-url").textContent())!;

  const { phone, close } = await openSignedOutOnPhone(browser, link);
  await expectReadableOnPhone(phone, "Brief for Jo Rivera");
  await expect(phone.getByText("Project Atlas (2024)")).toBeVisible();
  await close();
});
