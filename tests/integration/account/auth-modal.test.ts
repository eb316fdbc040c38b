import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, emailOutbox, newsletterSubscribers } from "../../../db/schema";
import { MISSING_CREDENTIALS } from "../../../app/domain/account/credentials";
import { createTrial } from "../../factories";
import { actionData, cookiesOf, db, postForm, request, signUp, uniqueEmail } from "../helpers";

type AuthAnswer = { ok: boolean; toast: { title: string; description?: string } };
/** A refusal as the sign-in page reads it (single fetch's `.data`): the answer, by field or as a notice. */
const refusal = (fields: Record<string, string>) => postForm("/auth.data", fields);
const answer = async (response: Response) => (await actionData<{ answer: AuthAnswer }>(response)).answer;

/**
 * A sign-in or sign-up that worked: a redirect to the next page with the toast in the one toast
 * cookie (redirectWithToast), which that page, opened with the answer's cookies, shows.
 */
async function welcome(response: Response) {
  await response.text();
  expect(response.status).toBe(302);
  const to = response.headers.get("location")!;
  const next = await (await request(to, { headers: { cookie: cookiesOf(response) } })).text();
  return { to, page: next };
}

describe("the sign-in page's action (the landing page's dialog posts to it too)", () => {
  it("creates an account, signs it in and sends the verification e-mail", async () => {
    const email = uniqueEmail();
    const response = await postForm("/auth", { intent: "sign-up", email, password: "correct-horse-battery" });
    expect(response.headers.getSetCookie().join()).toMatch(/session_token=.+HttpOnly/i);
    const { to, page } = await welcome(response);
    // A new account has no plan yet: it goes to choose one, where the toast shows.
    expect(to).toBe("/plans");
    expect(page).toContain("Account Created!");
    expect(page).toContain("Please check your email to verify your account.");
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.createdAt)).get();
    expect(mail?.subject).toBe("Verify your e-mail for Scout");
    expect(mail?.text).toContain("/api/auth/verify-email?token=");
  });

  it("signs in instead when the account already exists", async () => {
    const { email } = await signUp();
    const response = await postForm("/auth", { intent: "sign-up", email, password: "correct-horse-battery" });
    const { page } = await welcome(response);
    expect(page).toContain("Welcome back!");
    expect(page).toContain("You have been successfully signed in.");
  });

  it("returns the sign-in error when the existing account's password is wrong", async () => {
    const { email } = await signUp();
    const response = await refusal({ intent: "sign-up", email, password: "wrong-password" });
    expect(response.status).toBe(400);
    expect(await answer(response)).toEqual({ ok: false, toast: expect.objectContaining({ title: "Sign Up Error", description: "Invalid email or password" }) });
  });

  it("refuses a wrong password with the server's message", async () => {
    const { email } = await signUp();
    const response = await refusal({ intent: "sign-in", email, password: "not-my-password" });
    expect(response.status).toBe(400);
    expect(await answer(response)).toMatchObject({ ok: false, toast: { title: "Sign In Error", description: "Invalid email or password" } });
  });

  it("sends a user with a running trial to /app, and one without a plan to /plans", async () => {
    const withTrial = await signUp();
    await createTrial(db(), withTrial.userId);
    const signedIn = await postForm("/auth", { intent: "sign-in", email: withTrial.email, password: "correct-horse-battery" });
    expect((await welcome(signedIn)).to).toBe("/app");

    const withoutPlan = await signUp();
    const other = await postForm("/auth", { intent: "sign-in", email: withoutPlan.email, password: "correct-horse-battery" });
    expect((await welcome(other)).to).toBe("/plans");
  });

  it("gives a new session token at every sign-in", async () => {
    const { email, cookie } = await signUp();
    const response = await postForm("/auth", { intent: "sign-in", email, password: "correct-horse-battery" });
    const fresh = response.headers.getSetCookie().find((value) => value.includes("session_token"));
    expect(fresh?.split(";")[0]).not.toBe(cookie.split("; ").find((value) => value.includes("session_token")));
  });

  it.each([
    [{ intent: "sign-in", password: "x" }, MISSING_CREDENTIALS],
    [{ intent: "sign-in", email: "applicant@example.com" }, MISSING_CREDENTIALS],
    [{ intent: "sign-in", email: "   ", password: "x" }, MISSING_CREDENTIALS],
    [{ intent: "sign-up", email: "no-at-sign", password: "correct-horse" }, "Please enter a valid email address"],
    [{ intent: "sign-up", email: `${"a".repeat(250)}@example.com`, password: "correct-horse" }, "Email must be less than 255 characters"],
    [{ intent: "sign-up", email: "applicant@example.com", password: "p".repeat(129) }, "Password must be at most 128 characters"],
  ])("refuses bad input %j with its message", async (fields, message) => {
    const response = await refusal(fields as Record<string, string>);
    expect(response.status).toBe(400);
    const body = await answer(response);
    expect(body.toast.description).toBe(message);
    // The problem also comes by its field, for the form to show next to it.
    const byField = (body as { result?: { error?: Record<string, string[]> } }).result?.error ?? {};
    expect(Object.values(byField).flat()).toContain(message);
  });

  it("refuses a password shorter than 8 characters by its field, before better-auth is asked", async () => {
    const response = await refusal({ intent: "sign-up", email: uniqueEmail(), password: "short" });
    expect(response.status).toBe(400);
    const body = (await answer(response)) as { result?: { error?: Record<string, string[]> } };
    expect(body.result?.error?.password).toEqual(["Password must be at least 8 characters"]);
  });

  it("counts a sign-in on the server (the form is a plain form), and not a refused one", async () => {
    const { email, userId } = await signUp();
    await (await postForm("/auth", { intent: "sign-in", email, password: "correct-horse-battery" })).text();
    const counted = await db().select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)).all();
    expect(counted.map((event) => event.name)).toContain("login");
    const refused = await signUp();
    await (await postForm("/auth", { intent: "sign-in", email: refused.email, password: "not-my-password" })).text();
    const none = await db().select().from(analyticsEvents).where(eq(analyticsEvents.userId, refused.userId)).all();
    expect(none.map((event) => event.name)).not.toContain("login");
  });

  it("keeps the sign-up form's newsletter opt-in on the server, and only when it is checked", async () => {
    const optedIn = uniqueEmail();
    await (await postForm("/auth", { intent: "sign-up", email: optedIn, password: "correct-horse-battery", marketing: "on" })).text();
    const row = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, optedIn)).get();
    expect(row?.tags).toEqual(["signup", "marketing-opted-in"]);
    const optedOut = uniqueEmail();
    await (await postForm("/auth", { intent: "sign-up", email: optedOut, password: "correct-horse-battery" })).text();
    expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, optedOut)).get()).toBeUndefined();
  });

  it("answers a refusal sent without JavaScript with the page: the notice, the e-mail kept, never the password", async () => {
    const { email } = await signUp();
    const response = await postForm("/auth", { intent: "sign-in", email, password: "not-my-password" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Invalid email or password");
    expect(page).toContain(`value="${email}"`);
    expect(page).not.toContain("not-my-password");
    // The page ships no framework: no module script, no loader data for one.
    expect(page).not.toMatch(/<script[^>]*type="module"/);
  });

  it("answers Continue with Google with a notice when Google is not set up, not an error", async () => {
    const response = await refusal({ intent: "google" });
    expect(response.status).toBe(400);
    expect((await answer(response)).toast.title).toBe("Google Sign-In Error");
  });

  it("refuses an unknown intent", async () => {
    const response = await postForm("/auth", { intent: "hack", email: uniqueEmail(), password: "correct-horse" });
    expect(response.status).toBe(400);
    await response.text();
  });

  it("refuses a cross-origin post", async () => {
    const response = await request("/auth", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "sign-in", email: uniqueEmail(), password: "x" }).toString(),
    });
    expect(response.status).toBe(403);
    await response.text();
  });
});
