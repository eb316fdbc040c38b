import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHAT_RATE } from "../../app/domain/platform/rate-window";
import { TRIAL_LIMITS } from "../../app/domain/billing/usage-limits";
import { essaySubmissions, goalsData, subscriptions, user, userRoles, userSchools } from "../../db/schema";
import { createEssay, createTrial } from "../factories";
import { is, openChatSocket } from "../integration/coach/chat-socket";
import { db, essayRow, postForm, postJson, request, sdpOffer, signUp, uniqueEmail, uniqueIp } from "../integration/helpers";
import { userObject } from "./applicants";

// Bodies a browser would never send, fields a user must not set, and the trial's limits held
// exactly while 50 requests arrive at once.
async function trialUser() {
  const account = await signUp();
  await createTrial(db(), account.userId);
  return account;
}

/** A body streamed with no declared length, as a chunked upload is, that stops after `bytes`. */
function endlessBody(bytes: number) {
  let sent = 0;
  const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

const statusesOf = async (responses: Promise<Response>[]) =>
  Promise.all(
    responses.map(async (pending) => {
      const response = await pending;
      await response.text();
      return response.status;
    }),
  );

describe("oversized and malformed bodies", () => {
  it("are refused with 400 or 413, and nothing is written", async () => {
    const { cookie, userId } = await trialUser();
    const essay = await createEssay(db(), userId, { essayContent: "Kept as it was" });
    const refused: [string, Promise<Response>, number][] = [
      [
        "an essay over 50,000 characters",
        postForm(`/app/essays/${essay.id}`, { intent: "save", content: "a".repeat(50_001), baseRevision: "0" }, { cookie }),
        400,
      ],
      ["an essay save with no revision", postForm(`/app/essays/${essay.id}`, { intent: "save", content: "x" }, { cookie }), 400],
      ["an unknown intent", postForm(`/app/essays/${essay.id}`, { intent: "publish" }, { cookie }), 400],
      [
        "goals that are not JSON",
        request("/app/goals/save", { method: "POST", headers: { origin: "http://localhost", "content-type": "application/json", cookie }, body: "{not json" }),
        400,
      ],
      ["goals nested deeply", postJson("/app/goals/save", JSON.parse(`${'{"a":'.repeat(200)}1${"}".repeat(200)}`), cookie), 400],
      ["an analytics body over 4 KB", postJson("/api/analytics", { name: "login", path: `/${"p".repeat(5_000)}` }, cookie), 413],
      // 8 MB with no declared length: refused once 4 KB have been read, not after reading all of it.
      [
        "an 8 MB analytics body, chunked",
        request("/api/analytics", {
          method: "POST",
          headers: { origin: "http://localhost", "content-type": "application/json", cookie },
          body: endlessBody(8 * 1024 * 1024),
        }),
        413,
      ],
      [
        "a voice session body that is not JSON",
        request("/api/voice/session", { method: "POST", headers: { origin: "http://localhost", "content-type": "application/json", cookie }, body: "[" }),
        400,
      ],
      [
        "a voice transcript over 400 KB",
        postJson(`/api/voice/calls/${crypto.randomUUID()}/end`, { transcript: [{ type: "user", content: "x".repeat(500_000) }] }, cookie),
        413,
      ],
      ["a resume over the limit", postForm("/app/resume", { intent: "save", content: "r".repeat(50_001) }, { cookie }), 400],
    ];
    for (const [what, pending, status] of refused) {
      const response = await pending;
      await response.text();
      expect(response.status, what).toBe(status);
    }
    const row = await db().select().from(essaySubmissions).where(eq(essaySubmissions.id, essay.id)).get();
    expect(row).toMatchObject({ essayContent: "Kept as it was", revision: essay.revision });
    expect(await db().select().from(goalsData).where(eq(goalsData.userId, userId))).toEqual([]);
  });

  it("a chat frame that is not JSON, or too large, is refused on the socket without closing it", async () => {
    const { cookie } = await trialUser();
    const tab = await openChatSocket(cookie);
    tab.socket.send("{not json");
    tab.socket.send(JSON.stringify({ type: "send", requestId: "big", conversationId: null, context: "global", essayId: null, message: "m".repeat(130_000) }));
    await expect.poll(() => tab.events.filter(is("failed")).length).toBe(2);
    expect(tab.closed).toBeNull();
    tab.close();
  });
});

describe("mass assignment", () => {
  it("sign-up cannot make an admin, a verified e-mail or a plan", async () => {
    const email = uniqueEmail();
    const response = await request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": uniqueIp() },
      body: JSON.stringify({ email, password: "correct-horse-battery", name: "", role: "admin", emailVerified: true, plan: "legacy", id: "chosen-id" }),
    });
    await response.text();
    const row = await db().select().from(user).where(eq(user.email, email)).get();
    expect(row?.emailVerified ?? false).toBe(false);
    expect(row?.id).not.toBe("chosen-id");
    if (row) {
      expect(await db().select().from(userRoles).where(eq(userRoles.userId, row.id))).toEqual([]);
      expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, row.id))).toEqual([]);
    }
  });

  it("an essay save ignores userId, revision, version and status sent with it", async () => {
    const { cookie, userId } = await trialUser();
    const other = await signUp();
    const essay = await createEssay(db(), userId);
    const response = await postForm(
      `/app/essays/${essay.id}`,
      { intent: "save", content: "Mine", baseRevision: String(essay.revision), userId: other.userId, revision: "99", version: "7", status: "submitted" },
      { cookie },
    );
    await response.text();
    expect(response.status).toBe(200);
    const row = await essayRow(essay.id);
    expect(row).toMatchObject({ userId, essayContent: "Mine", revision: essay.revision + 1, version: essay.version, status: essay.status });
  });

  it("starting a trial ignores status, trial end and tier sent with it", async () => {
    const { cookie, userId } = await signUp();
    const response = await postForm(
      "/plans",
      { intent: "start-trial", plan: "essential", status: "active", trialEnd: "2099-01-01", tier: "legacy", userId: "someone-else" },
      { cookie },
    );
    await response.text();
    const row = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
    expect(row).toMatchObject({ status: "trialing", tier: "essential" });
    expect(row!.trialEnd!.getTime()).toBeLessThan(Date.now() + 15 * 86_400_000);
  });

  it("reordering a school ignores a position sent with it, and goals refuse a userId", async () => {
    const { cookie, userId } = await trialUser();
    for (const school of ["Wharton", "Tuck"]) await (await postForm("/app/schools", { intent: "add", school }, { cookie })).text();
    await (await postForm("/app/schools", { intent: "move", school: "Tuck", index: "0", position: "-1000000", userId: "x" }, { cookie })).text();
    const rows = await db().select().from(userSchools).where(eq(userSchools.userId, userId)).orderBy(userSchools.position);
    expect(rows.map((row) => row.school)).toEqual(["Tuck", "Wharton"]);
    expect(rows.every((row) => Math.abs(row.position) < 1_000)).toBe(true);
    expect(await statusesOf([postJson("/app/goals/save", { userId: "someone-else", longTermVision: "x" }, cookie)])).toEqual([400]);
  });
});

describe("limits under 50 concurrent requests", () => {
  it("essays: 50 first saves at once create exactly the trial's 3", async () => {
    const { cookie, userId } = await trialUser();
    const essays = await Promise.all(Array.from({ length: 50 }, (_, i) => createEssay(db(), userId, { school: `School ${i}`, essayTitle: `Essay ${i}` })));
    const statuses = await statusesOf(
      essays.map((essay) => postForm(`/app/essays/${essay.id}`, { intent: "save", content: "My own words", baseRevision: String(essay.revision) }, { cookie })),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(TRIAL_LIMITS.essaysCreated);
    expect(statuses.filter((status) => status === 402)).toHaveLength(50 - TRIAL_LIMITS.essaysCreated);
    expect((await userObject(userId).usage.read()).essaysCreated).toBe(TRIAL_LIMITS.essaysCreated);
  });

  it("messages: 50 sends at once with 5 of the trial's messages left let exactly 5 through", async () => {
    const { cookie, userId } = await trialUser();
    await userObject(userId).usage.record("textMessages", TRIAL_LIMITS.textMessages - 5, null);
    const tab = await openChatSocket(cookie);
    const ids: string[] = Array.from({ length: 50 }, (_, i) => tab.send(`concurrent battery ${i}`));
    await expect
      .poll(() => tab.events.filter((event) => (event.type === "accepted" || event.type === "failed") && ids.includes(event.requestId ?? "")).length, {
        timeout: 30_000,
      })
      .toBe(50);
    const accepted = tab.events.filter(is("accepted"));
    expect(accepted).toHaveLength(5);
    const refusals = tab.events.filter(is("failed")).map((event) => event.code);
    expect(refusals.filter((code) => code === "limit_reached").length + refusals.filter((code) => code === "rate_limited").length).toBe(45);
    expect(CHAT_RATE.limit).toBeGreaterThan(5);
    await expect.poll(async () => (await userObject(userId).usage.read()).textMessages).toBe(TRIAL_LIMITS.textMessages);
    await expect.poll(() => tab.events.filter(is("reply")).length, { timeout: 30_000 }).toBe(5);
    tab.close();
  });

  it("voice: with the trial's minutes used, 50 session requests at once open no call", async () => {
    const { cookie, userId } = await trialUser();
    await userObject(userId).usage.record("voiceSeconds", TRIAL_LIMITS.voiceSeconds, null);
    const responses = await Promise.all(Array.from({ length: 50 }, () => postJson("/api/voice/session", { context: "global", sdp: sdpOffer() }, cookie)));
    const bodies = await Promise.all(responses.map((response) => response.json() as Promise<{ error?: { code?: string } }>));
    expect(responses.every((response) => response.status === 403)).toBe(true);
    expect(bodies.every((body) => body.error?.code === "usage_limit")).toBe(true);
    expect((await userObject(userId).usage.read()).voiceSeconds).toBe(TRIAL_LIMITS.voiceSeconds);
  });
});
