import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { userObjectClient } from "../../../workers/user-object/client";
import { createUser } from "../../factories";
import { db, rpcFailure } from "../helpers";

// The typed client (workers/user-object/client.ts): each capability reaches the user's own object
// and tells the request's log of every call it makes.

describe("the user object's client", () => {
  it("reaches the object through every capability and counts each call", async () => {
    const { id } = await createUser(db());
    let calls = 0;
    const object = userObjectClient(env.USER_OBJECT, id, () => calls++);

    expect((await object.usage.record("textMessages", 2, null)).usage.textMessages).toBe(2);
    expect((await object.usage.read()).textMessages).toBe(2);
    expect(calls).toBe(2);

    const spent = await object.aiBudget.spend("chat", 5);
    expect(spent.allowed).toBe(true);
    expect(await object.aiBudget.today()).toBe(1);
    expect(calls).toBe(4);

    const versionId = crypto.randomUUID();
    expect(await object.versionBodies.keep([{ id: versionId, body: "An older draft" }])).toEqual({ kept: 1 });
    expect(await object.versionBodies.read([versionId])).toEqual({ [versionId]: "An older draft" });
    expect(calls).toBe(6);

    expect(await object.voice.remaining({ lifetimeSeconds: 300, period: null })).toEqual({ remainingSeconds: 300, usedSeconds: 0 });
    expect(calls).toBe(7);

    const socket = await object.chat.openSocket("a-session");
    expect(socket.status).toBe(101);
    socket.webSocket!.accept();
    socket.webSocket!.close(1000, "done");
    expect(calls).toBe(8);

    const conversation = await object.conversations.create({ context: "global" });
    expect((await object.conversations.list()).map((entry) => [entry.id, entry.messageCount])).toEqual([[conversation.id, 0]]);
    expect(calls).toBe(10);

    await object.account.erase();
    expect(calls).toBe(11);
    // Erased: the same object now refuses every capability.
    expect(await rpcFailure(object.usage.read())).toMatch(/erased/);
  });

  it("without a counter, answers the same (the cron and the queues use it so)", async () => {
    const { id } = await createUser(db());
    const object = userObjectClient(env.USER_OBJECT, id);
    await object.usage.record("essaysCreated", 1, 3);
    expect((await object.usage.read()).essaysCreated).toBe(1);
  });

  it("names only its own user: another user's object is never reached through it", async () => {
    const [alice, bob] = [await createUser(db()), await createUser(db())];
    const versionId = crypto.randomUUID();
    await userObjectClient(env.USER_OBJECT, alice.id).versionBodies.keep([{ id: versionId, body: "Alice's draft" }]);
    expect(await userObjectClient(env.USER_OBJECT, bob.id).versionBodies.read([versionId])).toEqual({});
    // Bob's id sent to Alice's object is refused by the object itself.
    const aliceStub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(alice.id));
    expect(await rpcFailure(aliceStub.versionBodiesRead({ userId: bob.id, ids: [versionId] }))).toMatch(/another user/);
  });
});
