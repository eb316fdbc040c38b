import { DurableObject } from "cloudflare:workers";
import type { z } from "zod";
import { type BackgroundContext, backgroundContext } from "../background";
import { ownerSchema } from "./account-interface";
import type { FinishAiInput, SpendAiInput } from "./ai-budget-interface";
import { AiBudgetCalls } from "./ai-budget-calls";
import { AiBudgetStore } from "./ai-budget-store";
import { ChatSession, type SocketAttachment } from "./chat-session";
import { objectCore } from "./object-core";
import { RateWindowStore } from "./rate-window-store";
import { SOCKET_SESSION_HEADER, SOCKET_USER_HEADER } from "./socket-headers";
import { UsageCalls } from "./usage-calls";
import type { RecordUsageInput, resetUsageSchema } from "./usage-interface";
import { UsageStore } from "./usage-store";
import { VersionBodyCalls } from "./version-body-calls";
import type { VersionBodyInput } from "./version-body-interface";
import { VersionBodyStore } from "./version-body-store";
import { VoiceCalls } from "./voice-calls";
import { VoiceCallStore } from "./voice-call-store";
import type { attachVoiceCallSchema, openVoiceCallSchema, voiceAllowanceSchema, voiceCallRefSchema } from "./voice-interface";
import { VoiceMeter } from "./voice-meter";

// One object per user, addressed by idFromName(userId). It owns what must be counted exactly even
// when several tabs or devices act at once: the usage counters, the daily AI budget, the chat rate
// window and the live chat sockets (chat-session.ts), voice calls (voice-meter.ts); and the text of
// the applicant's older essay versions, which would otherwise fill the shared D1 database
// (docs/scale.md). Everything lives in the object's SQLite storage, so an eviction loses nothing.
//
// Its RPC methods are named `<capability><Verb>`, one group per capability, and each only hands its
// input to that capability's calls (*-calls.ts), which check it against the capability's schema
// (*-interface.ts) and its owner. The worker reaches them through client.ts alone.

export class UserObject extends DurableObject<Env> {
  private readonly usage: UsageCalls;
  private readonly aiBudget: AiBudgetCalls;
  private readonly versionBodies: VersionBodyCalls;
  private readonly voice: VoiceCalls;
  private readonly meter: VoiceMeter;
  private readonly chat: ChatSession;
  protected readonly rateWindow: RateWindowStore;
  /** Settings, database and OpenAI client, built once for the object's life (not per message). */
  protected readonly background: BackgroundContext;
  /** Set when the account is deleted: every later call and message is refused. */
  private erased = false;
  /** The object's clock. The test build's subclass (tests/support/test-worker.ts) can set it. */
  protected now(): number {
    return Date.now();
  }

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.background = backgroundContext(env);
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
    this.meter = new VoiceMeter({
      calls: new VoiceCallStore(ctx.storage.sql),
      usage: usageStore,
      storage: ctx.storage,
      openai: () => this.background.openai,
      now: () => this.now(),
      onCharged: (charges) => core.mirrorVoice(charges),
    });
    this.usage = new UsageCalls(usageStore, core);
    this.aiBudget = new AiBudgetCalls(aiBudgetStore, core);
    this.versionBodies = new VersionBodyCalls(versionBodies, core);
    this.voice = new VoiceCalls(this.meter, usageStore, core);
    this.chat = new ChatSession({
      ctx,
      background: this.background,
      rateWindow: this.rateWindow,
      // Read in place: this object holds them (a call to its own stub would only queue behind this one).
      versionBodies: { read: async (ids) => versionBodies.read(ids) },
      countMessage: async (userId, limit, aiLimit) => core.countChatMessage(userId, limit, aiLimit),
      releaseMessage: (userId, day) => core.releaseChatMessage(userId, day),
      now: () => this.now(),
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
    const attachment: SocketAttachment = { userId, sessionId };
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

  /** A call's deadline passed, an opening lapsed, or a hangup is to be asked again. */
  async alarm() {
    if (!this.erased) await this.meter.wake();
  }

  // usage: the counters (usage-calls.ts)
  async usageRead(input: { userId: string }) {
    return this.usage.read(input);
  }
  async usageRecord(input: RecordUsageInput) {
    return this.usage.record(input);
  }
  async usageRelease(input: RecordUsageInput) {
    return this.usage.release(input);
  }
  async usageReset(input: z.input<typeof resetUsageSchema>) {
    return this.usage.reset(input);
  }

  // aiBudget: the daily AI budget (ai-budget-calls.ts)
  async aiBudgetSpend(input: SpendAiInput) {
    return this.aiBudget.spend(input);
  }
  async aiBudgetFinish(input: FinishAiInput) {
    return this.aiBudget.finish(input);
  }
  async aiBudgetToday(input: { userId: string }) {
    return this.aiBudget.today(input);
  }

  // versionBodies: older versions' text (version-body-calls.ts)
  async versionBodiesKeep(input: { userId: string; bodies: VersionBodyInput[] }) {
    return this.versionBodies.keep(input);
  }
  async versionBodiesRead(input: { userId: string; ids: string[] }) {
    return this.versionBodies.read(input);
  }
  async versionBodiesForget(input: { userId: string; ids: string[] }) {
    return this.versionBodies.forget(input);
  }
  async versionBodiesSize(input: { userId: string }) {
    return this.versionBodies.size(input);
  }

  // voice: metered calls (voice-calls.ts)
  async voiceOpen(input: z.input<typeof openVoiceCallSchema>) {
    return this.voice.open(input);
  }
  async voiceRemaining(input: z.input<typeof voiceAllowanceSchema>) {
    return this.voice.remaining(input);
  }
  async voiceAttach(input: z.input<typeof attachVoiceCallSchema>) {
    return this.voice.attach(input);
  }
  async voiceEnd(input: z.input<typeof voiceCallRefSchema>) {
    return this.voice.end(input);
  }
  async voiceCancel(input: z.input<typeof voiceCallRefSchema>) {
    return this.voice.cancel(input);
  }

  /**
   * account: deletion. Closes every open chat socket (4401, as signed out), forgets everything this
   * object holds, and refuses anything that still arrives. The refusal is kept in memory only, so
   * the storage ends empty: once this instance is gone, nothing can reach the object again, since
   * every way in starts from a session of a user who no longer exists.
   */
  async accountErase(input: { userId: string }): Promise<void> {
    this.claimOwner(ownerSchema.parse(input).userId);
    this.erased = true;
    this.chat.closeAll();
    // A call still running at OpenAI would outlive the account: hung up first, as far as it answers.
    await this.meter.hangUpAll();
    // deleteAll keeps a pending alarm: a voice call's deadline must not wake an erased object.
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  // The first caller names the owner; a call naming anyone else is a bug in the caller.
  protected claimOwner(userId: string) {
    if (this.erased) throw new Error("This user object was erased with its account");
    const owner = this.ctx.storage.kv.get<string>("owner");
    if (owner === undefined) this.ctx.storage.kv.put("owner", userId);
    else if (owner !== userId) throw new Error("This user object belongs to another user");
  }
}
