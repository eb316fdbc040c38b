import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHAT_ERRORS } from "../../../app/domain/coach/chat";
import { chatConversations, chatMessages } from "../../../db/schema";
import { userObjectClient } from "../../../workers/user-object/client";
import { fakeRequests, scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createEssay, createTrial } from "../../factories";
import { chatInObject, createChat, messagesInObject } from "./chat-rows";
import { openChatSocket, is } from "./chat-socket";
import { db, postForm, request, signUp } from "../helpers";

/** An applicant on the 14-day trial: Scout answers trial users and paying ones. */
async function applicant() {
  const account = await signUp();
  await createTrial(db(), account.userId);
  return account;
}

/** A conversation's messages where the product keeps them: the applicant's object. */
const messagesOf = messagesInObject;
const usageOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId).usage.read();
const getJson = (path: string, cookie: string) => request(path, { headers: { cookie, accept: "application/json" } });

describe("the chat socket", () => {
  it("is opened only for a signed-in user, from the app's own pages", async () => {
    const { cookie } = await signUp();
    const upgrade = { upgrade: "websocket", origin: "http://localhost" };
    expect((await request("/api/chat/socket", { headers: upgrade })).status).toBe(401);
    expect((await request("/api/chat/socket", { headers: { ...upgrade, cookie, origin: "https://evil.example" } })).status).toBe(403);
    expect((await request("/api/chat/socket", { headers: { upgrade: "websocket", cookie } })).status).toBe(403);
    expect((await request("/api/chat/socket", { headers: { cookie, origin: "http://localhost" } })).status).toBe(400);
  });

  it("stores the message, streams the answer in order to every tab, then stores the answer", async () => {
    const { cookie, userId } = await applicant();
    const [first, second] = [await openChatSocket(cookie), await openChatSocket(cookie)];
    const chunks = ["Start with ", "the moment ", "you chose ", "to lead. ", "stream-order-1"];
    await scriptFake(FAKE_PORTS.openai, { match: "stream-order-1", chunks, chunkDelayMs: 20 });
    const requestId = first.send("How do I open my leadership essay? stream-order-1");

    const accepted = await first.next(is("accepted", (event) => event.requestId === requestId));
    expect(accepted.message).toMatchObject({ type: "user", content: "How do I open my leadership essay? stream-order-1" });
    expect(accepted.conversation).toMatchObject({ context: "global", essayId: null, title: "How do I open my leadership essay? stream-order-1" });
    // The user's message is in the database before the answer is.
    expect((await messagesOf(userId, accepted.conversation.id)).map((row) => row.type)).toContain("user");

    for (const tab of [first, second]) {
      const reply = await tab.next(is("reply", (event) => event.message.id === accepted.replyId));
      // The model is asked while the message is stored, but no word of the answer comes before "accepted".
      const acceptedAt = tab.events.findIndex(is("accepted", (event) => event.requestId === requestId));
      const firstDeltaAt = tab.events.findIndex(is("delta", (event) => event.replyId === accepted.replyId));
      expect(acceptedAt).toBeGreaterThanOrEqual(0);
      expect(firstDeltaAt).toBeGreaterThan(acceptedAt);
      const deltas = tab.events.filter(is("delta", (event) => event.replyId === accepted.replyId)).map((event) => event.text);
      expect(deltas).toEqual(chunks);
      expect(reply.message.content).toBe(chunks.join(""));
      expect(reply.stopped).toBe(false);
    }
    const stored = await messagesOf(userId, accepted.conversation.id);
    expect(stored.map((row) => [row.type, row.content])).toEqual([
      ["user", "How do I open my leadership essay? stream-order-1"],
      ["assistant", chunks.join("")],
    ]);
    // Nothing of it went to D1: the applicant's chat is in their object.
    expect(await db().select().from(chatMessages).where(eq(chatMessages.userId, userId))).toEqual([]);
    expect((await usageOf(userId)).textMessages).toBe(1);
    first.close();
    second.close();
  });

  it("sends the context's system prompt, the user's goals and the conversation so far to the model", async () => {
    const { cookie, userId } = await applicant();
    const essay = await createEssay(db(), userId, { essayContent: "My grandmother's shop taught me to listen. context-essay-marker" });
    const tab = await openChatSocket(cookie);
    const requestId = tab.send("Is my opening strong? context-marker-2", { context: "essay", essayId: essay.id });
    const accepted = await tab.next(is("accepted", (event) => event.requestId === requestId));
    expect(accepted.conversation).toMatchObject({ context: "essay", essayId: essay.id, essayTitle: essay.essayTitle, school: essay.school });
    await tab.next(is("reply"));
    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes("context-marker-2"));
    const body = JSON.parse(sent.at(-1)!.body) as { stream: boolean; messages: { role: string; content: string }[] };
    expect(body.stream).toBe(true);
    expect(body.messages[0]).toMatchObject({ role: "system" });
    expect(body.messages[0]!.content).toMatch(/essay/i);
    expect(body.messages[1]!.content).toContain("context-essay-marker");
    // With unsaved changes in the editor, Scout reads those instead.
    const draftId = tab.send("And now? draft-marker-3", {
      conversationId: accepted.conversation.id,
      context: "essay",
      essayId: essay.id,
      essayDraft: "A new opening about the night shift.",
    });
    await tab.next(is("accepted", (event) => event.requestId === draftId));
    await tab.next(is("reply", (event) => event.message.content.includes("draft-marker-3")));
    const withDraft = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes("draft-marker-3"));
    const draftBody = JSON.parse(withDraft.at(-1)!.body) as { messages: { role: string; content: string }[] };
    expect(draftBody.messages[1]!.content).toContain("not saved yet):\nA new opening about the night shift.");
    // The conversation so far goes along.
    expect(draftBody.messages.map((entry) => entry.content)).toContain("Is my opening strong? context-marker-2");
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "Is my opening strong? context-marker-2" });
    tab.close();
  });

  it("refuses empty, overlong and malformed messages with the product's texts, counting nothing", async () => {
    const { cookie, userId } = await applicant();
    const tab = await openChatSocket(cookie);
    const empty = tab.send("   ");
    expect((await tab.next(is("failed", (event) => event.requestId === empty))).message).toBe(CHAT_ERRORS.empty);
    const long = tab.send("x".repeat(5_000));
    expect((await tab.next(is("failed", (event) => event.requestId === long))).message).toBe(CHAT_ERRORS.tooLong);
    tab.socket.send("{not json");
    tab.socket.send(JSON.stringify({ type: "send", requestId: "r1", conversationId: null, context: "weather", essayId: null, message: "hi" }));
    await tab.next(is("failed", (event) => event.requestId === "r1"));
    expect(tab.events.filter(is("failed", (event) => event.code === "invalid"))).toHaveLength(4);
    expect((await usageOf(userId)).textMessages).toBe(0);
    tab.close();
  });

  it("stops the model's answer when the user's last tab disconnects, counting the message once", async () => {
    const { cookie, userId } = await applicant();
    const tab = await openChatSocket(cookie);
    const chunks = Array.from({ length: 40 }, (_, i) => `word${i} `);
    await scriptFake(FAKE_PORTS.openai, { match: "disconnect-marker", chunks, chunkDelayMs: 50 });
    const requestId = tab.send("Tell me everything. disconnect-marker");
    const accepted = await tab.next(is("accepted", (event) => event.requestId === requestId));
    await tab.next(is("delta"));
    tab.close();
    // The fake sees its stream cancelled long before its 40 chunks (2 s) were sent.
    const cancellation = async () => {
      const entry = (await fakeRequests(FAKE_PORTS.openai)).find((row) => row.path.endsWith("#cancelled") && row.body.includes("disconnect-marker"));
      return entry ? (JSON.parse(entry.body) as { sent: number; total: number }) : null;
    };
    await expect.poll(cancellation, { timeout: 30_000, interval: 50 }).not.toBeNull();
    const cancelled = (await cancellation())!;
    expect(cancelled.sent).toBeLessThan(cancelled.total);
    // What was said so far is kept (a delta had arrived, so there is an answer); counted once.
    await expect.poll(async () => (await messagesOf(userId, accepted.conversation.id)).length).toBe(2);
    const stored = await messagesOf(userId, accepted.conversation.id);
    expect(stored[0]).toMatchObject({ type: "user" });
    expect(stored[1]!.content.length).toBeGreaterThan(0);
    expect(chunks.join("").startsWith(stored[1]!.content)).toBe(true);
    expect((await usageOf(userId)).textMessages).toBe(1);
  });

  it("reports AI Error when the model fails, and does not charge for it", async () => {
    const { cookie, userId } = await applicant();
    const tab = await openChatSocket(cookie);
    await scriptFake(FAKE_PORTS.openai, { match: "model-down-marker", status: 500, body: "upstream exploded" });
    const requestId = tab.send("Hello? model-down-marker");
    const accepted = await tab.next(is("accepted", (event) => event.requestId === requestId));
    expect(accepted.remaining).toBe(49);
    const failed = await tab.next(is("failed", (event) => event.requestId === requestId));
    expect(failed).toMatchObject({ code: "ai_failed", message: CHAT_ERRORS.aiFailed });
    expect((await usageOf(userId)).textMessages).toBe(0);
    tab.close();
  });

  it("refuses a send once the session is gone, and closes the socket", async () => {
    const { cookie } = await applicant();
    const tab = await openChatSocket(cookie);
    // Signed out everywhere, as better-auth ends sessions: the user's object is told (docs/security.md).
    const out = await request("/api/auth/revoke-sessions", {
      method: "POST",
      headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
      body: "{}",
    });
    await out.text();
    expect(out.status).toBe(200);
    const requestId = tab.send("am I still here?");
    expect(await tab.next(is("failed", (event) => event.requestId === requestId))).toMatchObject({ code: "signed_out", message: CHAT_ERRORS.signedOut });
    await expect.poll(() => tab.closed?.code ?? null).toBe(4401);
  });
});

describe("conversations", () => {
  it("opens on the latest global conversation, starts new ones and lists them with counts", async () => {
    const { cookie, userId } = await applicant();
    expect(await (await getJson("/app/chat", cookie)).json()).toMatchObject({
      conversation: null,
      messages: [],
      remaining: 50,
      aiConfigured: true,
      noPlan: null,
    });
    const older = await createChat(userId, "Older", [{ type: "user", content: "first" }], { updatedAt: new Date(Date.now() - 60_000) });
    const newer = await createChat(userId, "Newer", [
      { type: "user", content: "q" },
      { type: "assistant", content: "a" },
    ]);
    const opened = (await (await getJson("/app/chat", cookie)).json()) as { conversation: { id: string }; messages: { content: string }[] };
    expect(opened.conversation.id).toBe(newer.id);
    expect(opened.messages.map((message) => message.content)).toEqual(["q", "a"]);

    const created = await postForm("/app/chat", { context: "global" }, { cookie });
    expect(created.status).toBe(200);
    const { conversation } = (await created.json()) as { conversation: { id: string; title: string } };
    expect(conversation.title).toBe("Global Chat");

    const history = (await (await getJson("/app/chat/history", cookie)).json()) as { conversations: { id: string; messageCount: number }[] };
    expect(history.conversations.map((entry) => [entry.id, entry.messageCount])).toEqual(
      expect.arrayContaining([
        [older.id, 1],
        [newer.id, 2],
        [conversation.id, 0],
      ]),
    );
  });

  it("opened on an essay, is about that essay: its latest conversation, never a global one", async () => {
    const { cookie, userId } = await applicant();
    await createChat(userId, "Global", [{ type: "user", content: "global-question" }]);
    const essay = await createEssay(db(), userId, { essayTitle: "Why MBA" });
    const first = (await (await getJson(`/app/chat?essay=${essay.id}`, cookie)).json()) as Record<string, unknown>;
    expect(first).toMatchObject({ conversation: null, messages: [], about: { essayId: essay.id, essayTitle: "Why MBA", school: "Harvard Business School" } });

    const about = await createChat(userId, "Opening", [], { context: "essay", essayId: essay.id, essayTitle: "Why MBA", school: "Harvard Business School" });
    const again = (await (await getJson(`/app/chat?essay=${essay.id}`, cookie)).json()) as { conversation: { id: string } };
    expect(again.conversation.id).toBe(about.id);
    expect((await (await getJson("/app/chat", cookie)).json()) as Record<string, unknown>).toMatchObject({ about: null, conversation: { title: "Global" } });

    const stranger = await applicant();
    expect((await getJson(`/app/chat?essay=${essay.id}`, stranger.cookie)).status).toBe(404);
  });

  it("keeps every conversation and message to its owner (404 and refusals for anyone else)", async () => {
    const alice = await applicant();
    const bob = await applicant();
    const secret = await createChat(alice.userId, "Alice's plans", [{ type: "user", content: "alice-secret" }]);
    const aliceEssay = await createEssay(db(), alice.userId);

    expect((await getJson(`/app/chat?conversation=${secret.id}`, bob.cookie)).status).toBe(404);
    expect(JSON.stringify(await (await getJson("/app/chat/history", bob.cookie)).json())).not.toContain(secret.id);
    expect((await postForm("/app/chat", { context: "essay", essayId: aliceEssay.id }, { cookie: bob.cookie })).status).toBe(404);
    expect((await request("/app/chat", { headers: { accept: "application/json" } })).status).toBe(401);

    const tab = await openChatSocket(bob.cookie);
    const intoAlice = tab.send("let me in", { conversationId: secret.id });
    expect(await tab.next(is("failed", (event) => event.requestId === intoAlice))).toMatchObject({
      code: "not_initialized",
      message: CHAT_ERRORS.notInitialized,
    });
    const onAliceEssay = tab.send("read her essay", { context: "essay", essayId: aliceEssay.id });
    expect(await tab.next(is("failed", (event) => event.requestId === onAliceEssay))).toMatchObject({ code: "not_initialized" });
    expect((await messagesOf(alice.userId, secret.id)).map((row) => row.content)).toEqual(["alice-secret"]);
    expect((await chatInObject(bob.userId)).conversations).toEqual([]);
    expect(await db().select().from(chatConversations).where(eq(chatConversations.userId, bob.userId))).toEqual([]);
    tab.close();
  });
});
