import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, subscriptions, supportAccessGrants, usageTracking, userRoles } from "../../../db/schema";
import { userObjectClient } from "../../../workers/user-object/client";
import { createEssay, createTrial, createUser } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

async function signUpAdmin() {
  const admin = await signUp();
  await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
  return admin;
}

const auditOf = (targetId: string) => db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId)).all();
const subscriptionOf = (userId: string) => db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
const act = (cookie: string, userId: string, fields: Record<string, string>) => postForm(`/admin/users/${userId}`, fields, { cookie });

describe("/admin for anyone who is not an admin", () => {
  it("is the 404 page on every users route and action, signed in or not, and changes nothing", async () => {
    const alice = await signUp();
    await createTrial(db(), alice.userId);
    const essay = await createEssay(db(), alice.userId);
    const bob = await signUp();
    const gets = ["/admin", "/admin?q=a", `/admin/users/${alice.userId}`, `/admin/users/${alice.userId}/essays/${essay.id}`, "/admin/audit"];
    for (const cookie of [bob.cookie, undefined]) {
      for (const path of gets) {
        const response = await request(path, { headers: cookie ? { cookie } : {} });
        expect(response.status, `${path} ${cookie ? "signed in" : "signed out"}`).toBe(404);
        expect(await response.text()).not.toContain(alice.email);
      }
      for (const intent of ["extend-trial", "reset-usage", "grant-admin", "revoke-admin"]) {
        const response = await postForm(`/admin/users/${alice.userId}`, { intent, days: "30", kind: "textMessages" }, cookie ? { cookie } : {});
        expect(response.status, intent).toBe(404);
        await response.text();
      }
    }
    expect(await auditOf(alice.userId)).toHaveLength(0);
    expect((await subscriptionOf(alice.userId))?.trialReminderSentAt).toBeNull();
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, bob.userId)).all()).toHaveLength(0);
  });
});

describe("/admin users", () => {
  it("finds users by part of their e-mail, a page at a time, with plan and usage", async () => {
    const admin = await signUpAdmin();
    const domain = `search-${crypto.randomUUID().slice(0, 8)}.example.com`;
    const people = [];
    // Written straight to D1 (27 sign-ups would hash 27 passwords), a second apart so that "newest first" is certain.
    const joined = Date.now() - 60_000;
    for (let i = 0; i < 27; i++)
      people.push(await createUser(db(), { email: `person-${String(i).padStart(2, "0")}@${domain}`, createdAt: new Date(joined + i * 1000) }));
    await createTrial(db(), people[26]!.id);
    await db().insert(usageTracking).values({ userId: people[26]!.id, textMessagesUsed: 7, voiceSecondsUsed: 90, essaysCreated: 2 });

    const first = await (await request(`/admin?q=${domain}`, { headers: { cookie: admin.cookie } })).text();
    expect(first).toContain("27 users matching");
    expect(first).toContain("page 1 of 2");
    // Newest first: the last to sign up is on page 1 with their plan and counters.
    expect(first).toMatch(
      new RegExp(
        `person-26@${domain.replace(/\./g, "\\.")}</a></td><td[^>]*>Trial</td><td[^>]*><time[^>]*>[^<]+</time></td><td[^>]*>7</td><td[^>]*>1.5 min</td><td[^>]*>2</td>`,
      ),
    );
    expect(first).not.toContain(`person-00@${domain}`);
    const second = await (await request(`/admin?q=${domain}&page=2`, { headers: { cookie: admin.cookie } })).text();
    expect(second).toContain(`person-00@${domain}`);
    expect(second).not.toContain(`person-26@${domain}`);
    // The search is a plain substring: % and _ are not wildcards, and a whole address is not too long to search for.
    expect(await (await request(`/admin?q=${encodeURIComponent("%@")}${domain}`, { headers: { cookie: admin.cookie } })).text()).toContain("No users match.");
    const whole = `a-very-long-local-part-${crypto.randomUUID()}@${domain}`;
    await createUser(db(), { email: whole });
    expect(await (await request(`/admin?q=${encodeURIComponent(whole.toUpperCase())}`, { headers: { cookie: admin.cookie } })).text()).toContain(
      "1 user matching",
    );
  });

  it("extends a trial by N days, shows it, and writes who, what and the before and after to the audit log", async () => {
    const admin = await signUpAdmin();
    const alice = await signUp();
    const endsAt = new Date(Date.now() + 3 * 86_400_000);
    await createTrial(db(), alice.userId, { endsAt });
    await db().update(subscriptions).set({ trialReminderSentAt: new Date() }).where(eq(subscriptions.userId, alice.userId));

    const response = await act(admin.cookie, alice.userId, { intent: "extend-trial", days: "10" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Trial Extended");
    const row = await subscriptionOf(alice.userId);
    expect(row?.trialEnd?.getTime()).toBe(endsAt.getTime() + 10 * 86_400_000);
    // The reminder goes out again before the new end.
    expect(row?.trialReminderSentAt).toBeNull();
    const [entry] = await auditOf(alice.userId);
    expect(entry).toMatchObject({ actorId: admin.userId, actorEmail: admin.email, action: "trial.extend", targetType: "user" });
    expect(entry?.before).toEqual({ status: "trialing", trialEnd: endsAt.toISOString() });
    expect(entry?.after).toMatchObject({ status: "trialing", trialEnd: row!.trialEnd!.toISOString(), days: 10 });
    expect(entry?.requestId).toBeTruthy();
    // The user's page and the audit log show it.
    const page = await (await request(`/admin/users/${alice.userId}`, { headers: { cookie: admin.cookie } })).text();
    expect(page).toContain("trial.extend by");
    expect(await (await request("/admin/audit", { headers: { cookie: admin.cookie } })).text()).toContain("trial.extend");
  });

  it("restarts an ended trial from today, and refuses someone who never had one or pays", async () => {
    const admin = await signUpAdmin();
    const lapsed = await signUp();
    await createTrial(db(), lapsed.userId, { endsAt: new Date(Date.now() - 5 * 86_400_000) });
    await db().update(subscriptions).set({ status: "expired" }).where(eq(subscriptions.userId, lapsed.userId));
    await (await act(admin.cookie, lapsed.userId, { intent: "extend-trial", days: "7" })).text();
    const row = await subscriptionOf(lapsed.userId);
    expect(row?.status).toBe("trialing");
    expect((row!.trialEnd!.getTime() - Date.now()) / 86_400_000).toBeCloseTo(7, 1);

    const never = await signUp();
    const refused = await act(admin.cookie, never.userId, { intent: "extend-trial", days: "7" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("never started a trial");
    expect(await subscriptionOf(never.userId)).toBeUndefined();
    expect(await auditOf(never.userId)).toHaveLength(0);
  });

  it.each([
    ["0", "at least 1 day"],
    ["61", "at most 60 days"],
    ["seven", "whole number"],
    ["", "Enter a number of days"],
  ])("refuses %j days by the field, changing nothing", async (days, message) => {
    const admin = await signUpAdmin();
    const alice = await signUp();
    await createTrial(db(), alice.userId);
    const before = await subscriptionOf(alice.userId);
    const response = await act(admin.cookie, alice.userId, { intent: "extend-trial", days });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect((await subscriptionOf(alice.userId))?.trialEnd).toEqual(before?.trialEnd);
    expect(await auditOf(alice.userId)).toHaveLength(0);
  });

  it("resets one usage counter in the user's object (its owner) and in D1's mirror, audited", async () => {
    const admin = await signUpAdmin();
    const alice = await signUp();
    const counters = userObjectClient(env.USER_OBJECT, alice.userId);
    await counters.usage.record("textMessages", 12, null);
    await counters.usage.record("voiceSeconds", 300, null);

    const response = await act(admin.cookie, alice.userId, { intent: "reset-usage", kind: "textMessages" });
    expect(await response.text()).toContain("Counter Reset");
    expect(await counters.usage.read()).toMatchObject({ textMessages: 0, voiceSeconds: 300 });
    expect(await db().select().from(usageTracking).where(eq(usageTracking.userId, alice.userId)).get()).toMatchObject({
      textMessagesUsed: 0,
      voiceSecondsUsed: 300,
    });
    const [entry] = await auditOf(alice.userId);
    expect(entry).toMatchObject({ action: "usage.reset", before: { textMessages: 12 }, after: { textMessages: 0 } });

    const bad = await act(admin.cookie, alice.userId, { intent: "reset-usage", kind: "everything" });
    expect(bad.status).toBe(400);
    await bad.text();
  });

  it("grants and revokes admin, audited, and will not let an admin remove their own role", async () => {
    const admin = await signUpAdmin();
    const alice = await signUp();
    await (await act(admin.cookie, alice.userId, { intent: "grant-admin" })).text();
    expect((await request("/admin", { headers: { cookie: alice.cookie } })).status).toBe(200);
    await (await act(admin.cookie, alice.userId, { intent: "revoke-admin" })).text();
    const after = await request("/admin", { headers: { cookie: alice.cookie } });
    expect(after.status).toBe(404);
    await after.text();
    expect((await auditOf(alice.userId)).map((entry) => entry.action).sort()).toEqual(["role.grant", "role.revoke"]);

    const self = await act(admin.cookie, admin.userId, { intent: "revoke-admin" });
    expect(self.status).toBe(409);
    expect(await self.text()).toContain("cannot remove your own admin role");
    expect(
      await db()
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, admin.userId), eq(userRoles.role, "admin")))
        .all(),
    ).toHaveLength(1);
  });

  it("is a 404 for a user who does not exist", async () => {
    const admin = await signUpAdmin();
    const response = await request(`/admin/users/${crypto.randomUUID()}`, { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(404);
    await response.text();
  });
});

describe("support access", () => {
  it("shows support titles only, until the user lets them read; the grant ends on time or when the user ends it", async () => {
    const admin = await signUpAdmin();
    const alice = await signUp();
    const secret = `My private story ${crypto.randomUUID()}`;
    const essay = await createEssay(db(), alice.userId, { school: "Tuck", essayTitle: "Why Tuck", essayContent: secret });
    const essayPath = `/admin/users/${alice.userId}/essays/${essay.id}`;
    const asAdmin = (path: string) => request(path, { headers: { cookie: admin.cookie } });

    const userPage = await (await asAdmin(`/admin/users/${alice.userId}`)).text();
    expect(userPage).toContain("Why Tuck");
    expect(userPage).not.toContain(secret);
    const closed = await asAdmin(essayPath);
    expect(closed.status).toBe(403);
    expect(await closed.text()).not.toContain(secret);

    // Alice lets support in from /account, and sees that it is on.
    const granted = await postForm("/account", { intent: "grant-support", hours: "24" }, { cookie: alice.cookie });
    expect(await granted.text()).toContain("Support Access On");
    expect(await (await request("/account", { headers: { cookie: alice.cookie } })).text()).toContain("Scout support can read your essays until");
    const open = await asAdmin(essayPath);
    expect(open.status).toBe(200);
    expect(await open.text()).toContain(secret);
    const [reading] = await auditOf(alice.userId);
    expect(reading).toMatchObject({ action: "essay.read", actorId: admin.userId, after: { essayId: essay.id } });

    // The grant runs out on its own.
    await db()
      .update(supportAccessGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(supportAccessGrants.userId, alice.userId));
    const expired = await asAdmin(essayPath);
    expect(expired.status).toBe(403);
    expect(await expired.text()).not.toContain(secret);
    expect(await (await request("/account", { headers: { cookie: alice.cookie } })).text()).toContain("Let support read my essays");

    // And the user can end a new one at once.
    await (await postForm("/account", { intent: "grant-support", hours: "168" }, { cookie: alice.cookie })).text();
    expect((await asAdmin(essayPath)).status).toBe(200);
    await (await postForm("/account", { intent: "revoke-support" }, { cookie: alice.cookie })).text();
    const revoked = await asAdmin(essayPath);
    expect(revoked.status).toBe(403);
    await revoked.text();
  });

  it("refuses a duration that is not offered, and never opens another user's essays", async () => {
    const alice = await signUp();
    const refused = await postForm("/account", { intent: "grant-support", hours: "100000" }, { cookie: alice.cookie });
    expect(refused.status).toBe(400);
    await refused.text();
    expect(await db().select().from(supportAccessGrants).where(eq(supportAccessGrants.userId, alice.userId)).all()).toHaveLength(0);

    // Bob's grant opens Bob's essays only: Alice's essay under Bob's id is a 404.
    const admin = await signUpAdmin();
    const bob = await signUp();
    const alicesEssay = await createEssay(db(), alice.userId);
    await (await postForm("/account", { intent: "grant-support", hours: "24" }, { cookie: bob.cookie })).text();
    const crossed = await request(`/admin/users/${bob.userId}/essays/${alicesEssay.id}`, { headers: { cookie: admin.cookie } });
    expect(crossed.status).toBe(404);
    await crossed.text();
  });
});
