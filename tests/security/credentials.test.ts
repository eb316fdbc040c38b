import { describe, expect, it } from "vitest";
import { CREDENTIAL_ATTEMPT_WINDOW } from "../../app/domain/account/credential-attempts";
import { UNKNOWN_DEVICES } from "../../app/domain/account/sign-in-failures";
import { actionData, postForm, uniqueEmail, uniqueIp } from "../integration/helpers";
import { RIGHT, entries, existingAccount, signsIn, statuses } from "./password-accounts";

// Password guessing and account probing through every entry that takes a password: the sign-in
// page and dialog (/auth, both intents), sign-up step 1 (/signup/password) and better-auth's own API. Each
// is throttled by the one credential guard: per client (3 per 10 s) and per account (browsers the
// account does not know share 10 failures, then wait; tests/security/known-devices.test.ts).
const LIMIT = CREDENTIAL_ATTEMPT_WINDOW.limit;
const ACCOUNT_FREE = UNKNOWN_DEVICES.free;

describe("password guessing", () => {
  it("is stopped on the sign-in page after 3 wrong passwords, and the right one waits too (the probe's finding)", async () => {
    const { email } = await existingAccount();
    const ip = uniqueIp();
    const seen: number[] = [];
    for (let i = 0; i < 20; i++) seen.push(...(await statuses([postForm("/auth", { intent: "sign-in", email, password: `wrong-${i}` }, { ip })])));
    expect(seen.slice(0, LIMIT)).toEqual([400, 400, 400]);
    expect(seen.slice(LIMIT).every((status) => status === 429)).toBe(true);
    const right = await postForm("/auth", { intent: "sign-in", email, password: RIGHT }, { ip });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    // The sign-in page again, with the wait in its notice.
    expect(await right.text()).toMatch(/Too many attempts\. Please wait \d+ seconds? and try again\./);
    expect(right.headers.getSetCookie().some((cookie) => cookie.startsWith("better-auth.session_token=") && !cookie.includes("Max-Age=0"))).toBe(false);
  });

  for (const entry of entries) {
    it(`${entry.name}: one client is refused after ${LIMIT} attempts, whatever the e-mails`, async () => {
      const ip = uniqueIp();
      const seen = await statuses(Array.from({ length: LIMIT + 3 }, () => entry.attempt(uniqueEmail(), "wrong-password", ip)));
      expect(seen.filter((status) => status === 429)).toHaveLength(3);
      expect(seen.filter((status) => status !== 429).every((status) => status < 500)).toBe(true);
    });

    it(`${entry.name}: one account takes ${ACCOUNT_FREE} attempts from unknown browsers, whatever the clients, then refuses`, async () => {
      const { email } = await existingAccount();
      const seen = await statuses(Array.from({ length: ACCOUNT_FREE + 2 }, () => entry.attempt(email, "wrong-password", uniqueIp())));
      expect(seen.filter((status) => status === 429)).toHaveLength(2);
    });
  }

  it("counts every entry against one limit: a guess on one page uses up the others too", async () => {
    const { email } = await existingAccount();
    for (let i = 0; i < ACCOUNT_FREE; i++) await statuses([entries[i % entries.length]!.attempt(email, "wrong-password", uniqueIp())]);
    for (const entry of entries) expect(await statuses([entry.attempt(email, RIGHT, uniqueIp())])).toEqual([429]);
  });

  it("does not say more than the API: an unknown e-mail and a wrong password get the same answer", async () => {
    const { email } = await existingAccount();
    const known = await postForm("/auth.data", { intent: "sign-in", email, password: "wrong-password" });
    const unknown = await postForm("/auth.data", { intent: "sign-in", email: uniqueEmail(), password: "wrong-password" });
    expect(known.status).toBe(unknown.status);
    const answer = async (response: Response) => (await actionData<{ answer: unknown }>(response)).answer;
    expect(await answer(known)).toEqual(await answer(unknown));
  });

  it("still signs in someone who gets the password right within the limit", async () => {
    const { email } = await existingAccount();
    const ip = uniqueIp();
    const response = await postForm("/auth", { intent: "sign-in", email, password: RIGHT }, { ip });
    await response.text();
    expect(response.status).toBe(302);
    expect(signsIn(response)).toBe(true);
  });
});
