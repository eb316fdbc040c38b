import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { chatConversations, chatMessages, chatMoves } from "../../../db/schema";
import type { UserObject } from "../../support/test-worker";
import { collectAccountData } from "../../../app/services/export/account-archive.server";
import { type ChatHolder, moveChatToObject } from "../../../app/services/coach/chat-move.server";
import { sweepChatMoves } from "../../../app/services/coach/chat-move-sweep.server";
import type { ChatRows } from "../../../app/services/coach/chat-source.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { fakeRequests } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createEssay, createTrial } from "../../factories";
import { is, openChatSocket } from "./chat-socket";
import { db, postForm, request, signUp, rpcFailure, signUpFromBefore } from "../helpers";

// Step 2 of docs/scale.md: an applicant's chat written to D1 before the move (seeded here the old
// way, straight into D1's tables) moves to their object, verified batch by batch, and every reader
// sees the same conversations and messages afterwards; a move cut short resumes; the rollback
// writes it all back to D1.

const objectOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId);
const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;
const movedApplicants = (userId: string) =>
  db()
    .select({ userId: chatMoves.userId, conversations: chatMoves.conversations, messages: chatMoves.messages })
    .from(chatMoves)
    .where(eq(chatMoves.userId, userId));
const getJson = async <T>(path: string, cookie: string) => (await request(path, { headers: { cookie, accept: "application/json" } })).json() as Promise<T>;
type Panel = { conversation: { id: string; title: string } | null; messages: { id: string; type: string; content: string; createdAt: string }[] };
type History = { conversations: { id: string; title: string; messageCount: number }[] };

/** An applicant with three conversations in D1: a global one, one about an essay, a voice call's. */
async function applicantWithD1Chat() {
  const account = await signUpFromBefore();
  await createTrial(db(), account.userId);
  const essay = await createEssay(db(), account.userId, { essayTitle: "Why MBA" });
  const t0 = Date.now() - 3_600_000;
  const conversations = [
    { id: crypto.randomUUID(), title: "Career switch", context: "global" as const, createdAt: new Date(t0), updatedAt: new Date(t0 + 5) },
    {
      id: crypto.randomUUID(),
      title: "Opening lines",
      context: "essay" as const,
      essayId: essay.id,
      essayTitle: "Why MBA",
      school: essay.school,
      createdAt: new Date(t0 + 10),
      updatedAt: new Date(t0 + 15),
    },
    { id: crypto.randomUUID(), title: "AI Chat Session", context: "global" as const, createdAt: new Date(t0 + 20), updatedAt: new Date(t0 + 20) },
  ];
  await db()
    .insert(chatConversations)
    .values(conversations.map((c) => ({ ...c, userId: account.userId })));
  const messages = conversations.flatMap((c, n) =>
    Array.from({ length: 4 }, (_, i) => ({
      id: crypto.randomUUID(),
      conversationId: c.id,
      userId: account.userId,
      type: i % 2 ? ("assistant" as const) : ("user" as const),
      content: `${c.title} message ${i} ${account.userId}`,
      source: n === 2 ? ("voice" as const) : ("text" as const),
      promptVersions: i % 2 ? { chat_global: 1 } : null,
      createdAt: new Date(c.createdAt.getTime() + i),
    })),
  );
  await db().insert(chatMessages).values(messages.slice(0, 6));
  await db().insert(chatMessages).values(messages.slice(6));
  return { ...account, essay, conversations, messages };
}

const inD1 = async (userId: string) => ({
  conversations: await db().select().from(chatConversations).where(eq(chatConversations.userId, userId)),
  messages: await db().select().from(chatMessages).where(eq(chatMessages.userId, userId)),
});

/** What the chat's pages show: the History list, and every conversation opened from it. */
async function whatReadersSee(cookie: string) {
  const history = await getJson<History>("/app/chat/history", cookie);
  const opened = await Promise.all(history.conversations.map((c) => getJson<Panel>(`/app/chat?conversation=${c.id}`, cookie)));
  return { history: history.conversations, opened };
}

describe("moving an applicant's chat from D1 to their object", () => {
  it("moves every conversation and message written before it, and every reader shows the same", async () => {
    const applicant = await applicantWithD1Chat();
    const { userId, cookie, conversations, messages } = applicant;
    expect((await objectOf(userId).conversations.size()).store).toBe("unmoved");

    // The hourly cron's move: a bounded batch of applicants with chat in D1 (this one among them).
    const swept = await sweepChatMoves(db(), objectOf, "object", 10_000);
    expect(swept.failed).toBe(0);
    expect(await inD1(userId)).toEqual({ conversations: [], messages: [] });
    expect(await objectOf(userId).conversations.size()).toMatchObject({ store: "object", conversations: 3, messages: 12 });

    // The History list, newest first, with counts; each conversation's messages in order, as written.
    const seen = await whatReadersSee(cookie);
    expect(seen.history.map((c) => [c.id, c.title, c.messageCount])).toEqual([...conversations].reverse().map((c) => [c.id, c.title, 4]));
    for (const [index, panel] of seen.opened.entries()) {
      const id = seen.history[index]!.id;
      const written = messages.filter((m) => m.conversationId === id);
      expect(panel.messages).toEqual(written.map((m) => ({ id: m.id, type: m.type, content: m.content, createdAt: m.createdAt.toISOString() })));
    }
    // The panel's openings: the latest global conversation, and the essay's own.
    expect((await getJson<Panel>("/app/chat", cookie)).conversation?.id).toBe(conversations[2]!.id);
    expect((await getJson<Panel>(`/app/chat?essay=${applicant.essay.id}`, cookie)).conversation?.id).toBe(conversations[1]!.id);

    // The chat goes on in a moved conversation: the model is sent what was said in it before.
    const tab = await openChatSocket(cookie);
    const requestId = tab.send("And then? moved-history-marker", { conversationId: conversations[0]!.id });
    await tab.next(is("accepted", (event) => event.requestId === requestId));
    await tab.next(is("reply"));
    tab.close();
    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes("moved-history-marker")).at(-1)!;
    expect(sent.body).toContain(`Career switch message 3 ${userId}`);
    expect(await inD1(userId)).toEqual({ conversations: [], messages: [] });

    // The archive holds each message once, with its prompt versions.
    const archived = await collectAccountData(db(), objectOf(userId), userId);
    expect(archived.chat_messages).toHaveLength(14);
    expect(new Set(archived.chat_messages!.map((row) => row.id)).size).toBe(14);
    expect(archived.chat_messages!.find((row) => row.id === messages[1]!.id)).toMatchObject({ prompt_versions: { chat_global: 1 }, user_id: userId });

    // Another user reaches none of it, and the object answers no one else.
    const stranger = await signUp();
    expect((await request(`/app/chat?conversation=${conversations[0]!.id}`, { headers: { cookie: stranger.cookie, accept: "application/json" } })).status).toBe(
      404,
    );
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    const refused = await rpcFailure(stub.conversationsList({ userId: stranger.userId }));
    expect(refused).toMatch(/another user/);
  });

  it("moves on the applicant's first chat call, and the call answers from the moved chat", async () => {
    const { userId, cookie, conversations } = await applicantWithD1Chat();
    const history = await getJson<History>("/app/chat/history", cookie);
    expect(history.conversations.map((c) => c.id).sort()).toEqual(conversations.map((c) => c.id).sort());
    expect(await inD1(userId)).toEqual({ conversations: [], messages: [] });
    expect((await objectOf(userId).conversations.size()).store).toBe("object");
  });

  it("resumes a move cut short: rows already copied are kept once, and D1 is emptied only of what the object holds", async () => {
    const { userId, cookie, messages } = await applicantWithD1Chat();
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    // A move that copied the first message and stopped before D1 was emptied.
    const first = messages[0]!;
    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec(
        "INSERT INTO chat_message (id, conversation_id, type, content, source, prompt_versions, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?)",
        first.id,
        first.conversationId,
        first.type,
        first.content,
        first.source,
        first.createdAt.getTime(),
      );
    });
    const seen = await whatReadersSee(cookie);
    expect(seen.opened.flatMap((panel) => panel.messages.map((m) => m.id)).sort()).toEqual(messages.map((m) => m.id).sort());
    expect((await objectOf(userId).conversations.size()).messages).toBe(12);
    expect(await inD1(userId)).toEqual({ conversations: [], messages: [] });
  });

  it("deletes nothing from D1 when the object's copy differs, or cannot be read back", async () => {
    const { userId, messages } = await applicantWithD1Chat();
    const kept: ChatRows = { conversations: [], messages: [] };
    const differing: ChatHolder = {
      keep: (rows) => {
        kept.conversations.push(...rows.conversations);
        kept.messages.push(...rows.messages.map((m) => ({ ...m, content: `${m.content} (changed)` })));
      },
      held: () => kept,
    };
    await expect(moveChatToObject(db(), userId, differing)).rejects.toThrow(/differs/);
    const unreadable: ChatHolder = {
      keep: () => undefined,
      held: () => {
        throw new Error("object unreachable");
      },
    };
    await expect(moveChatToObject(db(), userId, unreadable)).rejects.toThrow(/unreachable/);
    expect((await inD1(userId)).messages).toHaveLength(messages.length);
    // The hourly sweep logs an applicant it could not move and goes on; here it moves this one.
    const silenced = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await sweepChatMoves(db(), objectOf, "object", 10_000);
    silenced.mockRestore();
    expect((await inD1(userId)).messages).toHaveLength(0);
  });

  it("keeps answering from D1 when an applicant's move fails: nothing is hidden and nothing leaves D1", async () => {
    const { userId, cookie, messages, conversations } = await applicantWithD1Chat();
    const stub = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    // The object holds a different text under one message's id: the move's check refuses it.
    const first = messages[0]!;
    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec(
        "INSERT INTO chat_message (id, conversation_id, type, content, source, prompt_versions, created_at) VALUES (?, ?, ?, 'not what was said', 'text', NULL, ?)",
        first.id,
        first.conversationId,
        first.type,
        first.createdAt.getTime(),
      );
    });
    const silenced = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const seen = await whatReadersSee(cookie);
    silenced.mockRestore();
    expect(seen.history.map((c) => c.id).sort()).toEqual(conversations.map((c) => c.id).sort());
    const opened = seen.opened.find((panel) => panel.conversation?.id === first.conversationId)!;
    expect(opened.messages[0]).toMatchObject({ id: first.id, content: first.content });
    expect((await inD1(userId)).messages).toHaveLength(messages.length);
    expect((await objectOf(userId).conversations.size()).store).toBe("unmoved");
  });

  it("rolls back: every conversation and message goes back to D1 as it was, and the chat reads D1 from then on", async () => {
    const { userId, cookie, messages } = await applicantWithD1Chat();
    const before = await inD1(userId);
    await objectOf(userId).conversations.move();
    expect(await movedApplicants(userId)).toEqual([{ userId, conversations: 3, messages: 12 }]);
    const moved = await whatReadersSee(cookie);
    // A conversation started after the move lives only in the object until the move back.
    const started = await postForm("/app/chat", { context: "global" }, { cookie });
    expect(started.status).toBe(200);
    const { conversation: fresh } = (await started.json()) as { conversation: { id: string } };

    // CHAT_STORE=d1 (set on this object alone here): nothing more moves to it, and its next chat call moves it back.
    await testObject(userId).setChatStore("d1");
    expect(await objectOf(userId).conversations.move()).toEqual({ conversations: 0, messages: 0 });
    const back = await whatReadersSee(cookie);
    const after = await inD1(userId);
    const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(after.messages)).toEqual(byId(before.messages));
    expect(byId(after.conversations.filter((c) => c.id !== fresh.id))).toEqual(byId(before.conversations));
    expect(after.conversations.map((c) => c.id)).toContain(fresh.id);
    expect(await objectOf(userId).conversations.size()).toMatchObject({ store: "d1", conversations: 0, messages: 0 });
    expect(await movedApplicants(userId)).toEqual([]);

    // Readers saw exactly what they saw before the move back, now read from D1.
    expect(back.history.filter((c) => c.id !== fresh.id)).toEqual(moved.history);
    expect(back.opened.filter((panel) => panel.conversation?.id !== fresh.id)).toEqual(moved.opened);
    expect((await inD1(userId)).messages).toHaveLength(messages.length);
  });

  it("rolls back applicants who do not come back, by the hourly walk of chat_moves", async () => {
    const { userId, cookie } = await applicantWithD1Chat();
    await objectOf(userId).conversations.move();
    const moved = await whatReadersSee(cookie);
    await testObject(userId).setChatStore("d1");
    const walked = await sweepChatMoves(db(), objectOf, "d1", 10_000);
    expect(walked.failed).toBe(0);
    expect(await movedApplicants(userId)).toEqual([]);
    expect(await objectOf(userId).conversations.size()).toMatchObject({ store: "d1", messages: 0 });
    expect((await inD1(userId)).messages).toHaveLength(12);
    expect(await whatReadersSee(cookie)).toEqual(moved);
  });
});
