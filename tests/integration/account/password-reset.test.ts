import { verifyPassword } from "better-auth/crypto";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RESET_REQUEST_WINDOW } from "../../../app/domain/account/credential-attempts";
import { RESET_LINK_SENT } from "../../../app/domain/account/password-rules";
import { account, emailOutbox, session, verification } from "../../../db/schema";
import { cookiesOf, db, postForm, request, signUp, uniqueEmail, uniqueIp } from "../helpers";

// Forgetting, resetting and changing a password, through our pages and better-auth's own API.
const OLD = "correct-horse-battery";
const NEW = "a-brand-new-password";
const RESET_SUBJECT = "Reset your Scout password";
const CHANGED_SUBJECT = "Your Scout password was changed";

/** Asks for a reset link the way the page's form does (its fetcher-style `.data` answer). */
const askOnPage = (email: string, ip = uniqueIp()) => postForm("/forgot-password.data", { email }, { ip });

/** Asks for a reset link through better-auth's HTTP endpoint. */
const askOverHttp = (email: string, ip = uniqueIp()) =>
  request("/api/auth/request-password-reset", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": ip },
    body: JSON.stringify({ email, redirectTo: "/reset-password" }),
  });

const resetMails = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.subject, RESET_SUBJECT)))
    .orderBy(desc(emailOutbox.createdAt))
    .all();

async function answer(pending: Promise<Response>) {
  const response = await pending;
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** The link in the newest reset e-mail, followed: better-auth checks the token and sends the user to our page. */
async function followLatestLink(email: string) {
  const [mail] = await resetMails(email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, "a reset link in the outbox").toBeTruthy();
  const url = new URL(link!);
  const response = await request(url.pathname + url.search);
  await response.text();
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!, "http://localhost");
}

/** A reset link for an existing account: asked for on the page, taken from the outbox. */
async function resetToken(email: string) {
  expect((await answer(askOnPage(email))).status).toBe(200);
  const landing = await followLatestLink(email);
  expect(landing.pathname).toBe("/reset-password");
  const token = landing.searchParams.get("token");
  expect(token).toBeTruthy();
  return token!;
}

/** Sets a new password on the page (a document post, as without JavaScript). */
const resetOnPage = (token: string, newPassword: string, ip = uniqueIp()) =>
  postForm(`/reset-password?${new URLSearchParams({ token })}`, { token, newPassword }, { ip });

async function passwordIs(userId: string, password: string) {
  const row = await db().select({ hash: account.password }).from(account).where(eq(account.userId, userId)).get();
  return verifyPassword({ hash: row!.hash!, password });
}

async function signedIn(cookie: string) {
  const response = await request("/api/auth/get-session", { headers: { cookie } });
  const body = (await response.json()) as { user?: { id: string } } | null;
  return Boolean(body?.user);
}

async function secondSession(email: string) {
  const response = await request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": uniqueIp() },
    body: JSON.stringify({ email, password: OLD }),
  });
  await response.text();
  expect(response.status).toBe(200);
  return cookiesOf(response);
}

describe("asking for a reset link", () => {
  it("answers an unknown and a known e-mail alike, on the page and over HTTP; only the account gets mail", async () => {
    const { email } = await signUp();
    const unknown = uniqueEmail();
    const [known, stranger] = [await answer(askOnPage(email)), await answer(askOnPage(unknown))];
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(known.status);
    expect(stranger.text).toBe(known.text);
    const [knownHttp, strangerHttp] = [await answer(askOverHttp(email)), await answer(askOverHttp(unknown))];
    expect(knownHttp.status).toBe(200);
    expect(strangerHttp.status).toBe(knownHttp.status);
    expect(strangerHttp.text).toBe(knownHttp.text);

    expect(await resetMails(unknown)).toEqual([]);
    const mails = await resetMails(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toMatch(/http:\/\/localhost\/api\/auth\/reset-password\/\w+\?callbackURL=%2Freset-password/);
    expect(mails[0]!.text).toContain("The link works once, for one hour.");
  });

  it("shows the neutral message on the page", async () => {
    const html = await (await postForm("/forgot-password", { email: uniqueEmail() })).text();
    expect(html).toContain(RESET_LINK_SENT.replace("'", "&#x27;"));
  });

  it("refuses a malformed e-mail by its field", async () => {
    const refused = await answer(askOnPage("no-at-sign"));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Please enter a valid email address");
  });

  it(`is refused on the ${RESET_REQUEST_WINDOW.limit + 1}th request from one client (429), whichever the entry and the e-mails`, async () => {
    expect(RESET_REQUEST_WINDOW.limit).toBe(3);
    const ip = uniqueIp();
    const seen = [
      (await answer(askOnPage(uniqueEmail(), ip))).status,
      (await answer(askOverHttp(uniqueEmail(), ip))).status,
      (await answer(askOnPage(uniqueEmail(), ip))).status,
    ];
    expect(seen).toEqual([200, 200, 200]);
    // A document post (the form without JavaScript), which carries the action's own headers.
    const page = await answer(postForm("/forgot-password", { email: uniqueEmail() }, { ip }));
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(page.text).toMatch(/Too many attempts\. Please wait \d+ seconds? and try again\./);
    expect((await answer(askOnPage(uniqueEmail(), ip))).status).toBe(429);
    const http = await answer(askOverHttp(uniqueEmail(), ip));
    expect(http.status).toBe(429);
    expect(Number(http.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client is not held up.
    expect((await answer(askOnPage(uniqueEmail()))).status).toBe(200);
  });

  it("is refused on the 4th request for one e-mail, whatever the clients (no flooding a stranger's inbox)", async () => {
    const { email } = await signUp();
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) seen.push((await answer(askOnPage(email))).status);
    expect(seen).toEqual([200, 200, 200, 429]);
    expect(await resetMails(email)).toHaveLength(3);
  });
});

describe("resetting with the link", () => {
  it("sets the new password once; the same token is then refused, with a way to ask again", async () => {
    const { email, userId } = await signUp();
    const token = await resetToken(email);
    const page = await (await request(`/reset-password?token=${token}`)).text();
    expect(page).toContain("Choose a new password");
    expect(page).toContain("At least 8 characters.");

    const reset = await resetOnPage(token, NEW);
    await reset.text();
    expect(reset.status).toBe(302);
    expect(reset.headers.get("location")).toBe("/?sign-in");
    expect(reset.headers.getSetCookie().some((cookie) => cookie.startsWith("scout_toast="))).toBe(true);
    expect(await passwordIs(userId, NEW)).toBe(true);

    // Single use: the same token again, by the form and by the link.
    const again = await answer(resetOnPage(token, "yet-another-password"));
    expect(again.status).toBe(400);
    expect(again.text).toContain("This reset link no longer works");
    expect(again.text).toContain('href="/forgot-password"');
    expect(await passwordIs(userId, NEW)).toBe(true);
    const relink = await followLatestLink(email);
    expect(relink.pathname).toBe("/reset-password");
    expect(relink.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(await (await request(relink.pathname + relink.search)).text()).toContain("This reset link no longer works");
  });

  it("refuses an expired token", async () => {
    const { email, userId } = await signUp();
    const token = await resetToken(email);
    const expired = await db()
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verification.identifier, `reset-password:${token}`))
      .returning();
    expect(expired).toHaveLength(1);

    const relink = await followLatestLink(email);
    expect(relink.searchParams.get("error")).toBe("INVALID_TOKEN");
    const refused = await answer(resetOnPage(token, NEW));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("This reset link no longer works");
    expect(await passwordIs(userId, OLD)).toBe(true);
  });

  it("signs the account out everywhere", async () => {
    const { email, userId, cookie } = await signUp();
    const other = await secondSession(email);
    expect([await signedIn(cookie), await signedIn(other)]).toEqual([true, true]);
    const reset = await resetOnPage(await resetToken(email), NEW);
    await reset.text();
    expect(reset.status).toBe(302);
    expect([await signedIn(cookie), await signedIn(other)]).toEqual([false, false]);
    expect(await db().select().from(session).where(eq(session.userId, userId))).toEqual([]);
    const account = await request("/account", { headers: { cookie } });
    await account.text();
    expect(account.status).toBe(302);
  });

  it("refuses a new password that breaks the rules by its field, without spending the token", async () => {
    const { email, userId } = await signUp();
    const token = await resetToken(email);
    const short = await answer(postForm("/reset-password.data", { token, newPassword: "short" }));
    expect(short.status).toBe(400);
    expect(short.text).toContain("Password must be at least 8 characters");
    // Never sent back: the refusal keeps no password.
    expect(short.text).not.toContain('"short"');
    const long = await answer(postForm("/reset-password.data", { token, newPassword: "x".repeat(129) }));
    expect(long.status).toBe(400);
    expect(long.text).toContain("Password must be at most 128 characters");
    const reset = await resetOnPage(token, NEW);
    await reset.text();
    expect(reset.status).toBe(302);
    expect(await passwordIs(userId, NEW)).toBe(true);
  });

  it("counts attempts at tokens like attempts at passwords: the 4th from one client is refused", async () => {
    const ip = uniqueIp();
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) seen.push((await answer(resetOnPage(`made-up-${i}`, NEW, ip))).status);
    expect(seen).toEqual([400, 400, 400, 429]);
    const http = await request("/api/auth/reset-password", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": ip },
      body: JSON.stringify({ token: "made-up", newPassword: NEW }),
    });
    await http.text();
    expect(http.status).toBe(429);
  });
});

describe("changing the password in /account", () => {
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    postForm("/account.data", { intent: "change-password", currentPassword, newPassword }, { cookie });

  it("needs the right current password, and says so by its field", async () => {
    const { cookie, userId } = await signUp();
    const refused = await answer(change(cookie, "not-my-password", NEW));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Your current password is incorrect.");
    expect(refused.text).toContain("currentPassword");
    expect(await passwordIs(userId, OLD)).toBe(true);
    expect(await signedIn(cookie)).toBe(true);
  });

  it("refuses a new password that breaks the rules by its field", async () => {
    const { cookie, userId } = await signUp();
    const refused = await answer(change(cookie, OLD, "short"));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Password must be at least 8 characters");
    expect(refused.text).not.toContain(OLD);
    expect(await passwordIs(userId, OLD)).toBe(true);
  });

  it("changes it with the right one, ends every other session and keeps this device signed in", async () => {
    const { email, cookie, userId } = await signUp();
    const other = await secondSession(email);
    const changed = await change(cookie, OLD, NEW);
    const text = await changed.text();
    expect(changed.status, text).toBe(200);
    expect(text).toContain("Password Changed");
    expect(await passwordIs(userId, NEW)).toBe(true);
    // This device's session was replaced by a new one, which rides on the answer.
    const renewed = cookiesOf(changed);
    expect(renewed).toMatch(/session_token=/);
    expect([await signedIn(renewed), await signedIn(cookie), await signedIn(other)]).toEqual([true, false, false]);
  });

  it("e-mails the account's owner that the password was changed, and only when it was", async () => {
    const { email, cookie } = await signUp();
    const changedMails = () =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, email), eq(emailOutbox.subject, CHANGED_SUBJECT)))
        .all();
    await (await change(cookie, "not-my-password", NEW)).text();
    expect(await changedMails()).toHaveLength(0);
    const changed = await change(cookie, OLD, NEW);
    await changed.text();
    expect(changed.status).toBe(200);
    const mails = await changedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/forgot-password");
    expect(mails[0]!.text).not.toContain(NEW);
  });

  it("is for signed-in users only", async () => {
    const response = await postForm("/account", { intent: "change-password", currentPassword: OLD, newPassword: NEW });
    await response.text();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});
