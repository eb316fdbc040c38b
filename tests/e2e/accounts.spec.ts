import { expect, expectAccessible, test } from "./fixtures";

const password = "correct-horse-battery";

test("Get Started → sign-up → verify through the outbox → plans → trial → workspace", async ({ page }) => {
  const email = `journey-${crypto.randomUUID()}@example.com`;
  await page.goto("/");
  await expectAccessible(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Email").press("Enter");
  await expect(page).toHaveURL(`/signup/password?email=${encodeURIComponent(email)}`);
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel("Password").fill("   ");
  await expect(continueButton).toBeDisabled();
  await page.getByLabel("Password").fill(password);
  await expectAccessible(page);
  await page.getByLabel("Password").press("Enter");

  await expect(page).toHaveURL(/\/signup\/verify\?email=/);
  await expect(page.getByText("Account created")).toBeVisible();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Resend verification e-mail" }).click();
  await expect(page.getByText("Verification Email Sent")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/dev/outbox");
  await page.getByRole("listitem").filter({ hasText: email }).first().getByRole("link").click();
  await expect(page).toHaveURL(`/plans?email=${encodeURIComponent(email)}&verified=true`);
  await expect(page.getByText(`Your e-mail ${email} is verified.`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Start free trial of Pro" }).click();
  await expect(page.getByText("Trial Started")).toBeVisible();
  await expect(page).toHaveURL("/app", { timeout: 5_000 });
  await expect(page.getByText("14 days left in trial")).toBeVisible();
});

test("the existence check says Account exists on blur", async ({ page, applicant }) => {
  await page.context().clearCookies();
  await page.goto("/signup/password");
  await page.getByLabel("Email").fill(applicant.email);
  await page.getByLabel("Password").focus();
  await expect(page.getByText("Looks like you already have an account, enter your password to sign in")).toBeVisible();
});

test("signing in with a wrong password shows the error toast", async ({ page, applicant }) => {
  await page.context().clearCookies();
  await page.goto("/");
  await page.getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Email").fill(applicant.email);
  await dialog.getByLabel("Password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sign In Error" })).toContainText("Invalid email or password");
});

test("signing in through the modal goes to the plans, then the modal resets", async ({ page, applicant }) => {
  await page.context().clearCookies();
  await page.goto("/");
  await page.getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await dialog.getByLabel("Email").fill(applicant.email);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog.getByLabel("Email")).toHaveValue("");
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("dialog", { name: "Create Account" }).getByRole("checkbox")).toBeChecked();
  await page.getByRole("dialog", { name: "Create Account" }).getByRole("button", { name: "Sign in" }).click();
  await dialog.getByLabel("Email").fill(applicant.email);
  await dialog.getByLabel("Password").fill(applicant.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  // No plan yet: the plans page.
  await expect(page).toHaveURL("/plans");
});

test("Delete Account asks first, then removes the account and signs out", async ({ page, applicant }) => {
  await page.goto("/app");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Account" });
  await expect(dialog).toContainText("Are you sure you want to delete your account? This action cannot be undone and will permanently delete all your data.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Welcome to Scout" })).toBeVisible();

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Delete Account" }).click();
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Your account has been successfully deleted.")).toBeVisible();
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: applicant,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signIn.status()).toBe(401);
});

test("the static pages are accessible", async ({ page }) => {
  for (const path of ["/terms", "/privacy", "/support"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});

test("a form's problem shows next to its field, before anything is sent", async ({ page }) => {
  await page.context().clearCookies();
  await page.goto("/");
  await page.getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  const email = dialog.getByLabel("Email");
  await email.fill("no-at-sign");
  await email.blur();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  await dialog.getByLabel("Password").fill("whatever-it-is");
  await dialog.getByRole("button", { name: "Sign In" }).click();
  // Refused in the browser: no answer came back, so no toast.
  await expect(page.getByRole("alert").filter({ hasText: "Sign In Error" })).toHaveCount(0);
  await expectAccessible(page);
  // Correcting it clears the message as the user types.
  await email.fill("applicant@example.com");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
});
