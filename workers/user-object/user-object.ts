import { DurableObject } from "cloudflare:workers";
import type { z } from "zod";
import { type UsageKind, fitsUnderLimit, utcDay } from "../../app/domain/billing/usage-limits";
import { type RecordUsageInput, type RecordUsageResult, type UsageSnapshot, recordUsageSchema, resetUsageSchema, usageQuerySchema } from "./usage-interface";
import { mirrorUsage } from "../../app/services/billing/usage-mirror.server";
import { AiBudgetStore, type AiSpendResult } from "./ai-budget-store";
import { type FinishAiInput, type SpendAiInput, finishAiSchema, spendAiSchema } from "./ai-budget-interface";
import { ChatSession, type ChatMessageCount, type SocketAttachment } from "./chat-session";
import { RateWindowStore } from "./rate-window-store";
import { SOCKET_SESSION_HEADER, SOCKET_USER_HEADER } from "./socket-headers";
import { UsageStore } from "./usage-store";
import { VoiceCallStore } from "./voice-call-store";
import { VersionBodyStore } from "./version-body-store";
import { type VersionBodyInput, keepVersionBodiesSchema, versionBodiesQuerySchema } from "./version-body-interface";
import { type CallCharge, VoiceMeter } from "./voice-meter";
import { type OpenVoiceCallResult, attachVoiceCallSchema, openVoiceCallSchema, voiceAllowanceSchema, voiceCallRefSchema } from "./voice-interface";
import { recordCallCharges } from "../../app/services/interviews/interview-charge.server";
import { type BackgroundContext, backgroundContext } from "../background";

// One object per user, addressed by idFromName(userId). It owns what must be counted exactly
// even when several tabs or devices act at once: the usage counters, the daily AI budget, the chat
// rate window and the live chat sockets (chat-session.ts); and the text of the applicant's older
// essay versions (version-body-store.ts), which would otherwise fill the shared D1 database. Counters and the window live in the object's SQLite
// storage, so an eviction or a restart loses nothing.

export class UserObject extends DurableObject<Env> {
  private readonly usageStore: UsageStore;
  private readonly aiBudget: AiBudgetStore;
  protected readonly rateWindow: RateWindowStore;
  private readonly chat: ChatSession;
  private readonly voice: VoiceMeter;
  private readonly versionBodies: VersionBodyStore;
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
    this.usageStore = new UsageStore(ctx.storage.sql);
    this.aiBudget = new AiBudgetStore(ctx.storage.sql);
    this.rateWindow = new RateWindowStore(ctx.storage.sql);
    this.versionBodies = new VersionBodyStore(ctx.storage.sql);
    this.voice = new VoiceMeter({
      calls: new VoiceCallStore(ctx.storage.sql),
      usage: this.usageStore,
      storage: ctx.storage,
      openai: () => this.background.openai,
      now: () => this.now(),
      onCharged: (charges) => this.mirrorVoice(charges),
    });
    this.chat = new ChatSession({
      ctx,
      background: this.background,
      rateWindow: this.rateWindow,
      // Read in place: this object holds them (a call to its own stub would only queue behind this one).
      versionBodies: { readVersionBodies: async (ids) => this.versionBodies.read(ids) },
      countMessage: (userId, limit, aiLimit) => this.countChatMessage(userId, limit, aiLimit),
      releaseMessage: async (userId, day) => {
        this.aiBudget.finish(day, "chat", true);
        await this.mirror(userId, this.usageStore.release("textMessages", 1));
      },
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

  async usage(input: { userId: string }): Promise<UsageSnapshot> {
    this.claimOwner(usageQuerySchema.parse(input).userId);
    return this.usageStore.snapshot();
  }

  async recordUsage(input: RecordUsageInput): Promise<RecordUsageResult> {
    const { userId, kind, amount, limit, key } = recordUsageSchema.parse(input);
    this.claimOwner(userId);
    const before = this.usageStore.snapshot();
    // Already counted for this key (another tab's save of the same essay): allowed, not counted again.
    if (key && this.usageStore.hasKey(kind, key)) return { allowed: true, usage: before };
    if (!fitsUnderLimit(before[kind], amount, limit)) return { allowed: false, usage: before };
    // Check and write happen with no await between them: they commit together, atomically.
    const usage = key ? this.usageStore.addKeyed(kind, amount, key) : this.usageStore.add(kind, amount);
    await this.mirror(userId, usage);
    return { allowed: true, usage };
  }

  /**
   * Counts one model call against today's AI budget (UTC), atomically: the check and the count
   * have no await between them. With `key`, refuses while another call for the same key runs.
   */
  async spendAi(input: SpendAiInput): Promise<AiSpendResult> {
    const { userId, purpose, limit, key } = spendAiSchema.parse(input);
    this.claimOwner(userId);
    const now = this.now();
    return this.aiBudget.spend(utcDay(now), purpose, limit, now, key);
  }

  /** A model call is over: frees its key, and gives the count back when the model was never reached. */
  async finishAi(input: FinishAiInput): Promise<void> {
    const { userId, purpose, day, giveBack, key } = finishAiSchema.parse(input);
    this.claimOwner(userId);
    this.aiBudget.finish(day, purpose, giveBack, key);
  }

  /** Model calls counted today (UTC), for support and tests. */
  async aiCallsToday(input: { userId: string }): Promise<number> {
    this.claimOwner(usageQuerySchema.parse(input).userId);
    return this.aiBudget.usedOn(utcDay(this.now()));
  }

  // A chat message is the trial's message cap and a model call at once: both are checked, then
  // both counted, with no await between, so neither can be taken without the other. The copy to
  // D1 is left to the answer: the count above is the one that decides, and the D1 round trip would
  // stand between the send and the model's first word (#36); the answer writes it with its store.
  private async countChatMessage(userId: string, limit: number | null, aiLimit: number): Promise<ChatMessageCount> {
    const now = this.now();
    const before = this.usageStore.snapshot();
    if (!fitsUnderLimit(before.textMessages, 1, limit)) return { allowed: false, reason: "limit" };
    const spent = this.aiBudget.spend(utcDay(now), "chat", aiLimit, now);
    if (!spent.allowed) return { allowed: false, reason: "ai_budget" };
    const usage = this.usageStore.add("textMessages", 1);
    return { allowed: true, usage, day: spent.day, mirror: () => this.mirror(userId, usage) };
  }

  /** Gives back what was counted for something that then did not happen (a save that lost its race). */
  async releaseUsage(input: RecordUsageInput): Promise<UsageSnapshot> {
    const { userId, kind, amount, key } = recordUsageSchema.parse(input);
    this.claimOwner(userId);
    const usage = key ? this.usageStore.releaseKeyed(kind, amount, key) : this.usageStore.release(kind, amount);
    await this.mirror(userId, usage);
    return usage;
  }

  /** Sets one counter back to zero; the returned snapshot is the state after the reset. */
  async resetUsage(input: { userId: string; kind: UsageKind }): Promise<{ before: UsageSnapshot; after: UsageSnapshot }> {
    const { userId, kind } = resetUsageSchema.parse(input);
    this.claimOwner(userId);
    const before = this.usageStore.snapshot();
    const after = this.usageStore.reset(kind);
    await this.mirror(userId, after);
    return { before, after };
  }

  // Voice calls (voice-meter.ts): the worker opens a call, posts the browser's offer to OpenAI,
  // attaches OpenAI's id; the browser's end, a newer call or the deadline hangs it up.
  async openVoiceCall(input: z.input<typeof openVoiceCallSchema>): Promise<OpenVoiceCallResult> {
    const { userId, voiceCallId, longestSeconds, minimumSeconds, ...caps } = openVoiceCallSchema.parse(input);
    this.claimOwner(userId);
    return this.voice.open(voiceCallId, caps, longestSeconds, minimumSeconds);
  }

  /** The voice time left under the caps given (null: no cap), for the Voice tab. */
  async voiceRemaining(input: z.input<typeof voiceAllowanceSchema>) {
    const { userId, ...caps } = voiceAllowanceSchema.parse(input);
    this.claimOwner(userId);
    return { remainingSeconds: this.voice.remaining(caps), usedSeconds: this.usageStore.snapshot().voiceSeconds };
  }

  async attachVoiceCall(input: z.input<typeof attachVoiceCallSchema>) {
    const { userId, voiceCallId, openaiCallId, ...caps } = attachVoiceCallSchema.parse(input);
    this.claimOwner(userId);
    return this.voice.attach(voiceCallId, openaiCallId, caps);
  }

  async endVoiceCall(input: { userId: string; voiceCallId: string }) {
    const { userId, voiceCallId } = voiceCallRefSchema.parse(input);
    this.claimOwner(userId);
    const ended = await this.voice.end(voiceCallId);
    return ended.found ? { ...ended, usage: this.usageStore.snapshot() } : ended;
  }

  async cancelVoiceCall(input: { userId: string; voiceCallId: string }) {
    const { userId, voiceCallId } = voiceCallRefSchema.parse(input);
    this.claimOwner(userId);
    await this.voice.cancel(voiceCallId);
  }

  /** A call's deadline passed, an opening lapsed, or a hangup is to be asked again. */
  async alarm() {
    if (!this.erased) await this.voice.wake();
  }

  /** Calls whose charge became final: the counters and each interview's charge are copied to D1. */
  private async mirrorVoice(charges: CallCharge[]) {
    const owner = this.ctx.storage.kv.get<string>("owner");
    if (!owner) return;
    await this.mirror(owner, this.usageStore.snapshot());
    try {
      await recordCallCharges(this.background.db, owner, charges);
    } catch (error) {
      console.error("voice call charges not copied to D1", { userId: owner, error: String(error) });
    }
  }

  /**
   * Keeps older versions' text (docs/scale.md step 1). Resolves only once stored: the caller
   * empties D1's copy after this answers, never before.
   */
  async keepVersionBodies(input: { userId: string; bodies: VersionBodyInput[] }): Promise<{ kept: number }> {
    const { userId, bodies } = keepVersionBodiesSchema.parse(input);
    this.claimOwner(userId);
    return { kept: this.versionBodies.keep(bodies) };
  }

  /** The text kept for these versions of this user's essays, by version id (absent: not held here). */
  async readVersionBodies(input: { userId: string; ids: string[] }): Promise<Record<string, string>> {
    const { userId, ids } = versionBodiesQuerySchema.parse(input);
    this.claimOwner(userId);
    return this.versionBodies.read(ids);
  }

  /** Forgets the text of versions that were removed (a school removed with its essays). */
  async forgetVersionBodies(input: { userId: string; ids: string[] }): Promise<{ removed: number }> {
    const { userId, ids } = versionBodiesQuerySchema.parse(input);
    this.claimOwner(userId);
    return { removed: this.versionBodies.forget(ids) };
  }

  /** How many version bodies and bytes this object holds (the bench's storage part, tests). */
  async versionBodiesSize(input: { userId: string }): Promise<{ bodies: number; bytes: number }> {
    this.claimOwner(usageQuerySchema.parse(input).userId);
    return this.versionBodies.size();
  }

  /**
   * Account deletion: close every open chat socket (4401, as signed out), forget everything this
   * object holds, and refuse anything that still arrives. The refusal is kept in memory only, so
   * the storage ends empty: once this instance is gone, nothing can reach the object again, since
   * every way in starts from a session of a user who no longer exists.
   */
  async erase(input: { userId: string }): Promise<void> {
    this.claimOwner(usageQuerySchema.parse(input).userId);
    this.erased = true;
    this.chat.closeAll();
    // A call still running at OpenAI would outlive the account: hung up first, as far as it answers.
    await this.voice.hangUpAll();
    // deleteAll keeps a pending alarm: a voice call's deadline must not wake an erased object.
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  private async mirror(userId: string, usage: UsageSnapshot) {
    try {
      await mirrorUsage(this.background.db, userId, usage);
    } catch (error) {
      // The object's own count stays authoritative; the next change mirrors the full snapshot.
      console.error("usage mirror to D1 failed", { userId, error: String(error) });
    }
  }

  // The first caller names the owner; a call naming anyone else is a bug in the caller.
  protected claimOwner(userId: string) {
    if (this.erased) throw new Error("This user object was erased with its account");
    const owner = this.ctx.storage.kv.get<string>("owner");
    if (owner === undefined) this.ctx.storage.kv.put("owner", userId);
    else if (owner !== userId) throw new Error("This user object belongs to another user");
  }
}
