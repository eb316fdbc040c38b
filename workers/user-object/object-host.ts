import { DurableObject } from "cloudflare:workers";
import { createDb } from "../../db/client";
import { type BackgroundBase, backgroundBase } from "../background-base";
import { validBookmark } from "../d1-bookmark";
import { AiBudgetCalls } from "./ai-budget-calls";
import { AiBudgetStore } from "./ai-budget-store";
import { AlarmClock } from "./alarm-clock";
import { ChatSession, type SocketAttachment } from "./chat-session";
import { ConversationCalls } from "./conversation-calls";
import { ConversationStore } from "./conversation-store";
import { EssayTextCalls } from "./essay-text-calls";
import { EssayTextStore } from "./essay-text-store";
import { objectCore } from "./object-core";
import { PageMemoCalls, d1EmptyingMemo } from "./page-memo-calls";
import { PageMemoStore } from "./page-memo-store";
import { RateWindowStore } from "./rate-window-store";
import { SessionCalls } from "./session-calls";
import { SessionStore } from "./session-store";
import { SOCKET_BOOKMARK_HEADER, SOCKET_SESSION_HEADER, SOCKET_USER_HEADER } from "./socket-headers";
import { UsageCalls } from "./usage-calls";
import { UsageStore } from "./usage-store";
import { VersionBodyCalls } from "./version-body-calls";
import { VersionBodyStore } from "./version-body-store";
import { VoiceCalls } from "./voice-calls";
import { VoiceCallStore } from "./voice-call-store";
import { VoiceMeter } from "./voice-meter";
import { WorkRowCalls } from "./work-row-calls";
import { WorkRowStore } from "./work-row-store";

// What every user's object is built on (user-object.ts adds its RPC methods, by capability): the
// stores in its SQLite, each capability's calls, the live chat sockets, the voice alarm, and the
// owner check. One object per user, addressed by idFromName(userId); everything lives in its
// SQLite storage, so an eviction loses nothing.

export abstract class ObjectHost extends DurableObject<Env> {
  protected readonly usage: UsageCalls;
  protected readonly aiBudget: AiBudgetCalls;
  protected readonly versionBodies: VersionBodyCalls;
  protected readonly essayTexts: EssayTextCalls;
  protected readonly voice: VoiceCalls;
  protected readonly conversations: ConversationCalls;
  protected readonly conversationStore: ConversationStore;
  protected readonly workRows: WorkRowCalls;
  protected readonly sessions: SessionCalls;
  protected readonly pageMemo: PageMemoCalls;
  protected readonly meter: VoiceMeter;
  protected readonly chat: ChatSession;
  protected readonly rateWindow: RateWindowStore;
  /** Settings, database and OpenAI client, built once for the object's life (not per message). */
  protected readonly background: BackgroundBase;
  /** Set when the account is deleted: every later call and message is refused. */
  protected erased = false;
  /** Where the chat is to be kept (CHAT_STORE). The test build's subclass can set it. */
  protected chatStoreWanted(): "object" | "d1" {
    return this.background.settings.CHAT_STORE;
  }
  /** Where the essays' newest texts are to be kept (ESSAY_STORE). The test build's subclass can set it. */
  protected essayStoreWanted(): "object" | "d1" {
    return this.background.settings.ESSAY_STORE;
  }
  /** Where the work rows are to be kept (WORK_STORE). The test build's subclass can set it. */
  protected workStoreWanted(): "object" | "d1" {
    return this.background.settings.WORK_STORE;
  }
  /** The object's clock. The test build's subclass (tests/support/test-worker.ts) can set it. */
  protected now(): number {
    return Date.now();
  }

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const pageMemoStore = new PageMemoStore(ctx.storage.sql, ctx.storage.kv);
    const writing = d1EmptyingMemo(env, pageMemoStore, () => this.erased);
    this.background = backgroundBase(writing);
    const usageStore = new UsageStore(ctx.storage.sql);
    const aiBudgetStore = new AiBudgetStore(ctx.storage.sql);
    const core = objectCore({
      storage: ctx.storage,
      background: this.background,
      usage: usageStore,
      aiBudget: aiBudgetStore,
      claimOwner: (userId) => this.claimOwner(userId),
      now: () => this.now(),
    });
    this.rateWindow = new RateWindowStore(ctx.storage.sql);
    const versionBodies = new VersionBodyStore(ctx.storage.sql);
    const alarm = new AlarmClock(ctx.storage);
    this.meter = new VoiceMeter({
      calls: new VoiceCallStore(ctx.storage.sql),
      usage: usageStore,
      wakeAt: (at) => alarm.wakeFor("voice", at),
      openai: () => this.background.openai,
      now: () => this.now(),
      onCharged: (charges) => core.mirrorVoice(charges),
    });
    this.usage = new UsageCalls(usageStore, core);
    const owner = () => ctx.storage.kv.get<string>("owner");
    const erased = () => this.erased;
    this.sessions = new SessionCalls(new SessionStore(ctx.storage.sql), core, owner, erased);
    this.pageMemo = new PageMemoCalls(pageMemoStore, core, this.sessions, owner, erased);
    this.aiBudget = new AiBudgetCalls(aiBudgetStore, core);
    this.essayTexts = new EssayTextCalls(new EssayTextStore(ctx.storage.sql, versionBodies), core, {
      storage: ctx.storage,
      db: () => this.background.db,
      wanted: () => this.essayStoreWanted(),
      alarm,
      later: (work) => ctx.waitUntil(work),
    });
    this.versionBodies = new VersionBodyCalls(versionBodies, core, this.essayTexts);
    this.voice = new VoiceCalls(this.meter, usageStore, core);
    this.conversationStore = new ConversationStore(ctx.storage.sql);
    this.conversations = new ConversationCalls(
      this.conversationStore,
      core,
      ctx.storage,
      () => this.background.db,
      () => this.chatStoreWanted(),
    );
    const workRows = new WorkRowStore(ctx.storage.sql);
    this.workRows = new WorkRowCalls(
      workRows,
      core,
      ctx.storage,
      () => this.background.db,
      () => this.workStoreWanted(),
    );
    this.chat = new ChatSession({
      ctx,
      background: this.background,
      rateWindow: this.rateWindow,
      // Read in place: this object holds them (a call to its own stub would only queue behind this one).
      versionBodies: { read: async (ids) => versionBodies.read(ids) },
      conversations: (userId) => this.conversations.source(userId),
      material: (userId) => this.workRows.reader(userId),
      countMessage: async (userId, limit, aiLimit) => core.countChatMessage(userId, limit, aiLimit),
      releaseMessage: (userId, day) => core.releaseChatMessage(userId, day),
      now: () => this.now(),
      readsAt: (bookmark) => createDb(writing.DB.withSession(bookmark ?? "first-unconstrained")),
      sessionKnown: (userId, sessionId) => this.sessions.check({ userId, sessionId }),
    });
    // Keep-alive pings are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** The live chat socket of one tab (forwarded by the worker after it checked the session). */
  async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(SOCKET_USER_HEADER);
    const sessionId = request.headers.get(SOCKET_SESSION_HEADER);
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket" || !userId || !sessionId) {
      // Plain text on purpose: the object's own socket endpoint, reached only through
      // workers/api/chat-socket.ts (which answers the one error body); no browser sees this.
      // eslint-disable-next-line no-restricted-syntax -- protocol: a Durable Object's fetch, not a route
      return new Response("Expected a chat socket", { status: 400 });
    }
    this.claimOwner(userId);
    const attachment: SocketAttachment = { userId, sessionId, bookmark: validBookmark(request.headers.get(SOCKET_BOOKMARK_HEADER)) };
    return this.chat.connect(attachment);
  }

  async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer) {
    if (this.erased) return socket.close(4401, "Signed out");
    await this.chat.onMessage(socket, message);
  }

  async webSocketClose(socket: WebSocket, code: number) {
    this.chat.onClose(socket);
    try {
      socket.close(code === 1005 ? 1000 : code, "Closed");
    } catch {
      // Already closed.
    }
  }

  async webSocketError(socket: WebSocket) {
    this.chat.onClose(socket);
  }

  /** A call's deadline passed, an opening lapsed, a hangup is to be asked again, or D1 still owes essays' summaries. */
  async alarm() {
    if (this.erased) return;
    await this.meter.wake();
    await this.essayTexts.wake();
  }

  // The first caller names the owner; a call naming anyone else is a bug in the caller.
  protected claimOwner(userId: string) {
    if (this.erased) throw new Error("This user object was erased with its account");
    const owner = this.ctx.storage.kv.get<string>("owner");
    if (owner === undefined) this.ctx.storage.kv.put("owner", userId);
    else if (owner !== userId) throw new Error("This user object belongs to another user");
  }
}
