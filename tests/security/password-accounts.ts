import { hashPassword } from "better-auth/crypto";
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { accountRunKey } from "../../app/services/account/credential-guard.server";
import { account, rateLimit } from "../../db/schema";
import { createUser } from "../factories";
import { db, postForm, request, uniqueEmail } from "../integration/helpers";

// What the credential tests share: accounts with a password, every entry that takes one, and a
// way to let time pass for one account's failures.
export const RIGHT = "correct-horse-battery";

/** An account with a password, written straight to D1 so that making it counts no attempt. */
export async function existingAccount() {
  const email = uniqueEmail();
  const user = await createUser(db(), { email });
  await db()
    .insert(account)
    .values({ id: crypto.randomUUID(), accountId: user.id, providerId: "credential", userId: user.id, password: await hashPassword(RIGHT) });
  return { email, userId: user.id };
}

export type Entry = { name: string; attempt: (email: string, password: string, ip: string, cookie?: string) => Promise<Response> };

export const apiPost = (path: string, body: Record<string, string>, ip: string, cookie?: string) =>
  request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** Every entry that takes an e-mail and a password: the pages (server-side auth.api calls) and the API. */
export const entries: Entry[] = [
  { name: "/auth intent=sign-in", attempt: (email, password, ip, cookie) => postForm("/auth", { intent: "sign-in", email, password }, { ip, cookie }) },
  { name: "/auth intent=sign-up", attempt: (email, password, ip, cookie) => postForm("/auth", { intent: "sign-up", email, password }, { ip, cookie }) },
  { name: "/signup/password", attempt: (email, password, ip, cookie) => postForm("/signup/password", { email, password }, { ip, cookie }) },
  { name: "/api/auth/sign-in/email", attempt: (email, password, ip, cookie) => apiPost("/api/auth/sign-in/email", { email, password }, ip, cookie) },
  {
    name: "/api/auth/sign-up/email",
    attempt: (email, password, ip, cookie) => apiPost("/api/auth/sign-up/email", { email, password, name: "" }, ip, cookie),
  },
];

/** The entries that sign an existing account in with the right password. */
export const signInEntries = entries.filter((entry) => entry.name !== "/api/auth/sign-up/email");

export async function statuses(responses: Promise<Response>[]) {
  const settled = await Promise.all(responses);
  await Promise.all(settled.map((response) => response.text()));
  return settled.map((response) => response.status);
}

/** Whether an answer signed someone in (a live session cookie rides on it). */
export const signsIn = (response: Response) =>
  response.headers.getSetCookie().some((cookie) => cookie.includes("session_token=") && !cookie.includes("Max-Age=0"));

/** The known-device cookie an answer sets, as a Cookie header (empty when there is none). */
export const knownDeviceCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith("scout_known_device="))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** Lets `ms` pass for the failures of unknown devices on this account (their run is moved back). */
export async function ageAccountFailures(email: string, ms: number) {
  const key = await accountRunKey(env.BETTER_AUTH_SECRET, email);
  const moved = await db()
    .update(rateLimit)
    .set({ lastRequest: sql`${rateLimit.lastRequest} - ${ms}` })
    .where(eq(rateLimit.key, key))
    .returning();
  if (moved.length !== 1) throw new Error("no failures counted for this account");
}
