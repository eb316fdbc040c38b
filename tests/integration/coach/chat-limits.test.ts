import { env } from "cloudflare:workers";
import { evictAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CHAT_ERRORS, type ChatEvent } from "../../../app/domain/coach/chat";
import type { UserObject } from "../../support/test-worker";
import { userObjectClient } from "../../../workers/user-object/client";
import { createTrial } from "../../factories";
import { openChatSocket, is } from "./chat-socket";
import { db, request, signUp } from "../helpers";

// The limits on a chat message (app/services/coach/chat-limits.server.ts): the rate window, the
// trial's cap, counted once however many tabs race for the last message, and no answer without a
// plan or a live trial.

/** An applicant on the 14-day trial: Scout answers trial users and paying ones. */
async function applicant() {
  const account = await signUp();
  await createTrial(db(), account.userId);
  return account;
}

const usageOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId).usage.read();
const getJson = (path: string, cookie: string) => request(path, { headers: { cookie, accept: "application/json" } });

describe("the limits on a chat message", () => {
  it("refuses the 11th message in 60 s with when to retry, and accepts again after the window", async () => {
    const { cookie, userId } = await applicant();
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    const start = Date.now();
    const tab = await openChatSocket(cookie);
    await runInDurableObject(stub, (instance: UserObject) => instance.setClock(start));
    for (let i = 0; i < 10; i++) {
      const id = tab.send(`rate message ${i}`);
      await tab.next(is("reply", () => true));
      await tab.next(is("accepted", (event) => event.requestId === id));
      tab.events.length = 0;
    }
    const eleventh = tab.send("one too many");
    const refused = await tab.next(is("failed", (event) => event.requestId === eleventh));
    expect(refused).toMatchObject({ code: "rate_limited", message: CHAT_ERRORS.slowDown, retryAfterSeconds: 60 });
    // The window is kept in the object's storage: an eviction does not reset it.
    tab.close();
    await evictAllDurableObjects();
    const again = await openChatSocket(cookie);
    await runInDurableObject(stub, (instance: UserObject) => instance.setClock(start + 30_000));
    const stillRefused = again.send("still too soon");
    expect(await again.next(is("failed", (event) => event.requestId === stillRefused))).toMatchObject({ code: "rate_limited", retryAfterSeconds: 30 });
    await runInDurableObject(stub, (instance: UserObject) => instance.setClock(start + 60_001));
    const later = again.send("after the window");
    await again.next(is("accepted", (event) => event.requestId === later));
    await again.next(is("reply"));
    again.close();
  });

  it("lets exactly one of 50 concurrent sends through at 49 of the trial's 50 messages", async () => {
    const { cookie, userId } = await applicant();
    await userObjectClient(env.USER_OBJECT, userId).usage.record("textMessages", 49, null);
    const tabs = await Promise.all(Array.from({ length: 5 }, () => openChatSocket(cookie)));
    const ids = tabs.flatMap((tab) => Array.from({ length: 10 }, (_, i) => ({ tab, id: tab.send(`last message race ${i}`) })));
    const settled = (event: ChatEvent, id: string) => (event.type === "accepted" || event.type === "failed") && event.requestId === id;
    const outcomes = await Promise.all(ids.map(({ tab, id }) => tab.next((event): event is ChatEvent => settled(event, id))));
    expect(outcomes.filter((event) => event?.type === "accepted")).toHaveLength(1);
    const accepted = outcomes.find((event) => event?.type === "accepted");
    expect(accepted).toMatchObject({ remaining: 0 });
    expect(outcomes.filter((event) => event?.type === "failed" && event.code === "limit_reached").length).toBeGreaterThan(0);
    expect((await usageOf(userId)).textMessages).toBe(50);
    await tabs[0]!.next(is("reply"));
    tabs.forEach((tab) => tab.close());
  }, 20_000);

  it("does not answer once the trial has ended without a plan, and counts nothing", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId, { endsAt: new Date(Date.now() - 60_000) });
    expect(await (await getJson("/app/chat", cookie)).json()).toMatchObject({ noPlan: "trial_expired" });
    const tab = await openChatSocket(cookie);
    const requestId = tab.send("free answers please");
    expect(await tab.next(is("failed", (event) => event.requestId === requestId))).toMatchObject({ code: "trial_expired", message: CHAT_ERRORS.trialExpired });
    expect((await usageOf(userId)).textMessages).toBe(0);
    tab.close();
  });

  it("shows a trial user how many messages are left", async () => {
    const { cookie, userId } = await applicant();
    await userObjectClient(env.USER_OBJECT, userId).usage.record("textMessages", 12, null);
    expect(await (await getJson("/app/chat", cookie)).json()).toMatchObject({ remaining: 38 });
  });
});
