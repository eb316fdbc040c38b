import { readDraft } from "~/lib/browser-storage";
import { failureToast, fetchPanel, messageToSend, startNewChat } from "./chat-requests";
import { connectChatSocket } from "./chat-socket";
import { chatReducer } from "./chat-state";

// What the chat does once a chat panel opens (its state's reducer, the requests, the socket, the
// essay's kept draft): fetched then, not with every workspace page (ChatProvider loads it).
export const chatEngine = { chatReducer, failureToast, fetchPanel, messageToSend, startNewChat, connectChatSocket, readDraft };
