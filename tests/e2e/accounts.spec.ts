import { expect, expectAccessible, test } from "./fixtures";

const password = "correct-horse-battery";
// At most two toasts at once (app/components/ui/toast.tsx), so none reaches up into the page.
const MAX_TOASTS = 2;

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
  await page.getByLabel("First name (optional)").fill("Noor");
  await page.getByLabel("Password").fill(password);
  // The rules show before anything is sent.
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription("At least 8 characters.");
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
  await expect(page).toHaveURL("/app");
  await expect(page.getByText("14 days left in trial")).toBeVisible();
  // The first name given at sign-up, not the e-mail, makes the avatar.
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveText("N");
});

test("the existence check says Account exists on blur", async ({ page, applicant }) => {
  await page.context().clearCookies();
  await page.goto("/signup/password");
  await page.getByLabel("Email").fill(applicant.email);
  await page.getByLabel("Password").focus();
  await expect(page.getByText("Looks like you already have an account, enter your password to sign in")).toBeVisible();
});

// Creating an account is no place to recover a password: the link shows only once the e-mail is
// known to have one (the check on blur, or a sign-in refused by its password).
test("the create-account form offers Forgot password? only for an e-mail that has an account", async ({ page, applicant }) => {
  await page.context().clearCookies();
  await page.goto("/signup/password");
  const forgot = page.getByRole("link", { name: "Forgot password?" });
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(forgot).toHaveCount(0);
  await page.getByLabel("Email").fill(`new-${crypto.randomUUID()}@example.com`);
  const checked = page.waitForResponse((response) => response.url().endsWith("/signup/check-email"));
  await page.getByLabel("Password").focus();
  await checked;
  await expect(forgot).toHaveCount(0);

  await page.getByLabel("Email").fill(applicant.email);
  await page.getByLabel("Password").focus();
  await expect(page.getByText("Looks like you already have an account, enter your password to sign in")).toBeVisible();
  await expect(forgot).toBeVisible();

  await page.goto("/signup/password");
  await page.getByLabel("Email").fill(applicant.email);
  await page.getByLabel("Password").fill("not-the-password-at-all");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Sign-in failed")).toBeVisible();
  await expect(forgot).toBeVisible();
  await expectAccessible(page);
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
  // Success is the action's redirect (the action counts the sign-in: tests/integration/account/auth-modal.test.ts).
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  // No plan yet: the plans page.
  await expect(page).toHaveURL("/plans");
});

test("Delete Account asks first, then removes the account and signs out", async ({ page, applicant }) => {
  // Not next to Sign out any more: it lives on the account page.
  await page.goto("/app");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("button", { name: "Delete Account" })).toHaveCount(0);
  await page.getByRole("link", { name: "Account & Billing" }).click();
  await expect(page).toHaveURL("/account");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Account" });
  await expect(dialog).toContainText("Are you sure you want to delete your account? This action cannot be undone and will permanently delete all your data.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Welcome to Scout" })).toBeVisible();

  await page.goto("/account");
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

test("sign-up names a password that is too short under the password, not in a toast", async ({ page }) => {
  await page.context().clearCookies();
  await page.goto("/signup/password");
  await page.getByLabel("Email").fill(`applicant-${crypto.randomUUID()}@example.com`);
  const field = page.getByLabel("Password");
  await field.fill("short");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Password must be at least 8 characters/);
  await expect(page.getByRole("alert").filter({ hasText: "Error creating account" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/signup\/password/);
  await expectAccessible(page);
});

test("the sign-in modal opens on its e-mail field; sign-up shows the password rules before anything is sent", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await dialog.getByRole("button", { name: "Sign up" }).click();
  const signUp = page.getByRole("dialog", { name: "Create Account" });
  await expect(signUp.getByLabel("Password")).toHaveAccessibleDescription("At least 8 characters.");
  await expectAccessible(page);
  // Closed and opened again: the e-mail field has the focus again.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog.getByLabel("Email")).toBeFocused();
});

test("Forgot password? → the e-mail in the outbox → a new password → signed in with it", async ({ page, baseURL }) => {
  const email = `reset-${crypto.randomUUID()}@example.com`;
  const newPassword = "a-brand-new-password";
  // Made from another address, so that only the reset and the sign-in count against this client.
  const created = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password, name: "" },
    headers: { origin: baseURL!, "cf-connecting-ip": `198.51.100.251-${crypto.randomUUID().slice(0, 8)}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.context().clearCookies();

  await page.goto("/");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("dialog", { name: "Sign In" }).getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that e-mail, we've sent a link to reset your password.")).toBeFocused();
  await expectAccessible(page);

  await page.goto("/dev/outbox");
  await page.getByRole("listitem").filter({ hasText: email }).filter({ hasText: "Reset your Scout password" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/reset-password\?token=\w+$/);
  const field = page.getByLabel("New password");
  // The rules show before anything is sent.
  await expect(field).toHaveAccessibleDescription("At least 8 characters.");
  await expectAccessible(page);
  await field.fill("short");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Password must be at least 8 characters At least 8 characters.");
  await expectAccessible(page);
  await field.fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();

  // The toast carried by the redirect shows on the page it was meant for, where sign-in opens.
  await expect(page).toHaveURL("/?sign-in");
  await expect(page.getByText("Sign in with your new password.")).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(newPassword);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/plans");
  // The action's redirect carried the welcome: the next page shows it.
  await expect(page.getByText("Welcome back!")).toBeVisible();

  // The link worked once.
  await page.goto("/dev/outbox");
  await page.getByRole("listitem").filter({ hasText: email }).filter({ hasText: "Reset your Scout password" }).getByRole("link").click();
  await expect(page.getByRole("heading", { name: "This reset link no longer works" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL("/forgot-password");
});

test("Change password in /account: a wrong current password shows by its field, then the change succeeds", async ({ page, applicant }) => {
  await page.goto("/account");
  const current = page.getByLabel("Current password");
  const next = page.getByLabel("New password");
  await expect(next).toHaveAccessibleDescription("At least 8 characters.");
  await expectAccessible(page);
  await current.fill("not-my-password");
  await next.fill("a-brand-new-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription("Your current password is incorrect.");
  await expect(page.getByRole("alert").filter({ hasText: "Password Not Changed" })).toHaveCount(0);
  await current.fill(applicant.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password Changed")).toBeVisible();
  await expect(current).toHaveValue("");
  // Still signed in on this device: its session was renewed with the change.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Account & Billing" })).toBeVisible();
});

test("Deadline reminders in /account: turned off with a toast, then back on", async ({ page, applicant }) => {
  await page.goto("/account");
  await expect(page.getByText(applicant.email)).toBeVisible();
  const setting = page.getByRole("region", { name: "Deadline reminders by e-mail" });
  await expect(setting.getByRole("status")).toContainText("On:");
  // The same setting covers the recommendation letters' reminders, and says so.
  await expect(setting.getByRole("status")).toContainText("14, 7 and 2 days before each recommendation letter is due");
  await setting.getByRole("button", { name: "Turn off deadline reminders" }).click();
  await expect(page.getByText("Deadline Reminders Off")).toBeVisible();
  await expect(setting.getByRole("status")).toContainText("Off:");
  await expectAccessible(page);
  await setting.getByRole("button", { name: "Turn on deadline reminders" }).click();
  await expect(setting.getByRole("status")).toContainText("On:");
});

test("toasts: two at most, and the last page's go when another page opens", async ({ page, applicant }) => {
  await page.context().clearCookies();
  await page.goto("/signup/password");
  const email = page.getByLabel("Email");
  await email.fill(applicant.email);
  // Each blur checks the e-mail, and each check says "Account exists".
  const existing = page.getByRole("status").filter({ hasText: "Account exists" });
  for (let shown = 1; shown <= 3; shown++) {
    await email.focus();
    const checked = page.waitForResponse((response) => response.url().endsWith("/signup/check-email"));
    await page.getByLabel("Password").focus();
    await checked;
    await expect(existing).toHaveCount(Math.min(shown, MAX_TOASTS));
  }
  // The third pushed out the first: two, not three.
  await expect(existing).toHaveCount(MAX_TOASTS);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(`/forgot-password?email=${encodeURIComponent(applicant.email)}`);
  await expect(existing).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveValue(applicant.email);
});
