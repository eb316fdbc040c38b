import { FAKE_PORTS } from "../fakes/ports";
import { type Page, expect, expectAccessible, test } from "./fixtures";

// Sign-in with Google, end to end in Chromium: Scout's button, better-auth's redirect, the Google
// fake's consent screen (tests/fakes/google.ts: Google's paths, its checks, an RS256 ID token under
// its published keys), the callback and the page each outcome lands on.
const GOOGLE = `http://127.0.0.1:${FAKE_PORTS.e2eGoogle}`;
const password = "correct-horse-battery";

type GoogleAccount = { email: string; name?: string; verified?: boolean };

/** From the landing page's Sign In dialog to Google's consent screen, then Continue or Cancel. */
async function continueWithGoogle(page: Page, account: GoogleAccount, decision: "Continue" | "Cancel" = "Continue") {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("dialog", { name: "Sign In" }).getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(new RegExp(`^${GOOGLE}/o/oauth2/v2/auth\\?`));
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Name").fill(account.name ?? "Noor Haddad");
  if (account.verified === false) await page.getByLabel("Google has verified this e-mail").uncheck();
  await page.getByRole("button", { name: decision }).click();
}

async function startTrial(page: Page) {
  await page.getByRole("button", { name: "Start free trial of Pro" }).click();
  await expect(page).toHaveURL("/app");
  await expect(page.getByText("14 days left in trial")).toBeVisible();
}

async function signOut(page: Page) {
  const signOutButton = page.getByRole("button", { name: "Sign out" });
  // The menu opens once the page's script has taken over: a click before that does nothing.
  await expect(async () => {
    if (!(await signOutButton.isVisible())) await page.getByRole("button", { name: "Account menu" }).click();
    await expect(signOutButton).toBeVisible();
  }).toPass();
  await signOutButton.click();
  await expect(page).toHaveURL("/");
}

async function expectSignedOut(page: Page) {
  await page.goto("/app");
  await expect(page).toHaveURL("/");
}

async function accountExists(page: Page, baseURL: string, email: string) {
  const response = await page.request.post("/signup/check-email", { form: { email }, headers: { origin: baseURL } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { exists: boolean }).exists;
}

const newEmail = (label: string) => `${label}-${crypto.randomUUID()}@gmail.com`;

test("a new Google user is signed in, chooses a plan and lands in the workspace on the trial", async ({ page }) => {
  await continueWithGoogle(page, { email: newEmail("google-new"), name: "Noor Haddad" });
  // A new account, as after sign-up: the plans first (Google has verified the address).
  await expect(page).toHaveURL("/plans");
  await expect(page.getByText("Account Created!")).toBeVisible();
  await expectAccessible(page);
  await startTrial(page);
  // Google's name, not the e-mail, makes the avatar.
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveText("N");
});

test("a returning Google user signs in to the same account", async ({ page }) => {
  const email = newEmail("google-back");
  await continueWithGoogle(page, { email });
  await expect(page).toHaveURL("/plans");
  await startTrial(page);
  await signOut(page);

  await continueWithGoogle(page, { email });
  // The trial started the first time is this account's: straight to the workspace.
  await expect(page).toHaveURL("/app");
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByText("14 days left in trial")).toBeVisible();
});

test("Google joins a password account whose e-mail is verified, and the password still works", async ({ page, baseURL }) => {
  const email = newEmail("google-join");
  const created = await page.request.post("/api/auth/sign-up/email", { data: { email, password, name: "Sam" }, headers: { origin: baseURL! } });
  expect(created.ok(), await created.text()).toBe(true);
  // Verified through the link in the outbox (it signs in and lands on the workspace), then a trial.
  await page.goto("/dev/outbox");
  await page.getByRole("listitem").filter({ hasText: email }).first().getByRole("link").click();
  await expect(page).toHaveURL("/app");
  await page.goto("/plans");
  await startTrial(page);
  await signOut(page);

  await continueWithGoogle(page, { email, name: "Sam Rivera" });
  await expect(page).toHaveURL("/app");
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByText("14 days left in trial")).toBeVisible();
  // The name given at sign-up stays: joining Google changes nothing of the account's.
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveText("S");
  await signOut(page);
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { origin: baseURL! } });
  expect(signIn.status()).toBe(200);
});

test("Google is refused for a password account whose e-mail was never verified; the password still signs in", async ({ page, baseURL }) => {
  const email = newEmail("google-unverified-account");
  const created = await page.request.post("/api/auth/sign-up/email", { data: { email, password, name: "" }, headers: { origin: baseURL! } });
  expect(created.ok(), await created.text()).toBe(true);
  await page.context().clearCookies();

  await continueWithGoogle(page, { email });
  await expect(page).toHaveURL("/auth?error=account_not_linked");
  await expect(page.getByRole("alert").filter({ hasText: "Google Sign-In Error" })).toContainText(
    "There is already a Scout account with this e-mail. Sign in with its password.",
  );
  await expectAccessible(page);
  await expectSignedOut(page);

  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/plans");
  await expect(page.getByText("Welcome back!")).toBeVisible();
});

test("declining on Google's consent screen comes back to a clear message, signed out", async ({ page, baseURL }) => {
  const email = newEmail("google-declined");
  await continueWithGoogle(page, { email }, "Cancel");
  await expect(page).toHaveURL("/auth?error=access_denied");
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  const notice = page.getByRole("alert").filter({ hasText: "Google Sign-In Canceled" });
  await expect(notice).toContainText("Google Sign-In Canceled");
  await expect(notice).toContainText("You didn't allow Scout to use your Google account, so nothing was shared.");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expectAccessible(page);
  await expectSignedOut(page);
  expect(await accountExists(page, baseURL!, email)).toBe(false);
});

test("an address Google has not verified makes no account", async ({ page, baseURL }) => {
  const email = newEmail("google-unverified-address");
  await continueWithGoogle(page, { email, verified: false });
  await expect(page).toHaveURL(/\/auth\?error=google_email_not_verified(&|$)/);
  await expect(page.getByRole("alert").filter({ hasText: "Google Sign-In Error" })).toContainText(
    "Google hasn't verified this e-mail address, so Scout can't use it for your account.",
  );
  await expectSignedOut(page);
  expect(await accountExists(page, baseURL!, email)).toBe(false);
});
