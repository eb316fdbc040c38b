import { request as playwrightRequest } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

test.describe("admin: helping a user", () => {
  test("an admin finds a user by e-mail and extends their trial, and the audit log says so", async ({ page, admin, baseURL }) => {
    expect(admin.email).toBeTruthy();
    // Another person on a trial, signed up from a browser of their own.
    const other = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL!, "cf-connecting-ip": `198.51.100.7-${crypto.randomUUID()}` },
    });
    const email = `trial-${crypto.randomUUID()}@example.com`;
    expect((await other.post("/api/auth/sign-up/email", { data: { email, password: "correct-horse-battery", name: "" } })).ok()).toBe(true);
    expect((await other.post("/plans", { form: { intent: "start-trial", plan: "pro" } })).ok()).toBe(true);
    await other.dispose();

    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Search by e-mail").fill(email);
    await page.getByLabel("Search by e-mail").press("Enter");
    await expect(page.getByText(/^1 user matching/)).toBeVisible();
    await page.getByRole("link", { name: email }).click();

    await expect(page.getByRole("heading", { name: email })).toBeVisible();
    await expect(page.getByText("Pro · trial")).toBeVisible();
    await expectAccessible(page);
    const days = page.getByLabel("Extend the trial by (days)");
    // A bad number is refused next to the field.
    await days.fill("0");
    await page.getByRole("button", { name: "Extend trial" }).click();
    // Next to the field, as its description (the same words may also come in a toast).
    await expect(days).toHaveAccessibleDescription(/Extend by at least 1 day\./);
    await expect(days).toHaveAttribute("aria-invalid", "true");
    await days.fill("10");
    await page.getByRole("button", { name: "Extend trial" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Trial Extended" })).toBeVisible();
    // 14 days of trial plus 10: the page shows the new end, and the action is in its history.
    const expected = new Date(Date.now() + 24 * 86_400_000).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
    await expect(page.getByText(expected)).toBeVisible();
    await expect(page.getByText(/trial\.extend by/)).toBeVisible();

    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("cell", { name: "trial.extend" }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("the admin pages are the 404 page for an applicant", async ({ page, applicant }) => {
    expect(applicant.email).toBeTruthy();
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Users" })).toHaveCount(0);
  });
});
