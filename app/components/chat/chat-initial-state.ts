import type { ChatState } from "./chat-state";

// A tab's chat before anything is loaded: the workspace shell holds it before the chat's workings arrive.
export const initialChatState: ChatState = {
  loaded: "no",
  conversation: null,
  messages: [],
  pending: [],
  streaming: null,
  remaining: null,
  aiConfigured: true,
  limitReached: false,
  noPlan: null,
  returned: null,
  socket: "closed",
  about: null,
};
