import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailPreferences } from "../../../db/schema";
import { unsubscribeToken, unsubscribeUrl } from "../../../app/services/platform/email-preferences.server";
import { createUser } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

const preferenceOf = async (userId: string) => (await db().select().from(emailPreferences).where(eq(emailPreferences.userId, userId)).get())?.deadlineReminders;
const linkOf = async (userId: string) => {
  const url = new URL(await unsubscribeUrl("http://localhost", env.BETTER_AUTH_SECRET, userId));
  return { path: `${url.pathname}${url.search}`, u: userId, t: url.searchParams.get("t")! };
};
const page = async (path: string) => {
  const response = await request(path);
  return { status: response.status, text: await response.text() };
};
const post = async (path: string, fields: Record<string, string>) => {
  const response = await postForm(path, fields);
  return { status: response.status, text: await response.text() };
};

describe("the unsubscribe link in a reminder", () => {
  it("asks first on opening (nothing changes), and stops the reminders on the page's POST, without signing in", async () => {
    const alice = await createUser(db());
    const link = await linkOf(alice.id);
    const opened = await page(link.path);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("Turn off deadline reminders?");
    expect(await preferenceOf(alice.id)).toBeUndefined();

    const stopped = await post(link.path, { u: link.u, t: link.t });
    expect(stopped.status).toBe(200);
    expect(stopped.text).toContain("You will get no more deadline reminder e-mails.");
    expect(stopped.text).toContain('href="/account"');
    expect(await preferenceOf(alice.id)).toBe(false);
    expect((await page(link.path)).text).toContain("Deadline reminders by e-mail: already off");
  });

  it("refuses another user's token, a changed one, a missing one and a deleted account's, changing nothing", async () => {
    const [alice, bob] = [await createUser(db()), await createUser(db())];
    const bobsToken = await unsubscribeToken(env.BETTER_AUTH_SECRET, bob.id);
    const aliceToken = await unsubscribeToken(env.BETTER_AUTH_SECRET, alice.id);
    // A character of the MAC changed, and the last character's spare bits changed (the same bytes
    // once decoded: refused as a second spelling of the link).
    const changed = `${aliceToken[0] === "A" ? "B" : "A"}${aliceToken.slice(1)}`;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = `${aliceToken.slice(0, -1)}${alphabet[alphabet.indexOf(aliceToken.at(-1)!) ^ 1]}`;
    for (const t of [bobsToken, changed, respelled, "not-a-token"]) {
      const path = `/email/unsubscribe?u=${alice.id}&t=${t}`;
      const opened = await page(path);
      expect(opened.status).toBe(404);
      expect(opened.text).toContain("This link does not work");
      expect(opened.text).not.toContain(alice.id);
      expect((await post(path, { u: alice.id, t })).status).toBe(404);
    }
    const incomplete = await page(`/email/unsubscribe?u=${alice.id}`);
    expect(incomplete.status).toBe(400);
    expect(incomplete.text).toContain("This link is incomplete");
    expect((await post(`/email/unsubscribe?u=${alice.id}`, { u: alice.id })).status).toBe(400);
    expect(await preferenceOf(alice.id)).toBeUndefined();

    const gone = await linkOf("user_deleted_long_ago");
    expect((await page(gone.path)).status).toBe(404);
    expect((await post(gone.path, { u: gone.u, t: gone.t })).status).toBe(404);
  });
});

describe("the deadline-reminders setting in /account", () => {
  it("shows the setting and turns reminders off and on for the signed-in user only", async () => {
    const alice = await signUp();
    const account = async () => (await request("/account", { headers: { cookie: alice.cookie } })).text();
    const set = async (on: string) => {
      const response = await postForm("/account", { intent: "deadline-reminders", on }, { cookie: alice.cookie });
      return { status: response.status, text: await response.text() };
    };
    const before = await account();
    expect(before).toContain("Deadline reminders by e-mail");
    expect(before).toContain("Turn off deadline reminders");

    const off = await set("false");
    expect(off.status).toBe(200);
    expect(off.text).toContain("Deadline Reminders Off");
    expect(await preferenceOf(alice.userId)).toBe(false);
    expect(await account()).toContain("Turn on deadline reminders");

    expect((await set("true")).status).toBe(200);
    expect(await preferenceOf(alice.userId)).toBe(true);
    expect((await set("maybe")).status).toBe(400);
    expect(await preferenceOf(alice.userId)).toBe(true);
  });
});
