// The live chat of one user, as the worker reaches it (client.ts: `userObject(id).chat`). A tab's
// socket is the one chat call that is not RPC: the WebSocket upgrade is handed to the object's
// fetch, with the user and the session the worker checked (socket-headers.ts).
export type ChatCapability = {
  /** Hands a tab's WebSocket upgrade to the user's object, naming the session it was opened with and its page's D1 bookmark. */
  openSocket: (sessionId: string, bookmark?: string | null) => Promise<Response>;
};
