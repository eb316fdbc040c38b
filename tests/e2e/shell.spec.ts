import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchoolsByRequest } from "./workspace-helpers";

test("a signed-out visitor is sent from /app to the landing page", async ({ page }) => {
  await page.goto("/app");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Your MBA application coach" })).toBeVisible();
  await expectAccessible(page);
});

test("the workspace shell renders for a signed-in applicant", async ({ page, applicant }) => {
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Welcome to Scout" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Applications" });
  await expect(sidebar.getByRole("heading", { name: "Applications" })).toBeVisible();
  for (const item of ["Goals & Strategy", "Resume", "Learning Hub", "Mock Interviews", "Recommendations"]) {
    await expect(sidebar.getByText(item, { exact: true })).toBeVisible();
  }
  // The browser tests run with none of office hours' services set up: not a place to go.
  await expect(sidebar.getByText("Office Hours", { exact: true })).toHaveCount(0);
  for (const card of ["Goals & Strategy", "Add Schools", "Try Voice Coaching", "Start Writing"]) {
    await expect(page.getByRole("main").getByRole("heading", { name: card })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveText(applicant.email.charAt(0));
  await expectAccessible(page);
});

test("the avatar menu works by keyboard and signs out to /", async ({ page, applicant }) => {
  await page.goto("/app");
  const menuButton = page.getByRole("button", { name: "Account menu" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(applicant.email)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByText(applicant.email)).toBeHidden();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/app");
  await expect(page).toHaveURL("/");
});

test("an unknown page is a 404 with a link home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go back home" }).click();
  await expect(page).toHaveURL("/");
  await expectAccessible(page);
});

test("@mobile the navigation drawer opens and closes", async ({ page, applicant: _applicant }) => {
  await page.goto("/app");
  await expect(page.getByRole("navigation", { name: "Applications" })).toBeHidden();
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await expect(drawer.getByText("Goals & Strategy")).toBeVisible();
  await expect(drawer.getByText("Schools & Essays")).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

// The workspace is an app shell: the header and the navigation stay, and only the main column
// scrolls. Nothing in it may stretch the document past the window: on a page taller than the
// window, End (or a flick) scrolled the whole shell away and left a blank screen.
const FIVE_SCHOOLS = ["Harvard Business School", "Wharton", "Columbia", "Kellogg", "Darden"];

async function expectShellFitsWindow(page: Page, path: string) {
  await page.goto(path);
  const header = page.getByRole("banner");
  await expect(header).toBeInViewport();
  const sizes = await page.evaluate(() => ({
    document: { height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth },
    window: { height: window.innerHeight, width: window.innerWidth },
  }));
  expect(sizes.document.height, `${path}: the document is taller than the window`).toBeLessThanOrEqual(sizes.window.height);
  expect(sizes.document.width, `${path}: the document is wider than the window`).toBeLessThanOrEqual(sizes.window.width);
  // End, then the main column read to its end: the header is where it was, nothing blank.
  await page.keyboard.press("End");
  const main = page.locator("main#main");
  // (End may still be moving the column when this asks for its end: asked until it is there.)
  await expect
    .poll(() =>
      main.evaluate((element) => {
        element.scrollTo(0, element.scrollHeight);
        return element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
      }),
    )
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY), `${path}: the document scrolled`).toBe(0);
  expect((await header.boundingBox())!.y).toBe(0);
}

async function essayPath(page: Page) {
  await page.goto("/app");
  const href = await page.locator('main a[href^="/app/essays/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

test("the shell fits the window on the dashboard, an essay and the deadlines: End never scrolls it away", async ({ page, trialApplicant: _, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await addSchoolsByRequest(page, baseURL!, FIVE_SCHOOLS);
  for (const path of ["/app", await essayPath(page), "/app/deadlines"]) await expectShellFitsWindow(page, path);
  await expectAccessible(page);
});

test("@mobile the shell fits a phone's screen on the dashboard, an essay and the deadlines", async ({ page, trialApplicant: _, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addSchoolsByRequest(page, baseURL!, FIVE_SCHOOLS);
  for (const path of ["/app", await essayPath(page), "/app/deadlines"]) await expectShellFitsWindow(page, path);
  await expectAccessible(page);
});
