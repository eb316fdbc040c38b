import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cookiesOf, postForm, postJson, request, signUp } from "../helpers";
import { OBJECT_TABLES, fillAccount, rowsLeftFor, userOwnedTables } from "../user-owned-tables";

describe("Delete Account", () => {
  it("removes every row the user owns in every table, the object's storage and the session", async () => {
    const { cookie, userId, email } = await signUp();
    await fillAccount(userId, email);
    const before = await rowsLeftFor(userId);
    // Every user-owned table really held something, so the check below proves deletion.
    expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);

    const response = await postForm("/account/delete", {}, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(cookiesOf(response)).toContain("scout_toast");
    await response.text();

    const left = await rowsLeftFor(userId);
    expect(
      Object.values(left).every((n) => n === 0),
      JSON.stringify(left),
    ).toBe(true);
    expect((await userOwnedTables()).length).toBe(Object.keys(left).length - 1 - OBJECT_TABLES.length);
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    expect(await runInDurableObject(stub, (_instance, state) => [...state.storage.kv.list()])).toEqual([]);
    const app = await request("/app", { headers: { cookie } });
    await app.text();
    expect(app.status).toBe(302);
  });

  it("deletes only the signed-in user's account", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await fillAccount(bob.userId, bob.email);
    await (await postForm("/account/delete", {}, { cookie: alice.cookie })).text();
    expect((await rowsLeftFor(bob.userId)).user).toBe(1);
    expect((await rowsLeftFor(bob.userId)).essay_submissions).toBe(2);
    expect((await rowsLeftFor(bob.userId))["object:version_body"]).toBe(2);
    expect((await rowsLeftFor(bob.userId))["object:essay_head"]).toBe(1);
    expect((await rowsLeftFor(bob.userId))["object:chat_message"]).toBe(1);
    expect((await rowsLeftFor(bob.userId)).chat_messages).toBe(1);
  });

  it("sends a signed-out visitor away and deletes nothing", async () => {
    const response = await postForm("/account/delete", {});
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    await response.text();
  });

  it("refuses a cross-origin post", async () => {
    const { cookie, userId } = await signUp();
    const response = await request("/account/delete", { method: "POST", headers: { cookie, origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    await response.text();
    expect((await rowsLeftFor(userId)).user).toBe(1);
  });

  it("keeps the newsletter from re-subscribing a deleted user's e-mail without a session", async () => {
    const { cookie, email } = await signUp();
    await (await postForm("/account/delete", {}, { cookie })).text();
    const response = await postJson("/api/newsletter-sync", { email, firstName: "", tags: [] }, cookie);
    expect(response.status).toBe(401);
    await response.text();
  });
});
