import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MAIL_CAPS } from "../../app/domain/account/account-mail-caps";
import { RESET_REQUEST_WINDOW } from "../../app/domain/account/credential-attempts";
import { emailOutbox, rateLimit } from "../../db/schema";
import { createUser } from "../factories";
import { db, postForm, request, signUp, uniqueEmail, uniqueIp } from "../integration/helpers";
import { existingAccount, knownDeviceCookie, RIGHT } from "./password-accounts";

// Reset and verification links may not be used to fill an inbox. A day's
// mails are capped per address and per client, on every path that sends them, and a capped
// request is answered exactly as a sent one.
const RESET_SUBJECT = "Reset your Scout password";
const VERIFY_SUBJECT = "Verify your e-mail for Scout";

const mails = (to: string[], subject: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.to, to), eq(emailOutbox.subject, subject)))
    .all();

async function answer(pending: Promise<Response>) {
  const response = await pending;
  return { status: response.status, body: await response.text() };
}

const askOnPage = (email: string, ip = uniqueIp(), cookie?: string) => answer(postForm("/forgot-password.data", { email }, { ip, cookie }));
const askOverHttp = (email: string, ip = uniqueIp()) =>
  answer(
    request("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": ip },
      body: JSON.stringify({ email, redirectTo: "/reset-password" }),
    }),
  );

/** A minute passes for the per-minute reset limit of this key (client or e-mail). */
const minutePasses = (key: string) => db().delete(rateLimit).where(eq(rateLimit.key, key));

describe("reset links", () => {
  it(`reach one address at most ${ACCOUNT_MAIL_CAPS.perRecipient.limit} times a day; past that the answer is the same and nothing is sent`, async () => {
    const { email } = await existingAccount();
    const pages: string[] = [];
    const apis: string[] = [];
    for (let i = 0; i < ACCOUNT_MAIL_CAPS.perRecipient.limit + 4; i++) {
      if (i > 0 && i % RESET_REQUEST_WINDOW.limit === 0) await minutePasses(`password-reset:account:${email}`);
      const seen = i % 2 === 0 ? await askOnPage(email) : await askOverHttp(email);
      expect(seen.status).toBe(200);
      (i % 2 === 0 ? pages : apis).push(seen.body);
    }
    expect(new Set(pages).size).toBe(1);
    expect(new Set(apis).size).toBe(1);
    expect(await mails([email], RESET_SUBJECT)).toHaveLength(ACCOUNT_MAIL_CAPS.perRecipient.limit);
  });

  it(`leave one client at most ${ACCOUNT_MAIL_CAPS.perClient.limit} times a day, whatever the addresses`, async () => {
    const ip = uniqueIp();
    const emails = await Promise.all(
      Array.from({ length: ACCOUNT_MAIL_CAPS.perClient.limit + 2 }, async () => (await createUser(db(), { email: uniqueEmail() })).email),
    );
    const bodies = new Set<string>();
    for (const [i, email] of emails.entries()) {
      if (i > 0 && i % RESET_REQUEST_WINDOW.limit === 0) await minutePasses(`password-reset:client:${ip}`);
      const seen = await askOnPage(email, ip);
      expect(seen.status).toBe(200);
      bodies.add(seen.body);
    }
    expect(bodies.size).toBe(1);
    expect(await mails(emails, RESET_SUBJECT)).toHaveLength(ACCOUNT_MAIL_CAPS.perClient.limit);
  });

  it("still reach the owner who asks from a browser that signed in to the account before", async () => {
    const { email } = await existingAccount();
    const signedIn = await postForm("/auth", { intent: "sign-in", email, password: RIGHT });
    await signedIn.text();
    const device = knownDeviceCookie(signedIn);
    for (let i = 0; i < ACCOUNT_MAIL_CAPS.perRecipient.limit; i++) {
      if (i > 0 && i % RESET_REQUEST_WINDOW.limit === 0) await minutePasses(`password-reset:account:${email}`);
      await askOnPage(email);
    }
    await minutePasses(`password-reset:account:${email}`);
    expect(await mails([email], RESET_SUBJECT)).toHaveLength(ACCOUNT_MAIL_CAPS.perRecipient.limit);
    expect((await askOnPage(email, uniqueIp(), device)).status).toBe(200);
    expect(await mails([email], RESET_SUBJECT)).toHaveLength(ACCOUNT_MAIL_CAPS.perRecipient.limit + 1);
  });
});

describe("verification links", () => {
  it(`reach one address at most ${ACCOUNT_MAIL_CAPS.perRecipient.limit} times a day, on every path (sign-up, the API, the page)`, async () => {
    const { email } = await signUp();
    const asked = await Promise.all(
      Array.from({ length: ACCOUNT_MAIL_CAPS.perRecipient.limit + 1 }, () =>
        answer(
          request("/api/auth/send-verification-email", {
            method: "POST",
            headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": uniqueIp() },
            body: JSON.stringify({ email, callbackURL: "/plans" }),
          }),
        ),
      ),
    );
    expect(asked.every((seen) => seen.status === 200 && seen.body === asked[0]!.body)).toBe(true);
    expect(await mails([email], VERIFY_SUBJECT)).toHaveLength(ACCOUNT_MAIL_CAPS.perRecipient.limit);
    // The page (a server-side auth.api call) says it sent one, and sends nothing.
    const page = await answer(postForm("/signup/verify", { email }));
    expect(page.status).toBe(200);
    expect(page.body).toContain("Verification Email Sent");
    expect(await mails([email], VERIFY_SUBJECT)).toHaveLength(ACCOUNT_MAIL_CAPS.perRecipient.limit);
  });
});
