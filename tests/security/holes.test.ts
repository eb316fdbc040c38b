import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ChatEvent } from "../../app/domain/coach/chat";
import { CHAT_RATE } from "../../app/domain/platform/rate-window";
import type { UserObject } from "../../workers/user-object/user-object";
import { createTrial } from "../factories";
import { openChatSocket } from "../integration/coach/chat-socket";
import { db, postForm, request, signUp } from "../integration/helpers";
import { seedAlice, seedBob, userObject } from "./applicants";
import { feedbackOfEssay } from "../integration/work-rows";

// The probe's findings 3 to 6, one test each (1 is credentials.test.ts, 2 is headers.test.ts).
const isFailure = (event: ChatEvent): event is Extract<ChatEvent, { type: "failed" }> => event.type === "failed";

describe("the probe's findings", () => {
  it("3. Clear on another user's essay is a 404, like every other action, and deletes nothing", async () => {
    const alice = await seedAlice();
    const bob = await seedBob();
    // As the editor's fetcher sends it (single fetch): the action's own answer, no page loader.
    const response = await postForm(`/app/essays/${alice.essay.id}.data`, { intent: "clear" }, { cookie: bob.cookie });
    await response.text();
    expect(response.status).toBe(404);
    expect(await feedbackOfEssay(alice.essay.id)).not.toBeNull();
    // The owner's own Clear still works.
    const own = await postForm(`/app/essays/${alice.essay.id}.data`, { intent: "clear" }, { cookie: alice.cookie });
    await own.text();
    expect(own.status).toBe(200);
    expect(await feedbackOfEssay(alice.essay.id)).toBeNull();
  });

  it("4. deleting an account closes its open chat sockets (4401) and the object refuses anything after", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const [first, second] = [await openChatSocket(cookie), await openChatSocket(cookie)];
    const deleted = await postForm("/account/delete", {}, { cookie });
    await deleted.text();
    expect(deleted.status).toBe(302);
    for (const tab of [first, second]) {
      await expect.poll(() => tab.closed?.code ?? null, { timeout: 30_000 }).toBe(4401);
    }
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    const after = await runInDurableObject(stub, async (instance: UserObject, state) => {
      const refused = await instance.usageRecord({ userId, kind: "textMessages", amount: 1, limit: null }).then(
        () => "accepted",
        (error: Error) => error.message,
      );
      return { refused, stored: [...state.storage.kv.list()] };
    });
    expect(after).toEqual({ refused: "This user object was erased with its account", stored: [] });
  });

  it("5. a signed-in user who never started a trial is invited to start one, never told it expired", async () => {
    const { cookie } = await signUp();
    const html = await (await request("/app", { headers: { cookie } })).text();
    expect(html).toContain("Start your free trial");
    expect(html).not.toContain("Trial expired");
    // A trial that really ended still says so.
    const ended = await signUp();
    await createTrial(db(), ended.userId, { endsAt: new Date(Date.now() - 60_000) });
    const endedHtml = await (await request("/app", { headers: { cookie: ended.cookie } })).text();
    expect(endedHtml).toContain("Trial expired");
    expect(endedHtml).not.toContain("Start your free trial");
  });

  it("6. the chat rate window holds even when AI is not configured (signed in → well-formed → rate → entitled → AI)", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const tab = await openChatSocket(cookie);
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    // This installation has no OpenAI key: the object's context, built once, has no client.
    await runInDurableObject(stub, (instance: UserObject) => {
      const object = instance as unknown as { background: { openai: unknown }; savedOpenai?: unknown };
      object.savedOpenai = object.background.openai;
      object.background.openai = null;
    });
    try {
      const codes: string[] = [];
      for (let i = 0; i <= CHAT_RATE.limit; i++) {
        const requestId = tab.send(`message ${i}`);
        codes.push((await tab.next((event): event is Extract<ChatEvent, { type: "failed" }> => isFailure(event) && event.requestId === requestId)).code);
      }
      expect(codes.slice(0, CHAT_RATE.limit).every((code) => code === "ai_not_configured")).toBe(true);
      expect(codes[CHAT_RATE.limit]).toBe("rate_limited");
      // Nothing was charged for answers that never came.
      expect((await userObject(userId).usage.read()).textMessages).toBe(0);
    } finally {
      await runInDurableObject(stub, (instance: UserObject) => {
        const object = instance as unknown as { background: { openai: unknown }; savedOpenai?: unknown };
        object.background.openai = object.savedOpenai;
      });
      tab.close();
    }
  });
});
