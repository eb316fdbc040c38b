import type { ChatAbout, ChatEvent, ChatMessageView, ChatPanelData, ConversationView, NoPlan } from "~/domain/coach/chat";
import type { SocketState } from "./chat-socket";

// The chat panel's state in one tab, changed only by this reducer: what the server loaded, what
// this tab sent, and what the user's object broadcast to all of the user's tabs.

export type PendingMessage = { requestId: string; content: string };

export type ChatState = {
  loaded: "no" | "loading" | "yes" | "failed";
  conversation: ConversationView | null;
  messages: ChatMessageView[];
  /** Sent from this tab, not yet accepted by the server. */
  pending: PendingMessage[];
  /** The answer being streamed into the conversation on screen. */
  streaming: { replyId: string; text: string } | null;
  remaining: number | null;
  aiConfigured: boolean;
  limitReached: boolean;
  /** No plan and no live trial (and which): the upgrade card replaces the message box. */
  noPlan: NoPlan;
  /** The text of this tab's message the server refused, handed back to the input. */
  returned: { requestId: string; content: string } | null;
  socket: SocketState;
  /** The essay the panel was opened on, which a new conversation is about. */
  about: ChatAbout;
};

export type ChatAction =
  | { type: "loading" }
  | { type: "load-failed" }
  | ({ type: "loaded" } & ChatPanelData)
  | { type: "new-chat"; conversation: ConversationView }
  | { type: "sending"; pending: PendingMessage }
  | { type: "socket"; state: SocketState }
  | { type: "event"; event: ChatEvent };

const withMessage = (messages: ChatMessageView[], message: ChatMessageView) =>
  messages.some((existing) => existing.id === message.id) ? messages : [...messages, message];

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "loading":
      return { ...state, loaded: "loading" };
    case "load-failed":
      return { ...state, loaded: "failed" };
    case "loaded":
      return {
        ...state,
        loaded: "yes",
        conversation: action.conversation,
        messages: action.messages,
        streaming: null,
        remaining: action.remaining,
        aiConfigured: action.aiConfigured,
        limitReached: action.remaining === 0,
        noPlan: action.noPlan,
        about: action.about,
      };
    case "new-chat":
      return {
        ...state,
        conversation: action.conversation,
        messages: [],
        streaming: null,
      };
    case "sending":
      return { ...state, pending: [...state.pending, action.pending] };
    case "socket":
      return { ...state, socket: action.state };
    case "event":
      return applyEvent(state, action.event);
  }
}

function applyEvent(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case "accepted": {
      const mine = state.pending.some((pending) => pending.requestId === event.requestId);
      const pending = state.pending.filter((entry) => entry.requestId !== event.requestId);
      const remaining = event.remaining;
      const base = {
        ...state,
        pending,
        remaining,
        limitReached: remaining === 0,
      };
      // Shown when it is this tab's message, the conversation on screen, or a first global
      // conversation started in another tab while this one had none open.
      const viewing = mine || state.conversation?.id === event.conversation.id || (state.conversation === null && event.conversation.context === "global");
      if (!viewing) return base;
      return {
        ...base,
        conversation: event.conversation,
        messages: withMessage(state.conversation?.id === event.conversation.id ? state.messages : [], event.message),
        streaming: { replyId: event.replyId, text: "" },
      };
    }
    case "delta": {
      if (state.conversation?.id !== event.conversationId) return state;
      if (state.streaming && state.streaming.replyId !== event.replyId) return state;
      const text = (state.streaming?.text ?? "") + event.text;
      return { ...state, streaming: { replyId: event.replyId, text } };
    }
    case "reply": {
      if (state.conversation?.id !== event.conversationId) return state;
      const streaming = state.streaming?.replyId === event.message.id ? null : state.streaming;
      return {
        ...state,
        streaming,
        messages: withMessage(state.messages, event.message),
      };
    }
    case "failed": {
      const refused = event.requestId ? state.pending.find((entry) => entry.requestId === event.requestId) : undefined;
      const pending = refused ? state.pending.filter((entry) => entry !== refused) : state.pending;
      const returned = refused ? { requestId: refused.requestId, content: refused.content } : state.returned;
      const streaming = event.replyId && state.streaming?.replyId === event.replyId ? null : state.streaming;
      const limitReached = state.limitReached || event.code === "limit_reached";
      const noPlan = event.code === "trial_expired" || event.code === "plan_required" ? event.code : state.noPlan;
      return {
        ...state,
        pending,
        streaming,
        limitReached,
        noPlan,
        returned,
        remaining: event.code === "limit_reached" ? 0 : state.remaining,
      };
    }
    default:
      return state;
  }
}
