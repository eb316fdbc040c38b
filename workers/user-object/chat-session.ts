import { CHAT_ERRORS, type ChatEvent, type ChatSend } from "../../app/domain/coach/chat";
import { chatSendSchema } from "../../app/domain/coach/chat-schema";
import { type ChatMessageCount, answerChatMessage } from "../../app/services/coach/chat-answer.server";
import type { VersionBodyReader } from "../../app/services/essays/version-bodies.server";
import type { ChatSource } from "../../app/services/coach/chat-source.server";
import type { MaterialReader } from "../../app/services/goals/goals.server";
import type { BackgroundBase } from "../background-base";
import type { RateWindowStore } from "./rate-window-store";

// The live chat of one user, inside their Durable Object: the transport. Every tab of the user
// holds a WebSocket here (hibernation API: an idle socket costs nothing). A frame is parsed and
// handed, with the object's rate window, counters and a way to every tab, to the service that
// answers it (app/services/coach/chat-answer.server.ts). When the user's last tab goes away, or the
// account is deleted, the answers being streamed stop.

/** A tab's socket: whose, which session, and the D1 bookmark its page had when it opened. */
export type SocketAttachment = { userId: string; sessionId: string; bookmark?: string | null };

export type { ChatMessageCount };

type Deps = {
  ctx: DurableObjectState;
  background: BackgroundBase;
  rateWindow: RateWindowStore;
  /** This user's older versions' text, kept in this same object (an essay chat may be about one). */
  versionBodies: VersionBodyReader;
  /** Where this user's conversations are read and kept (waits for a move of them under way). */
  conversations: (userId: string) => Promise<ChatSource>;
  /** Where this user's goals and resume are read (this object's work rows, or D1 before they moved). */
  material: (userId: string) => MaterialReader;
  countMessage: (userId: string, limit: number | null, aiLimit: number) => Promise<ChatMessageCount>;
  releaseMessage: (userId: string, day: number) => Promise<void>;
  now: () => number;
  /** D1 read at a browser's bookmark (anywhere without one): the nearest replica holding its writes. */
  readsAt: (bookmark: string | null) => BackgroundBase["db"];
  /** Whether this object knows the session live (session-calls.ts); if not, the turn asks D1's primary. */
  sessionKnown: (userId: string, sessionId: string) => boolean;
};

// A user's tabs and devices together; more is a runaway client, not a person.
const MAX_SOCKETS = 20;

export class ChatSession {
  // Answers being streamed, by reply id. In memory only: while one streams the object stays awake.
  private readonly answering = new Map<string, { conversationId: string; controller: AbortController }>();

  // Set by closeAll: the account is gone, so nothing more may be stored for it.
  private closed = false;

  constructor(private readonly deps: Deps) {}

  connect(attachment: SocketAttachment): Response {
    const open = this.deps.ctx.getWebSockets();
    if (open.length >= MAX_SOCKETS) open[0]?.close(4008, "Too many open chats");
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.deps.ctx.acceptWebSocket(server);
    server.serializeAttachment(attachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  async onMessage(socket: WebSocket, raw: string | ArrayBuffer) {
    const attachment = socket.deserializeAttachment() as SocketAttachment | null;
    let json: unknown;
    try {
      json = typeof raw === "string" && raw.length <= 120_000 ? JSON.parse(raw) : null;
    } catch {
      json = null;
    }
    const parsed = chatSendSchema.safeParse(json);
    if (!attachment || !parsed.success) {
      const requestId = typeof (json as { requestId?: unknown })?.requestId === "string" ? (json as { requestId: string }).requestId.slice(0, 64) : undefined;
      return send(socket, { type: "failed", requestId, code: "invalid", message: CHAT_ERRORS.notInitialized });
    }
    await this.answer(socket, attachment, parsed.data);
  }

  /** The account was deleted: stop every answer and close every tab's socket as signed out. */
  closeAll() {
    this.closed = true;
    for (const { controller } of this.answering.values()) controller.abort();
    for (const socket of this.deps.ctx.getWebSockets()) {
      try {
        socket.close(4401, "Signed out");
      } catch {
        // Already closing.
      }
    }
  }

  onClose(socket: WebSocket) {
    const others = this.deps.ctx.getWebSockets().filter((ws) => ws !== socket && ws.readyState === WebSocket.OPEN);
    if (others.length > 0) return;
    // Nobody is left to read the answer: stop paying for it.
    for (const { controller } of this.answering.values()) controller.abort();
  }

  private async answer(socket: WebSocket, attachment: SocketAttachment, request: ChatSend) {
    const userId = attachment.userId;
    const { db, settings, openai } = this.deps.background;
    await answerChatMessage(
      {
        db,
        // The turn's reads near the tab (its page's bookmark); the session from this object.
        reads: { db: this.deps.readsAt(attachment.bookmark ?? null), primary: db, sessionKnown: this.deps.sessionKnown(userId, attachment.sessionId) },
        settings,
        openai,
        now: this.deps.now,
        versionBodies: this.deps.versionBodies,
        chat: await this.deps.conversations(userId),
        material: this.deps.material(userId),
        admit: () => this.deps.rateWindow.admit(this.deps.now()),
        countMessage: (limit, aiLimit) => this.deps.countMessage(userId, limit, aiLimit),
        releaseMessage: (day) => this.deps.releaseMessage(userId, day),
        isAnswering: (conversationId) => [...this.answering.values()].some((entry) => entry.conversationId === conversationId),
        startAnswering: (replyId, entry) => this.answering.set(replyId, entry),
        stopAnswering: (replyId) => this.answering.delete(replyId),
        isClosed: () => this.closed,
        reply: (event) => send(socket, event),
        broadcast: (event) => this.broadcast(event),
        signOut: () => socket.close(4401, "Signed out"),
      },
      attachment,
      request,
    );
  }

  private broadcast(event: ChatEvent) {
    for (const socket of this.deps.ctx.getWebSockets()) send(socket, event);
  }
}

function send(socket: WebSocket, event: ChatEvent) {
  try {
    socket.send(JSON.stringify(event));
  } catch {
    // The tab went away between the check and the send; the others still get the event.
  }
}
