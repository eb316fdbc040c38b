import { describe, expect, it } from "vitest";
import type { ConversationView } from "~/domain/coach/chat";
import { initialChatState } from "./chat-initial-state";
import { chatReducer } from "./chat-state";

const conversation = (id: string, context: ConversationView["context"] = "global"): ConversationView => ({
  id,
  title: "t",
  context,
  essayId: null,
  essayTitle: null,
  school: null,
  createdAt: "2026-11-22T00:00:00.000Z",
});
const userMessage = { id: "m1", type: "user" as const, content: "hi", createdAt: "2026-11-22T00:00:00.000Z" };
const loaded = chatReducer(initialChatState, {
  type: "loaded",
  conversation: conversation("c1"),
  messages: [],
  remaining: 3,
  aiConfigured: true,
  noPlan: null,
  about: null,
});

describe("the chat panel's state", () => {
  it("turns this tab's pending message into the stored one, then streams and settles the answer", () => {
    let state = chatReducer(loaded, { type: "sending", pending: { requestId: "r1", content: "hi" } });
    state = chatReducer(state, {
      type: "event",
      event: { type: "accepted", requestId: "r1", conversation: conversation("c1"), message: userMessage, replyId: "a1", remaining: 2 },
    });
    expect(state).toMatchObject({ pending: [], messages: [userMessage], streaming: { replyId: "a1", text: "" }, remaining: 2 });
    state = chatReducer(state, { type: "event", event: { type: "delta", conversationId: "c1", replyId: "a1", text: "Hel" } });
    state = chatReducer(state, { type: "event", event: { type: "delta", conversationId: "c1", replyId: "a1", text: "lo" } });
    expect(state.streaming?.text).toBe("Hello");
    const reply = { id: "a1", type: "assistant" as const, content: "Hello", createdAt: "2026-11-22T00:00:01.000Z" };
    state = chatReducer(state, { type: "event", event: { type: "reply", conversationId: "c1", message: reply, stopped: false } });
    expect(state.streaming).toBeNull();
    expect(state.messages.map((message) => message.id)).toEqual(["m1", "a1"]);
  });

  it("ignores another conversation's stream, and follows a first global chat started in another tab", () => {
    const elsewhere = chatReducer(loaded, {
      type: "event",
      event: { type: "accepted", requestId: "x", conversation: conversation("c2"), message: userMessage, replyId: "a2", remaining: 2 },
    });
    expect(elsewhere.conversation?.id).toBe("c1");
    expect(elsewhere.streaming).toBeNull();
    expect(elsewhere.remaining).toBe(2);
    const fresh = chatReducer(initialChatState, {
      type: "loaded",
      conversation: null,
      messages: [],
      remaining: null,
      aiConfigured: true,
      noPlan: null,
      about: null,
    });
    const joined = chatReducer(fresh, {
      type: "event",
      event: { type: "accepted", requestId: "x", conversation: conversation("c2"), message: userMessage, replyId: "a2", remaining: null },
    });
    expect(joined.conversation?.id).toBe("c2");
    expect(joined.streaming?.replyId).toBe("a2");
  });

  it("hands a refused message back to the input and shows the upgrade card at the limit", () => {
    let state = chatReducer(loaded, { type: "sending", pending: { requestId: "r2", content: "one more" } });
    state = chatReducer(state, { type: "event", event: { type: "failed", requestId: "r2", code: "limit_reached", message: "limit" } });
    expect(state).toMatchObject({ pending: [], returned: { requestId: "r2", content: "one more" }, limitReached: true, remaining: 0 });
  });
});
