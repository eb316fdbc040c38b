import { hashPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { CREDENTIAL_ATTEMPT_WINDOW } from "../../app/domain/credential-attempts";
import { account } from "../../db/schema";
import { createUser } from "../factories";
import { db, postForm, request, uniqueEmail, uniqueIp } from "../integration/helpers";

// Password guessing and account probing through every entry that takes a password: the auth
// modal (/auth, both intents), sign-up step 1 (/signup/password) and better-auth's own API. Each
// is throttled by the one credential guard, per client and per account, at the same count.
const LIMIT = CREDENTIAL_ATTEMPT_WINDOW.limit;
const RIGHT = "correct-horse-battery";

/** An account with a password, written straight to D1 so that making it counts no attempt. */
async function existingAccount() {
  const email = uniqueEmail();
  const user = await createUser(db(), { email });
  await db()
    .insert(account)
    .values({ id: crypto.randomUUID(), accountId: user.id, providerId: "credential", userId: user.id, password: await hashPassword(RIGHT) });
  return { email };
}

type Entry = { name: string; attempt: (email: string, password: string, ip: string) => Promise<Response> };

const apiPost = (path: string, body: Record<string, string>, ip: string) =>
  request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });

const entries: Entry[] = [
  { name: "/auth intent=sign-in", attempt: (email, password, ip) => postForm("/auth", { intent: "sign-in", email, password }, { ip }) },
  { name: "/auth intent=sign-up", attempt: (email, password, ip) => postForm("/auth", { intent: "sign-up", email, password }, { ip }) },
  { name: "/signup/password", attempt: (email, password, ip) => postForm("/signup/password", { email, password }, { ip }) },
  { name: "/api/auth/sign-in/email", attempt: (email, password, ip) => apiPost("/api/auth/sign-in/email", { email, password }, ip) },
  { name: "/api/auth/sign-up/email", attempt: (email, password, ip) => apiPost("/api/auth/sign-up/email", { email, password, name: "" }, ip) },
];

async function statuses(responses: Promise<Response>[]) {
  const settled = await Promise.all(responses);
  await Promise.all(settled.map((response) => response.text()));
  return settled.map((response) => response.status);
}

describe("password guessing", () => {
  it("is stopped on the auth modal after 3 wrong passwords, and the right one waits too (the probe's finding)", async () => {
    const { email } = await existingAccount();
    const ip = uniqueIp();
    const seen: number[] = [];
    for (let i = 0; i < 20; i++) seen.push(...(await statuses([postForm("/auth", { intent: "sign-in", email, password: `wrong-${i}` }, { ip })])));
    expect(seen.slice(0, LIMIT)).toEqual([400, 400, 400]);
    expect(seen.slice(LIMIT).every((status) => status === 429)).toBe(true);
    const right = await postForm("/auth", { intent: "sign-in", email, password: RIGHT }, { ip });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await right.json()) as { toast: { description: string } };
    expect(body.toast.description).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    expect(right.headers.getSetCookie().some((cookie) => cookie.startsWith("better-auth.session_token=") && !cookie.includes("Max-Age=0"))).toBe(false);
  });

  for (const entry of entries) {
    it(`${entry.name}: one client is refused after ${LIMIT} attempts, whatever the e-mails`, async () => {
      const ip = uniqueIp();
      const seen = await statuses(Array.from({ length: LIMIT + 3 }, () => entry.attempt(uniqueEmail(), "wrong-password", ip)));
      expect(seen.filter((status) => status === 429)).toHaveLength(3);
      expect(seen.filter((status) => status !== 429).every((status) => status < 500)).toBe(true);
    });

    it(`${entry.name}: one account is refused after ${LIMIT} attempts, whatever the clients`, async () => {
      const { email } = await existingAccount();
      const seen = await statuses(Array.from({ length: LIMIT + 2 }, () => entry.attempt(email, "wrong-password", uniqueIp())));
      expect(seen.filter((status) => status === 429)).toHaveLength(2);
    });
  }

  it("counts every entry against one limit: a guess on one page uses up the others too", async () => {
    const { email } = await existingAccount();
    const ip = uniqueIp();
    for (const entry of entries.slice(0, LIMIT)) await statuses([entry.attempt(email, "wrong-password", ip)]);
    for (const entry of entries) expect(await statuses([entry.attempt(email, RIGHT, uniqueIp())])).toEqual([429]);
  });

  it("does not say more than the API: an unknown e-mail and a wrong password get the same answer", async () => {
    const { email } = await existingAccount();
    const known = await postForm("/auth", { intent: "sign-in", email, password: "wrong-password" });
    const unknown = await postForm("/auth", { intent: "sign-in", email: uniqueEmail(), password: "wrong-password" });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it("still signs in someone who gets the password right within the limit", async () => {
    const { email } = await existingAccount();
    const ip = uniqueIp();
    const response = await postForm("/auth", { intent: "sign-in", email, password: RIGHT }, { ip });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(true);
  });
});
