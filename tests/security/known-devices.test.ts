import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { KNOWN_DEVICE, NEW_DEVICE_NOTICE_AFTER, UNKNOWN_DEVICES } from "../../app/domain/account/sign-in-failures";
import { emailOutbox } from "../../db/schema";
import { db, postForm, uniqueIp } from "../integration/helpers";
import { RIGHT, ageAccountFailures, apiPost, existingAccount, knownDeviceCookie, signInEntries, signsIn, statuses } from "./password-accounts";

// Failures on one account must slow a guesser without keeping the owner
// out. A browser that signed in before keeps an allowance of its own; the browsers the account
// does not know share a larger one, then wait longer after each failure; a sign-in from a new
// browser after many failures tells the owner by e-mail.
const NOTICE_SUBJECT = "New sign-in to your Scout account";

/** Wrong passwords from as many addresses, none of them a browser the account knows. */
const guessFromEverywhere = (email: string, count: number) =>
  statuses(Array.from({ length: count }, (_, i) => apiPost("/api/auth/sign-in/email", { email, password: `wrong-${i}` }, uniqueIp())));

/** The owner's browser: signed in once (the right password), keeping the device cookie it was given. */
async function ownersBrowser(email: string) {
  const response = await postForm("/auth", { intent: "sign-in", email, password: RIGHT });
  await response.text();
  // Signed in: the modal's action redirects on, with its welcome toast.
  expect(response.status).toBe(302);
  return knownDeviceCookie(response);
}

const notices = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.subject, NOTICE_SUBJECT)))
    .all();

describe("an account under guessing", () => {
  for (const entry of signInEntries) {
    it(`${entry.name}: the owner's known browser signs in while strangers have used up the account's allowance`, async () => {
      const { email } = await existingAccount();
      const signedInBefore = await entry.attempt(email, RIGHT, uniqueIp());
      await signedInBefore.text();
      const device = knownDeviceCookie(signedInBefore);
      const seen = await guessFromEverywhere(email, UNKNOWN_DEVICES.free + 3);
      expect(seen.filter((status) => status === 429)).toHaveLength(3);
      // A stranger with the right password now has to wait; the owner's browser does not.
      expect(await statuses([entry.attempt(email, RIGHT, uniqueIp())])).toEqual([429]);
      const owner = await entry.attempt(email, RIGHT, uniqueIp(), device);
      await owner.text();
      expect(owner.status).toBeLessThan(400);
      expect(signsIn(owner)).toBe(true);
    });
  }

  it(`lets strangers fail ${UNKNOWN_DEVICES.free} times, then makes each wait: 1 minute, then 2`, async () => {
    const { email } = await existingAccount();
    const seen = await guessFromEverywhere(email, UNKNOWN_DEVICES.free);
    expect(seen.every((status) => status === 401)).toBe(true);
    const waiting = await apiPost("/api/auth/sign-in/email", { email, password: RIGHT }, uniqueIp());
    await waiting.text();
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThan(55);
    expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(60);

    await ageAccountFailures(email, 61_000);
    expect(await guessFromEverywhere(email, 1)).toEqual([401]);
    const longer = await postForm("/auth", { intent: "sign-in", email, password: RIGHT });
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThan(115);
    expect(Number(longer.headers.get("retry-after"))).toBeLessThanOrEqual(120);

    await ageAccountFailures(email, 121_000);
    const owner = await postForm("/auth", { intent: "sign-in", email, password: RIGHT });
    expect(owner.status).toBe(302);
    expect(signsIn(owner)).toBe(true);
  });

  it("gives the known browser an allowance of its own: its failures never hold up the others, nor theirs it", async () => {
    const { email } = await existingAccount();
    const device = await ownersBrowser(email);
    const typos = await statuses(
      Array.from({ length: KNOWN_DEVICE.free + 1 }, (_, i) => postForm("/auth", { intent: "sign-in", email, password: `typo-${i}` }, { cookie: device })),
    );
    expect(typos.filter((status) => status === 429)).toHaveLength(1);
    // Someone on a new browser with the right password is not held up by the known browser's typos.
    expect(await statuses([postForm("/auth", { intent: "sign-in", email, password: RIGHT })])).toEqual([302]);
  });

  it("sets the known-device cookie signed, HttpOnly, SameSite=Lax and long-lived, on every sign-in entry", async () => {
    for (const entry of signInEntries) {
      const { email } = await existingAccount();
      const response = await entry.attempt(email, RIGHT, uniqueIp());
      await response.text();
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith("scout_known_device="));
      expect(cookie, entry.name).toBeDefined();
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\//);
      expect(Number(cookie!.match(/Max-Age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
      // The app under test is served over http, where a Secure cookie would never come back.
      expect(cookie).not.toMatch(/; Secure/i);
    }
  });

  it("binds the cookie to its account: another account's or a tampered one gives no allowance", async () => {
    const alice = await existingAccount();
    const bob = await existingAccount();
    const alicesDevice = await ownersBrowser(alice.email);
    await guessFromEverywhere(bob.email, UNKNOWN_DEVICES.free);
    expect(await statuses([postForm("/auth", { intent: "sign-in", email: bob.email, password: RIGHT }, { cookie: alicesDevice })])).toEqual([429]);

    await guessFromEverywhere(alice.email, UNKNOWN_DEVICES.free);
    const [name, value] = alicesDevice.split("=") as [string, string];
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    expect(await statuses([postForm("/auth", { intent: "sign-in", email: alice.email, password: RIGHT }, { cookie: tampered })])).toEqual([429]);
    expect(await statuses([postForm("/auth", { intent: "sign-in", email: alice.email, password: RIGHT }, { cookie: alicesDevice })])).toEqual([302]);
  });

  it(`e-mails the owner when a new browser signs in after ${NEW_DEVICE_NOTICE_AFTER} failures, and not for the known browser`, async () => {
    const { email } = await existingAccount();
    const device = await ownersBrowser(email);
    await guessFromEverywhere(email, NEW_DEVICE_NOTICE_AFTER);
    expect(await statuses([postForm("/auth", { intent: "sign-in", email, password: RIGHT }, { cookie: device })])).toEqual([302]);
    expect(await notices(email)).toEqual([]);

    await ageAccountFailures(email, 61_000);
    const stranger = await apiPost("/api/auth/sign-in/email", { email, password: RIGHT }, uniqueIp());
    await stranger.text();
    expect(stranger.status).toBe(200);
    const [notice, ...more] = await notices(email);
    expect(more).toEqual([]);
    expect(notice!.text).toContain(`${NEW_DEVICE_NOTICE_AFTER} failed attempts`);
    expect(notice!.text).toContain("http://localhost/forgot-password");
    // The right password from a new browser ends the run: the next one is not told again.
    expect(await statuses([apiPost("/api/auth/sign-in/email", { email, password: RIGHT }, uniqueIp())])).toEqual([200]);
    expect(await notices(email)).toHaveLength(1);
  });

  it("lets the owner back in from any browser once the password is reset", async () => {
    const { email } = await existingAccount();
    await guessFromEverywhere(email, UNKNOWN_DEVICES.free);
    expect(await statuses([postForm("/auth", { intent: "sign-in", email, password: RIGHT })])).toEqual([429]);

    expect(await statuses([postForm("/forgot-password.data", { email })])).toEqual([200]);
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).get();
    const token = mail!.text.match(/reset-password\/(\w+)/)![1]!;
    const reset = await postForm(`/reset-password?${new URLSearchParams({ token })}`, { token, newPassword: "a-brand-new-password" });
    await reset.text();
    expect(reset.status).toBe(302);
    const owner = await postForm("/auth", { intent: "sign-in", email, password: "a-brand-new-password" });
    expect(owner.status).toBe(302);
    expect(signsIn(owner)).toBe(true);
  });

  it("still refuses one client after 3 quick attempts, known browser or not (the per-client limit is unchanged)", async () => {
    const { email } = await existingAccount();
    const device = await ownersBrowser(email);
    const ip = uniqueIp();
    const seen = await statuses(Array.from({ length: 4 }, () => postForm("/auth", { intent: "sign-in", email, password: "wrong" }, { ip, cookie: device })));
    expect(seen.filter((status) => status === 429)).toHaveLength(1);
  });
});
