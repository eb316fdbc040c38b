import type { z } from "zod";
import { ownerSchema } from "./account-interface";
import type { FinishAiInput, SpendAiInput } from "./ai-budget-interface";
import type {
  conversationQuerySchema,
  detachEssaysSchema,
  latestConversationSchema,
  messagesSinceSchema,
  newConversationSchema,
  transcriptSchema,
} from "./conversation-interface";
import type { SaveEssayTextInput, adoptEssayTextSchema } from "./essay-text-interface";
import { ObjectHost } from "./object-host";
import type { memoCheckSchema, memoKeepSchema } from "./page-memo-interface";
import type { sessionCheckSchema, sessionForgetSchema, sessionRememberSchema } from "./session-interface";
import type { RecordUsageInput, resetUsageSchema } from "./usage-interface";
import type { VersionBodyInput } from "./version-body-interface";
import type { workGetManySchema, workKeySchema, workListSchema, workPutSchema, workRemoveSchema, workUpdateSchema } from "./work-row-interface";
import type { attachVoiceCallSchema, openVoiceCallSchema, voiceAllowanceSchema, voiceCallRefSchema } from "./voice-interface";

// One object per user. It owns what must be counted exactly even when several tabs or devices act
// at once (the usage counters, the daily AI budget, the chat rate window, voice calls), the live
// chat sockets, and what grows with the applicant's work and would otherwise fill the shared D1
// database (docs/scale.md): their essays' text, every version, and their conversations.
//
// Its RPC methods are named `<capability><Verb>`, one group per capability, and each only hands its
// input to that capability's calls (*-calls.ts), which check it against the capability's schema
// (*-interface.ts) and its owner. The worker reaches them through client.ts alone; the stores,
// sockets and alarm are in object-host.ts.
export class UserObject extends ObjectHost {
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

  // sessions: the sessions known live, for the session check (session-calls.ts)
  async sessionsCheck(input: z.input<typeof sessionCheckSchema>) {
    return this.sessions.check(input);
  }
  async sessionsRemember(input: z.input<typeof sessionRememberSchema>) {
    return this.sessions.remember(input);
  }
  async sessionsForget(input: z.input<typeof sessionForgetSchema>) {
    return this.sessions.forget(input);
  }

  // pageMemo: what the applicant's pages last read from D1 (page-memo-calls.ts)
  async pageMemoCheck(input: z.input<typeof memoCheckSchema>) {
    return this.pageMemo.check(input);
  }
  async pageMemoKeep(input: z.input<typeof memoKeepSchema>) {
    return this.pageMemo.keep(input);
  }
  async pageMemoChanged(input: { userId: string }) {
    return this.pageMemo.changed(input);
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

  // essayTexts: each essay's newest version (essay-text-calls.ts)
  async essayTextsSave(input: SaveEssayTextInput) {
    return this.essayTexts.save(input);
  }
  async essayTextsAdopt(input: z.input<typeof adoptEssayTextSchema>) {
    return this.essayTexts.adopt(input);
  }
  async essayTextsPending(input: { userId: string }) {
    return this.essayTexts.pending(input);
  }
  async essayTextsFlush(input: { userId: string }) {
    return this.essayTexts.flushCall(input);
  }
  async essayTextsMove(input: { userId: string }) {
    return this.essayTexts.move(input);
  }
  async essayTextsMoveBack(input: { userId: string }) {
    return this.essayTexts.moveBack(input);
  }
  async essayTextsSize(input: { userId: string }) {
    return this.essayTexts.size(input);
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

  /**
   * account: a new account, told once as it is made. Its chat, essays and work rows start here,
   * their own, instead of moving from D1 on first use: a move finds nothing in D1 for an account
   * made a moment ago, and would ask each kind's tables of the primary to learn it.
   */
  async accountStart(input: { userId: string }): Promise<void> {
    const { userId } = ownerSchema.parse(input);
    this.claimOwner(userId);
    await Promise.all([this.conversations.start(userId), this.workRows.start(userId), this.essayTexts.start()]);
  }

  // conversations: the applicant's chat (conversation-calls.ts)
  async conversationsList(input: { userId: string }) {
    return this.conversations.list(input);
  }
  async conversationsLoad(input: z.input<typeof conversationQuerySchema>) {
    return this.conversations.load(input);
  }
  async conversationsLatest(input: z.input<typeof latestConversationSchema>) {
    return this.conversations.latest(input);
  }
  async conversationsCreate(input: z.input<typeof newConversationSchema>) {
    return this.conversations.create(input);
  }
  async conversationsSaveTranscript(input: z.input<typeof transcriptSchema>) {
    return this.conversations.saveTranscript(input);
  }
  async conversationsUserMessagesByMonth(input: z.input<typeof messagesSinceSchema>) {
    return this.conversations.userMessagesByMonth(input);
  }
  async conversationsRows(input: { userId: string }) {
    return this.conversations.rows(input);
  }
  async conversationsDetachEssays(input: z.input<typeof detachEssaysSchema>) {
    return this.conversations.detachEssays(input);
  }
  async conversationsMove(input: { userId: string }) {
    return this.conversations.move(input);
  }
  async conversationsMoveBack(input: { userId: string }) {
    return this.conversations.moveBack(input);
  }
  async conversationsSize(input: { userId: string }) {
    return this.conversations.size(input);
  }

  // workRows: feedback and the writing checks' state (work-row-calls.ts)
  async workRowsGet(input: z.input<typeof workKeySchema>) {
    return this.workRows.get(input);
  }
  async workRowsGetMany(input: z.input<typeof workGetManySchema>) {
    return this.workRows.getMany(input);
  }
  async workRowsList(input: z.input<typeof workListSchema>) {
    return this.workRows.list(input);
  }
  async workRowsPut(input: z.input<typeof workPutSchema>) {
    return this.workRows.put(input);
  }
  async workRowsUpdate(input: z.input<typeof workUpdateSchema>) {
    return this.workRows.update(input);
  }
  async workRowsRemove(input: z.input<typeof workRemoveSchema>) {
    return this.workRows.remove(input);
  }
  async workRowsAll(input: { userId: string }) {
    return this.workRows.all(input);
  }
  async workRowsMove(input: { userId: string }) {
    return this.workRows.move(input);
  }
  async workRowsMoveBack(input: { userId: string }) {
    return this.workRows.moveBack(input);
  }
  async workRowsSize(input: { userId: string }) {
    return this.workRows.size(input);
  }
}
