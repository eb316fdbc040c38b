import { expect, expectAccessible, test } from "./fixtures";

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
  for (const item of ["Goals & Strategy", "Resume", "Learning Hub", "Office Hours", "Mock Interviews", "Recommendations"]) {
    await expect(sidebar.getByText(item, { exact: true })).toBeVisible();
  }
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
