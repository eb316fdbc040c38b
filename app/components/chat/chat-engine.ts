// What the chat does once a chat panel opens (its state's reducer, the requests, the socket, the
// essay's kept draft): fetched then, not with every workspace page (ChatProvider loads it).
export { chatReducer } from "./chat-state";
export { failureToast, fetchPanel, messageToSend, startNewChat } from "./chat-requests";
export { connectChatSocket } from "./chat-socket";
export { readDraft } from "../editor/use-draft-backup";
