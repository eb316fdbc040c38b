import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { SESSION_COPY_SECONDS } from "../../../app/services/account/auth.server";
import { session } from "../../../db/schema";
import { userObjectClient } from "../../../workers/user-object/client";
import { cookiesOf, db, postForm, request, signUp, uniqueIp } from "../helpers";

// The session check (docs/security.md, "The session check"): who is signed in from better-auth's
// signed copy of the session, whether it is still live from the user's object; D1's primary only
// for a session the object does not know. Every way a session ends takes effect on the next request.
const PASSWORD = "correct-horse-battery";

async function secondDevice(email: string) {
  const response = await request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": uniqueIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await response.text();
  expect(response.status).toBe(200);
  return cookiesOf(response);
}

/** Whether /app opens for this cookie (200) or sends it to the landing page (302). */
async function opensApp(cookie: string) {
  const response = await request("/app", { headers: { cookie } });
  await response.text();
  expect([200, 302]).toContain(response.status);
  return response.status === 200;
}

type RequestLine = { type?: string; d1Primary: number; doCalls: number };
const requestLines = (log: { mock: { calls: unknown[][] } }) => log.mock.calls.map(([line]) => line as RequestLine).filter((line) => line?.type === "request");

const lineOf = async (pending: Promise<Response>) => {
  const log = vi.spyOn(console, "log");
  const response = await pending;
  await response.text();
  const [line] = requestLines(log);
  log.mockRestore();
  return { status: response.status, line: line! };
};

afterEach(() => vi.restoreAllMocks());

describe("the session check", () => {
  it("costs a page no round trip to D1's primary and no session read at all: one call to the user's object", async () => {
    const { cookie } = await signUp();
    expect(cookie).toMatch(/session_data=/);
    const { status, line } = await lineOf(request("/account", { headers: { cookie } }));
    expect(status).toBe(200);
    expect(line.d1Primary).toBe(0);
    expect(line.doCalls).toBeGreaterThanOrEqual(1);
  });

  it("asks D1's primary once for a session the object does not know, then the object keeps it", async () => {
    const { cookie, userId } = await signUp();
    const [row] = await db().select().from(session).where(eq(session.userId, userId));
    await userObjectClient(env.USER_OBJECT, userId).sessions.forget([row!.id]);
    const first = await lineOf(request("/account", { headers: { cookie } }));
    expect(first.status).toBe(200);
    expect(first.line.d1Primary).toBe(1);
    const second = await lineOf(request("/account", { headers: { cookie } }));
    expect(second.line.d1Primary).toBe(0);
    expect(await userObjectClient(env.USER_OBJECT, userId).sessions.check(row!.id)).toBe(true);
  });

  it("signing out ends that session at once; another device stays signed in", async () => {
    const { email, cookie } = await signUp();
    const other = await secondDevice(email);
    const out = await postForm("/logout", {}, { cookie });
    await out.text();
    expect([await opensApp(cookie), await opensApp(other)]).toEqual([false, true]);
  });

  it("signing out everywhere refuses every old cookie on the next request", async () => {
    const { email, cookie } = await signUp();
    const other = await secondDevice(email);
    expect(await opensApp(other)).toBe(true);
    const everywhere = await request("/api/auth/revoke-sessions", {
      method: "POST",
      headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
      body: "{}",
    });
    await everywhere.text();
    expect(everywhere.status).toBe(200);
    expect([await opensApp(cookie), await opensApp(other)]).toEqual([false, false]);
  });

  it("changing the password refuses the other devices' old cookies at once, and keeps this device", async () => {
    const { email, cookie } = await signUp();
    const other = await secondDevice(email);
    const changed = await postForm("/account.data", { intent: "change-password", currentPassword: PASSWORD, newPassword: "a-brand-new-password" }, { cookie });
    await changed.text();
    expect(changed.status).toBe(200);
    // This device's session was replaced by a new one, whose cookie rides on the answer.
    const renewed = cookiesOf(changed);
    expect([await opensApp(other), await opensApp(renewed)]).toEqual([false, true]);
  });

  it("a save with an ended session is refused at once, and writes nothing", async () => {
    const { email, cookie } = await signUp();
    const other = await secondDevice(email);
    const everywhere = await request("/api/auth/revoke-sessions", {
      method: "POST",
      headers: { cookie: other, origin: "http://localhost", "content-type": "application/json" },
      body: "{}",
    });
    await everywhere.text();
    const save = await postForm("/app/essays/any-essay.data", { intent: "save", content: "Words", baseRevision: "0" }, { cookie });
    await save.text();
    expect(save.status).not.toBe(200);
  });

  it("deleting the account refuses its old cookie at once, and leaves the erased object empty", async () => {
    const { email, cookie, userId } = await signUp();
    const other = await secondDevice(email);
    const deleted = await postForm("/account/delete", {}, { cookie });
    await deleted.text();
    expect(deleted.status).toBe(302);
    expect(await opensApp(other)).toBe(false);
    expect(await userObjectClient(env.USER_OBJECT, userId).sessions.check("anything")).toBe(false);
  });

  it("a session deleted behind better-auth's back ends when the browser's copy lapses, within its bound", async () => {
    const { cookie, userId } = await signUp();
    const copy = (await freshCopyMaxAge())!;
    expect(copy.maxAge).toBeLessThanOrEqual(SESSION_COPY_SECONDS);
    // An operator's SQL: the object is not told.
    await db().delete(session).where(eq(session.userId, userId));
    expect(await opensApp(cookie)).toBe(true);
    // The browser drops the copy at its Max-Age (and better-auth refuses one older than it):
    // without it, the session is read from D1, which has no row.
    const withoutCopy = cookie
      .split("; ")
      .filter((part) => !part.includes("session_data="))
      .join("; ");
    expect(await opensApp(withoutCopy)).toBe(false);
  });
});

/** The Max-Age of the session's signed copy, as a fresh sign-in sets it. */
async function freshCopyMaxAge() {
  const response = await request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": uniqueIp() },
    body: JSON.stringify({ email: `copy-${crypto.randomUUID()}@example.com`, password: PASSWORD, name: "" }),
  });
  await response.text();
  const setCookie = response.headers.getSetCookie().find((value) => value.includes("session_data="));
  const maxAge = setCookie?.match(/Max-Age=(\d+)/i)?.[1];
  return maxAge ? { maxAge: Number(maxAge) } : null;
}
