import type { ChatEvent, ChatSend } from "../../../app/domain/coach/chat";
import { request } from "../helpers";

/** A tab's chat socket, opened through the worker as a browser would, with what it received. */
export async function openChatSocket(cookie: string) {
  const response = await request("/api/chat/socket", { headers: { upgrade: "websocket", origin: "http://localhost", cookie } });
  const socket = response.webSocket;
  if (!socket) throw new Error(`no socket: ${response.status} ${await response.text()}`);
  socket.accept();
  const events: ChatEvent[] = [];
  const waiters: (() => void)[] = [];
  let closed: { code: number } | null = null;
  socket.addEventListener("message", (message) => {
    if (typeof message.data === "string" && message.data !== "pong") events.push(JSON.parse(message.data) as ChatEvent);
    waiters.splice(0).forEach((wake) => wake());
  });
  socket.addEventListener("close", (event) => {
    closed = { code: event.code };
    waiters.splice(0).forEach((wake) => wake());
  });
  const tab = {
    socket,
    events,
    get closed() {
      return closed;
    },
    send(message: string, extra: Partial<ChatSend> = {}) {
      const requestId = crypto.randomUUID();
      socket.send(JSON.stringify({ type: "send", requestId, conversationId: null, context: "global", essayId: null, message, ...extra }));
      return requestId;
    },
    /** Resolves with the first event that matches, waiting up to `ms`. */
    async next<T extends ChatEvent>(match: (event: ChatEvent) => event is T, ms = 30_000): Promise<T> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (closed || Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events).slice(0, 800)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close() {
      socket.close(1000, "test done");
    },
  };
  return tab;
}

export const is =
  <K extends ChatEvent["type"]>(type: K, where: (event: Extract<ChatEvent, { type: K }>) => boolean = () => true) =>
  (event: ChatEvent): event is Extract<ChatEvent, { type: K }> =>
    event.type === type && where(event as Extract<ChatEvent, { type: K }>);
