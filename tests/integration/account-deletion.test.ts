import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { userObjectClient } from "../../workers/user-object/client";
import { addSchool, createConversation, createEssay, createFeedbackJob, createTrial, saveGoals, saveResume } from "../factories";
import { cookiesOf, db, postForm, postJson, request, signUp } from "./helpers";
import { rowsLeftFor, userOwnedTables } from "./user-owned-tables";

async function fillAccount(userId: string, email: string) {
  const essay = await createEssay(db(), userId, { essayContent: "My story" });
  await createFeedbackJob(db(), userId, essay.id);
  await db().insert(schema.essayFeedback).values({ essayId: essay.id, userId, feedbackData: [] });
  await db().insert(schema.userWords).values({ userId, word: "zorbing" });
  await db().insert(schema.feedbackIgnores).values({ userId, essayId: essay.id, target: essay.id, type: "clarity", passage: "written" });
  await db().insert(schema.resumeFeedback).values({ userId, feedbackData: [] });
  await createTrial(db(), userId);
  await saveGoals(db(), userId, { longTermVision: "Lead" });
  await saveResume(db(), userId, "Analyst");
  await createConversation(db(), userId, "Hi", [{ type: "user", content: "Hello" }]);
  await addSchool(db(), userId, "Wharton", 1);
  await db().insert(schema.userRoles).values({ userId, role: "admin" });
  await db()
    .insert(schema.newsletterSubscribers)
    .values({ userId, email, tags: ["signup"] });
  await db().insert(schema.analyticsEvents).values({ userId, name: "login", path: "/" });
  await db().insert(schema.emailOutbox).values({ userId, to: email, subject: "s", text: "t" });
  await db().insert(schema.userSchoolPlans).values({ userId, school: "Wharton", cycle: "2026-2027", round: "R1" });
  await db()
    .insert(schema.calendarFeeds)
    .values({ userId, tokenHash: `hash-${userId}` });
  await db().insert(schema.deadlineReminders).values({ userId, school: "Wharton", round: "R1", deadlineAt: new Date(), daysBefore: 3 });
  await db().insert(schema.emailPreferences).values({ userId, deadlineReminders: false });
  await db()
    .insert(schema.supportAccessGrants)
    .values({ userId, expiresAt: new Date(Date.now() + 86_400_000) });
  await db()
    .insert(schema.aiDisclosures)
    .values({ userId, essayId: essay.id, school: essay.school, essayTitle: essay.essayTitle, kind: "feedback_run", touched: { version: 1, revision: 0 } });
  await db()
    .insert(schema.authorshipShares)
    .values({ userId, essayId: essay.id, tokenHash: `share-${userId}` });
  await db()
    .insert(schema.voiceSessions)
    .values({ userId, context: "global", promptVersions: { voice_global: 1 } });
  await db()
    .insert(schema.deadLetters)
    .values({ queue: "scout-feedback", body: { jobId: "j", userId }, userId });
  await userObjectClient(env.USER_OBJECT, userId).recordUsage("textMessages", 3, null);
}

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
    expect((await userOwnedTables()).length).toBe(Object.keys(left).length - 1);
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
    expect((await rowsLeftFor(bob.userId)).essay_submissions).toBe(1);
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
