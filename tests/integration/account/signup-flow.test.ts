import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, subscriptions, user } from "../../../db/schema";
import { cookiesOf, db, pageAfter, postForm, request, signUp, uniqueEmail, uniqueIp } from "../helpers";

describe("sign-up step 1: /signup/password", () => {
  it("registers, signs in and goes to step 2 with a toast", async () => {
    const email = uniqueEmail();
    const response = await postForm("/signup/password", { email, password: "correct-horse-battery" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/signup/verify?email=${encodeURIComponent(email)}`);
    const cookie = cookiesOf(response);
    expect(cookie).toContain("session_token");
    expect(cookie).toContain("scout_toast");
    const app = await request("/app", { headers: { cookie } });
    await app.text();
    expect(app.status).toBe(200);
  });

  it("keeps the optional first name for greetings and the avatar, and refuses an overlong one by its field", async () => {
    const email = uniqueEmail();
    const response = await postForm("/signup/password", { email, password: "correct-horse-battery", firstName: "  Noor " });
    expect(response.status).toBe(302);
    const row = await db().select({ name: user.name }).from(user).where(eq(user.email, email)).get();
    expect(row?.name).toBe("Noor");
    const app = await (await request("/app", { headers: { cookie: cookiesOf(response) } })).text();
    expect(app).toMatch(/aria-label="Account menu"[^>]*>N</);

    const long = await postForm("/signup/password", { email: uniqueEmail(), password: "correct-horse-battery", firstName: "N".repeat(51) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("First name must be at most 50 characters");
  });

  it("signs an existing account in and goes to /plans with the e-mail", async () => {
    const { email } = await signUp();
    const response = await postForm("/signup/password", { email, password: "correct-horse-battery" });
    expect(response.headers.get("location")).toBe(`/plans?email=${encodeURIComponent(email)}`);
  });

  it("says Sign-in failed for an existing account with a wrong password", async () => {
    const { email } = await signUp();
    const response = await postForm("/signup/password", { email, password: "wrong-password" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Sign-in failed");
    expect(html).toContain("Invalid email or password");
  });

  it("shows a password that is too short under the password field, not only in a toast", async () => {
    const email = uniqueEmail();
    const response = await postForm("/signup/password", { email, password: "short" });
    expect(response.status).toBe(400);
    const html = await response.text();
    // The field's error paragraph (ui/field.tsx), tied to the password input by aria-describedby.
    expect(html).toMatch(/<p id="[^"]*password-error" role="alert"[^>]*>Password must be at least 8 characters<\/p>/);
    expect(html).not.toContain('short"');
    expect(await db().select({ id: user.id }).from(user).where(eq(user.email, email)).get()).toBeUndefined();
  });

  it("names input the server refuses by its field, in the page it answers (no JavaScript needed)", async () => {
    const response = await postForm("/signup/password", { email: "not-an-email", password: "correct-horse-battery" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toMatch(/<p id="[^"]+-email-error" role="alert"[^>]*>Please enter a valid email address<\/p>/);
    expect(page).toContain('value="not-an-email"');
  });

  it("shows Step 1 of 4 with the e-mail from the query", async () => {
    const html = await (await request("/signup/password?email=me%40example.com")).text();
    expect(html).toContain("Step 1 of 4");
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain('value="me@example.com"');
  });
});

describe("the account-existence check", () => {
  it("says whether an account exists", async () => {
    const { email } = await signUp();
    const ip = uniqueIp();
    expect(await (await postForm("/signup/check-email", { email }, { ip })).json()).toEqual({ exists: true });
    expect(await (await postForm("/signup/check-email", { email: uniqueEmail() }, { ip })).json()).toEqual({ exists: false });
  });

  it("refuses an e-mail without @", async () => {
    const response = await postForm("/signup/check-email", { email: "nobody" }, { ip: uniqueIp() });
    expect(response.status).toBe(400);
    await response.text();
  });

  it("is rate-limited per client: the 11th check in a minute is refused", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const response = await postForm("/signup/check-email", { email: uniqueEmail() }, { ip });
      expect(response.status).toBe(200);
      await response.text();
    }
    const refused = await postForm("/signup/check-email", { email: uniqueEmail() }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await refused.text();
    const otherClient = await postForm("/signup/check-email", { email: uniqueEmail() }, { ip: uniqueIp() });
    expect(otherClient.status).toBe(200);
    await otherClient.text();
  });
});

describe("sign-up step 2: verification", () => {
  const latestMail = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.createdAt)).get();

  it("verifies through the link in the e-mail and returns to /plans with verified=true", async () => {
    const email = uniqueEmail();
    const signedUp = await postForm("/signup/password", { email, password: "correct-horse-battery" });
    await signedUp.text();
    const link = (await latestMail(email))?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link!);
    const response = await request(url.pathname + url.search);
    await response.text();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/plans?email=${encodeURIComponent(email)}&verified=true`);
    expect((await db().select().from(user).where(eq(user.email, email)).get())?.emailVerified).toBe(true);
  });

  it("resends the e-mail with the product's toast, three times in ten minutes at most", async () => {
    const { email } = await signUp();
    for (let i = 0; i < 3; i++) {
      const response = await postForm("/signup/verify", { email });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Verification Email Sent");
    }
    const refused = await postForm("/signup/verify", { email });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Verification Email Error");
  });

  it("shows Step 2 of 4 with the signed-in user's e-mail", async () => {
    const { cookie, email } = await signUp();
    const html = await (await request("/signup/verify", { headers: { cookie } })).text();
    expect(html).toContain("Step 2 of 4");
    expect(html).toContain(email);
  });
});

describe("step 3 and /plans", () => {
  it("passes only the e-mail on to /plans", async () => {
    const html = await (await request("/signup/planinfo?email=me%40example.com&password=secret")).text();
    expect(html).toContain('href="/plans?email=me%40example.com"');
    expect(html).not.toContain("secret");
  });

  it("asks a signed-out visitor to sign in before starting a trial", async () => {
    const response = await postForm("/plans", { intent: "start-trial", plan: "pro" });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Authentication Required");
  });

  it("starts the 14-day trial with no card when Stripe is not configured, once", async () => {
    const { cookie, userId } = await signUp();
    const first = await postForm("/plans", { intent: "start-trial", plan: "essential" }, { cookie });
    // The trial started: the action moves on to the workspace, which shows the toast.
    expect(await pageAfter(first, cookie)).toContain("Trial Started");
    const row = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
    expect(row).toMatchObject({ status: "trialing", tier: "essential" });
    const days = (row!.trialEnd!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    // A second choice during the trial is the plan the trial becomes, not a second trial.
    expect(await pageAfter(await postForm("/plans", { intent: "start-trial", plan: "pro" }, { cookie }), cookie)).toContain("Your trial continues on Pro");
  });

  it("refuses an unknown plan", async () => {
    const { cookie } = await signUp();
    const response = await postForm("/plans", { intent: "start-trial", plan: "platinum" }, { cookie });
    expect(response.status).toBe(400);
    await response.text();
  });
});
