import type { ChatEvent, ChatSend } from "~/domain/coach/chat";

export type SocketState = "connecting" | "open" | "closed";

// One WebSocket per tab to the user's object (GET /api/chat/socket). It reconnects with backoff
// after a drop (a deploy, a laptop waking up) and pings every 30 s, which the object answers
// without waking up. Closed by the server with 4401 (signed out) it stays closed.
export function connectChatSocket(handlers: { onEvent: (event: ChatEvent) => void; onState: (state: SocketState) => void; onReconnect: () => void }) {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    handlers.onState("connecting");
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/chat/socket`;
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => {
      if (attempt > 0) handlers.onReconnect();
      attempt = 0;
      handlers.onState("open");
      ping = setInterval(() => current.readyState === WebSocket.OPEN && current.send("ping"), 30_000);
    };
    current.onmessage = (message) => {
      if (typeof message.data !== "string" || message.data === "pong") return;
      try {
        handlers.onEvent(JSON.parse(message.data) as ChatEvent);
      } catch {
        // Not ours to read.
      }
    };
    current.onclose = (event) => {
      clearInterval(ping);
      handlers.onState("closed");
      if (stopped || event.code === 4401) return;
      attempt += 1;
      retry = setTimeout(open, Math.min(10_000, 500 * 2 ** Math.min(attempt, 5)));
    };
  };
  open();

  return {
    send(message: ChatSend): boolean {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close(1000, "Tab closed the chat");
    },
  };
}
