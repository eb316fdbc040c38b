import { base64url, fromBase64url, signingKey } from "../platform/signing.server";

// A browser that has signed in to an account before (docs/security.md, "Passwords and account
// probing") carries a cookie naming a random device id and an HMAC that binds it to that account's
// e-mail, so a cookie stolen from one account unlocks nothing on another, and none can be forged
// without the app's secret. The cookie holds no e-mail: the MAC is checked against the e-mail
// being signed in to. One account per browser: the last one signed in to.

export const KNOWN_DEVICE_COOKIE = "scout_known_device";

/** Browsers keep a cookie at most 400 days; a year is "a device you use". */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const COOKIE_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

// Each use of the secret has its own prefix, so a MAC made for one can never pass for another.
const PURPOSE = { device: "scout:known-device:v1\n", account: "scout:account-key:v1\n" } as const;

const encoder = new TextEncoder();

/** An e-mail as the account is known by (better-auth stores them trimmed and lower-case). */
export const accountEmail = (email: string) => email.trim().toLowerCase();

/**
 * A key for counters about one account that does not keep its e-mail in the clear (the counters
 * exist for addresses with no account too, and outlive deleted ones).
 */
export async function accountKey(secret: string, email: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await signingKey(secret), encoder.encode(PURPOSE.account + accountEmail(email))));
}

const deviceMessage = (deviceId: string, email: string) => encoder.encode(`${PURPOSE.device}${deviceId}\n${accountEmail(email)}`);

function cookieValue(cookieHeader: string | null | undefined): string | null {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...value] = part.trim().split("=");
    if (name === KNOWN_DEVICE_COOKIE) return value.join("=");
  }
  return null;
}

/** The device id of this browser if its cookie was issued for this account, else null. */
export async function knownDeviceOf(secret: string, cookieHeader: string | null | undefined, email: string): Promise<string | null> {
  const match = COOKIE_PATTERN.exec(cookieValue(cookieHeader) ?? "");
  if (!match) return null;
  const [, deviceId, macText] = match as unknown as [string, string, string];
  const mac = fromBase64url(macText);
  // One spelling per cookie: spare bits in the last character would otherwise decode alike.
  if (base64url(mac) !== macText) return null;
  const valid = await crypto.subtle.verify("HMAC", await signingKey(secret), mac, deviceMessage(deviceId, email));
  return valid ? deviceId : null;
}

export type CookieToSet = {
  name: string;
  value: string;
  options: { httpOnly: true; secure: boolean; sameSite: "lax"; path: "/"; maxAge: number };
};

/** The cookie that makes this browser known to the account: the same device id again if it already was. */
export async function knownDeviceCookie(secret: string, email: string, options: { deviceId: string | null; secure: boolean }): Promise<CookieToSet> {
  const deviceId = options.deviceId ?? base64url(crypto.getRandomValues(new Uint8Array(16)));
  const mac = base64url(await crypto.subtle.sign("HMAC", await signingKey(secret), deviceMessage(deviceId, email)));
  return {
    name: KNOWN_DEVICE_COOKIE,
    value: `${deviceId}.${mac}`,
    options: { httpOnly: true, secure: options.secure, sameSite: "lax", path: "/", maxAge: MAX_AGE_SECONDS },
  };
}
