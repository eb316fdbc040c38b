import { expect, test } from "./fixtures";

// The pages that need no framework ship none and work with JavaScript turned off: plain
// forms posting to their actions, toasts and problems rendered by the server.

const password = "correct-horse-battery";

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("Get Started → sign-up → verify through the outbox → plans → trial; then signed out and in again", async ({ page }) => {
    const email = `no-js-${crypto.randomUUID()}@example.com`;
    await page.goto("/");
    // The landing page sends no module script: no React, no React Router, no Remix.
    await expect(page.locator("script[type=module], script[src]")).toHaveCount(0);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Get Started" }).click();
    await expect(page).toHaveURL(`/signup/password?email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel("Email")).toHaveValue(email);

    // Nothing checks in the browser: the action's problem comes back by its field.
    const field = page.getByLabel("Password");
    await field.fill("short");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("First name (optional)").fill("Noor");
    await field.fill(password);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/signup\/verify\?email=/);
    await expect(page.getByRole("status").filter({ hasText: "Account created" })).toBeVisible();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await page.getByRole("button", { name: "Resend verification e-mail" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Verification Email Sent" })).toBeVisible();
    await page.getByRole("link", { name: "Skip for now" }).click();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();

    await page.goto("/dev/outbox");
    await page.getByRole("listitem").filter({ hasText: email }).first().getByRole("link").click();
    await expect(page).toHaveURL(`/plans?email=${encodeURIComponent(email)}&verified=true`);
    await expect(page.getByText(`Your e-mail ${email} is verified.`)).toBeVisible();
    // The browser tests run without Stripe: the trial's button is a plain form too.
    await page.getByRole("button", { name: "Start free trial of Pro" }).click();
    await expect(page).toHaveURL("/app");

    // Signed out, then in again through the sign-in page (the dialog's way without a script).
    await page.context().clearCookies();
    await page.goto("/");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth\??$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Sign In Error" })).toContainText("Invalid email or password");
    // The e-mail stays; the password is never sent back.
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Password")).toHaveValue("");
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/app");
  });

  test("a new account from the sign-in page's sign-up, and the static pages", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
    await page.getByLabel("Email").fill(`no-js-${crypto.randomUUID()}@example.com`);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    // A new account has no plan yet: it goes to choose one.
    await expect(page).toHaveURL("/plans");

    for (const path of ["/terms", "/privacy", "/support"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("script[type=module], script[src]")).toHaveCount(0);
    }
  });
});

test("a page without a framework that the browser's router reaches anyway loads itself as a document", async ({ page }) => {
  await page.goto("/plans");
  await expect(page.locator("script[type=module]").first()).toBeAttached();
  // What a link or redirect that is not a document load would do (app/lib/no-framework.ts).
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate("/terms"));
  await expect(page).toHaveURL("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.locator("script[type=module]")).toHaveCount(0);
});
