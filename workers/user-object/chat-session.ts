import { CHAT_ERRORS, type ChatEvent, type ChatFailureCode, type ChatSend, titleFromFirstMessage } from "../../app/domain/chat";
import { chatMessageTextSchema, chatSendSchema } from "../../app/domain/chat-schema";
import { decide } from "../../app/domain/entitlements";
import { aiBudgetMessage, remaining } from "../../app/domain/usage-limits";
import { conversationView, insertConversation, messageView, storeAnswer, storeUserMessage } from "../../app/services/chat.server";
import { chatModelMessages, loadChatTurn, streamChatAnswer } from "../../app/services/chat-turn.server";
import { backgroundContext } from "../background";
import type { RateWindowStore } from "./rate-window-store";
import type { UsageSnapshot } from "./usage-interface";

// The live chat of one user, inside their Durable Object. Every tab of the user holds a WebSocket
// here (hibernation API: an idle socket costs nothing). A message sent from one tab is checked
// (rate window, trial cap, session still valid), stored, answered by the model, and the answer is
// streamed to every tab as it arrives. When the user's last tab goes away, the answer stops.

export type SocketAttachment = { userId: string; sessionId: string };

/** A message counted (the trial's cap and today's AI budget, together), or which of them refused it. */
export type ChatMessageCount = { allowed: true; usage: UsageSnapshot; day: number } | { allowed: false; reason: "limit" | "ai_budget" };

type Deps = {
  ctx: DurableObjectState;
  env: Env;
  rateWindow: RateWindowStore;
  countMessage: (userId: string, limit: number | null, aiLimit: number) => Promise<ChatMessageCount>;
  releaseMessage: (userId: string, day: number) => Promise<void>;
  now: () => number;
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

  private async answer(socket: WebSocket, { userId, sessionId }: SocketAttachment, request: ChatSend) {
    const fail = (code: ChatFailureCode, message: string, extra: Partial<Extract<ChatEvent, { type: "failed" }>> = {}) =>
      send(socket, { type: "failed", requestId: request.requestId, code, message, ...extra });

    // The order of the checks is the product's: signed in (the socket was opened with a session)
    // → well-formed → rate window → session still valid and entitled → AI available → the cap.
    const text = chatMessageTextSchema.safeParse(request.message);
    if (!text.success) return fail("invalid", text.error.issues[0]?.message ?? CHAT_ERRORS.empty);
    if (request.conversationId && [...this.answering.values()].some((entry) => entry.conversationId === request.conversationId)) {
      return fail("busy", CHAT_ERRORS.busy);
    }
    const admission = this.deps.rateWindow.admit(this.deps.now());
    if (!admission.allowed) return fail("rate_limited", CHAT_ERRORS.slowDown, { retryAfterSeconds: admission.retryAfterSeconds });

    // Read per message: settings are the environment's, and a test may change them.
    const { db, settings, openai } = backgroundContext(this.deps.env);
    const turn = await loadChatTurn(db, { userId, sessionId, send: request, now: new Date(this.deps.now()) });
    if (!turn.signedIn) {
      fail("signed_out", CHAT_ERRORS.signedOut);
      socket.close(4401, "Signed out");
      return;
    }
    if (turn.conversationMissing) return fail("not_initialized", CHAT_ERRORS.notInitialized);
    const essay = request.context === "essay" ? turn.essay : null;
    if (request.context === "essay" && !essay) return fail("not_initialized", CHAT_ERRORS.notInitialized);

    // Scout's answers cost money: a plan or a live trial is needed.
    const decision = decide(turn.entitlements, "chat");
    if (!decision.allowed)
      return decision.code === "plan_required" ? fail("plan_required", CHAT_ERRORS.planRequired) : fail("trial_expired", CHAT_ERRORS.trialExpired);
    if (!openai) return fail("ai_not_configured", CHAT_ERRORS.aiNotConfigured);
    // The trial's cap and today's AI budget are checked and counted in one step, so two tabs
    // cannot both take the last message; an object that cannot count refuses (fails closed).
    const cap = turn.entitlements.caps.textMessages;
    const aiLimit = turn.entitlements.caps.aiCallsPerDay;
    const counted = await this.deps.countMessage(userId, cap, aiLimit);
    if (!counted.allowed) return counted.reason === "limit" ? fail("limit_reached", CHAT_ERRORS.limit, {}) : fail("ai_budget", aiBudgetMessage(aiLimit));
    const left = cap === null ? null : remaining(cap, counted.usage.textMessages);

    // The model is asked now, while the user's message is stored (with its conversation when
    // new): its first words take far longer than the store, which is so off the time to the first
    // word. Nothing is shown before the message is stored; a store that fails stops the model.
    const controller = new AbortController();
    const pieces = streamChatAnswer(
      openai,
      settings.OPENAI_CHAT_MODEL,
      chatModelMessages(turn, request.context, text.data, request.essayDraft),
      controller.signal,
    );
    const now = new Date(this.deps.now());
    let conversation = turn.conversation;
    const isFirst = !conversation || turn.history.length === 0;
    const userMessage = { id: crypto.randomUUID(), type: "user" as const, content: text.data, createdAt: now };
    try {
      if (!conversation) {
        const [created] = await insertConversation(db, userId, {
          context: request.context,
          essayId: essay?.id,
          essayTitle: essay?.title,
          school: essay?.school,
          title: titleFromFirstMessage(text.data),
        });
        conversation = conversationView(created!);
      }
      const conversationId = conversation.id;
      await storeUserMessage(db, userId, { conversationId, message: userMessage, title: isFirst ? titleFromFirstMessage(text.data) : null });
      if (isFirst) conversation = { ...conversation, title: titleFromFirstMessage(text.data) };
    } catch (error) {
      console.error("chat message could not be stored", { userId, error: String(error) });
      controller.abort();
      await this.deps.releaseMessage(userId, counted.day);
      return fail("ai_failed", CHAT_ERRORS.aiFailed);
    }

    const replyId = crypto.randomUUID();
    const conversationId = conversation.id;
    this.broadcast({ type: "accepted", requestId: request.requestId, conversation, message: messageView(userMessage), replyId, remaining: left });

    this.answering.set(replyId, { conversationId, controller });
    let answer = "";
    let failed = false;
    try {
      for await (const piece of pieces) {
        answer += piece;
        this.broadcast({ type: "delta", conversationId, replyId, text: piece });
      }
    } catch (error) {
      if (!controller.signal.aborted) {
        failed = true;
        console.error("chat answer failed", { userId, conversationId, error: String(error) });
      }
    } finally {
      this.answering.delete(replyId);
    }

    if (this.closed) return;
    const stopped = controller.signal.aborted || failed;
    if (answer) {
      const reply = { id: replyId, type: "assistant" as const, content: answer, createdAt: new Date(this.deps.now()) };
      await storeAnswer(db, userId, { conversationId, message: reply, promptVersions: turn.promptVersions });
      this.broadcast({ type: "reply", conversationId, message: messageView(reply), stopped });
    } else if (failed) {
      // Nothing came back: the message is not charged.
      await this.deps.releaseMessage(userId, counted.day);
    }
    if (failed) this.broadcast({ type: "failed", requestId: request.requestId, conversationId, replyId, code: "ai_failed", message: CHAT_ERRORS.aiFailed });
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
