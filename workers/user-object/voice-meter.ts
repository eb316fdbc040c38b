import OpenAI from "openai";
import { VOICE } from "../../app/domain/coach/voice";
import type { UsageStore } from "./usage-store";
import { type VoiceCallRow, type VoiceCallStore, elapsedSeconds } from "./voice-call-store";
import type { OpenVoiceCallResult, VoiceCaps } from "./voice-interface";

export type CallCharge = { voiceCallId: string; chargedSeconds: number };
type Ended = { ended: boolean; chargedSeconds: number };

// Voice metering inside the user's object. The browser's media goes to OpenAI directly, but the
// worker posts its offer, so the object knows every call it allowed by OpenAI's id and can end it:
// one call at a time (a new call hangs the older ones up at OpenAI), each charged until OpenAI
// confirms its end or its deadline passes, when the alarm charges it in full and hangs it up.
// The object (user-object.ts) checks who is calling; this file only meters.
export class VoiceMeter {
  constructor(
    private readonly deps: {
      calls: VoiceCallStore;
      usage: UsageStore;
      /** Wakes the object at this time (null: voice needs no waking). */
      wakeAt: (at: number | null) => Promise<void>;
      openai: () => OpenAI | null;
      now: () => number;
      /** Told of calls whose charge is final, so the copies in D1 follow (never throws). */
      onCharged: (charges: CallCharge[]) => Promise<void>;
    },
  ) {}

  /**
   * Reserves a call's time while the worker asks OpenAI: refused past the caps (or when less than
   * `minimumSeconds` is left), and while another start is still on its way (one at a time).
   */
  async open(voiceCallId: string, caps: VoiceCaps, longestSeconds: number, minimumSeconds: number): Promise<OpenVoiceCallResult> {
    const now = this.deps.now();
    this.expireOpenings(now);
    const remaining = this.remaining(caps);
    if (remaining !== null && remaining < Math.max(1, minimumSeconds)) return { allowed: false, reason: "limit", remainingSeconds: remaining };
    if (this.deps.calls.unfinished().some((call) => call.attached_at === null)) return { allowed: false, reason: "busy" };
    const deadline = now + Math.min(longestSeconds, remaining ?? longestSeconds) * 1000;
    this.deps.calls.open(voiceCallId, now, deadline);
    await this.schedule();
    return { allowed: true, voiceCallId, deadline, remainingSeconds: remaining };
  }

  /** The voice time left under the caps (null: no cap), counting calls still running until now. */
  remaining(caps: VoiceCaps, except?: string): number | null {
    const now = this.deps.now();
    const running = this.deps.calls
      .unfinished()
      .filter((call) => call.attached_at !== null && call.id !== except)
      .reduce((sum, call) => sum + elapsedSeconds(call, now), 0);
    const lifetime = caps.limitSeconds === null ? null : caps.limitSeconds - this.deps.usage.snapshot().voiceSeconds - running;
    const monthly = caps.period ? caps.period.seconds - this.deps.calls.chargedSince(caps.period.since) - running : null;
    const known = [lifetime, monthly].filter((cap): cap is number => cap !== null);
    return known.length ? Math.max(0, Math.min(...known)) : null;
  }

  /**
   * OpenAI answered the offer with this call's id. Every older call is hung up first (charged
   * until OpenAI confirms), then the call goes live, its deadline cut to what those left.
   */
  async attach(
    voiceCallId: string,
    openaiCallId: string,
    caps: VoiceCaps,
  ): Promise<{ attached: false } | { attached: true; deadline: number; remainingSeconds: number | null }> {
    if (!this.deps.calls.attach(voiceCallId, openaiCallId)) {
      // Closed while OpenAI answered (its opening lapsed): nobody will ever use this call.
      await this.hangUp(openaiCallId);
      return { attached: false };
    }
    const older = this.deps.calls.unfinished().filter((call) => call.id !== voiceCallId && call.attached_at !== null);
    if (older.length) await this.endCalls(older);
    if (!this.deps.calls.goLive(voiceCallId, this.deps.now())) return { attached: false };
    const call = this.deps.calls.get(voiceCallId)!;
    const remaining = this.remaining(caps, voiceCallId);
    if (remaining !== null) this.deps.calls.cutDeadline(voiceCallId, call.started_at + remaining * 1000);
    await this.schedule();
    return { attached: true, deadline: this.deps.calls.get(voiceCallId)!.deadline, remainingSeconds: remaining };
  }

  /** The call is over for its user: hung up at OpenAI and charged until OpenAI confirms. */
  async end(voiceCallId: string): Promise<({ found: true } & Ended) | { found: false }> {
    const call = this.deps.calls.get(voiceCallId);
    if (!call) return { found: false };
    if (call.ended_at !== null) return { found: true, ended: true, chargedSeconds: call.charged };
    if (call.attached_at === null && call.openai_call_id === null) return { found: true, ended: false, chargedSeconds: 0 };
    const [outcome] = await this.endCalls([call]);
    return { found: true, ...outcome! };
  }

  /** A call that never reached its user (OpenAI unreachable, the start failed after): no charge, hung up if it exists. */
  async cancel(voiceCallId: string) {
    const call = this.deps.calls.get(voiceCallId);
    if (!call || call.ended_at !== null) return;
    this.deps.calls.close(call.id, this.deps.now(), false);
    if (call.openai_call_id) await this.confirmHangup(call);
    await this.schedule();
    await this.deps.onCharged([{ voiceCallId, chargedSeconds: 0 }]);
  }

  /** The alarm: calls past their deadline charged in full and hung up; hangups not answered asked again. */
  async wake() {
    const now = this.deps.now();
    this.expireOpenings(now);
    const overdue = this.deps.calls.unfinished().filter((call) => call.attached_at !== null && call.deadline <= now);
    for (const call of overdue) this.charge(call.id, call.deadline);
    if (overdue.length) await this.deps.onCharged(overdue.map((call) => ({ voiceCallId: call.id, chargedSeconds: this.deps.calls.get(call.id)!.charged })));
    const retry = this.deps.calls.unfinished().filter((call) => call.next_try_at !== null && call.next_try_at <= now);
    if (retry.length) await this.endCalls(retry);
    const lingering = this.deps.calls.unconfirmed(VOICE.hangupTries).filter((call) => (call.next_try_at ?? 0) <= now);
    await Promise.all(lingering.map((call) => this.confirmHangup(call)));
    await this.schedule();
  }

  /** Account deletion: every call that may still run at OpenAI is hung up (as far as it answers). */
  async hangUpAll() {
    const running = [...this.deps.calls.unfinished(), ...this.deps.calls.unconfirmed(Number.MAX_SAFE_INTEGER)];
    await Promise.all(running.map((call) => this.hangUp(call.openai_call_id)));
  }

  /** Hangs calls up at OpenAI: each confirmed is closed and charged until now; the others are asked again by the alarm. */
  private async endCalls(calls: VoiceCallRow[]): Promise<Ended[]> {
    for (const call of calls) this.deps.calls.askEnd(call.id, this.deps.now());
    const confirmed = await Promise.all(calls.map((call) => this.hangUp(call.openai_call_id)));
    const now = this.deps.now();
    const outcomes = calls.map((call, index): Ended => {
      if (!confirmed[index]) {
        this.deps.calls.hangupFailed(call.id, now + VOICE.hangupRetrySeconds * 1000);
        return { ended: false, chargedSeconds: 0 };
      }
      this.deps.calls.hangupConfirmed(call.id);
      this.charge(call.id, now);
      return { ended: true, chargedSeconds: this.deps.calls.get(call.id)!.charged };
    });
    await this.schedule();
    const charges = calls.flatMap((call, index) => (outcomes[index]!.ended ? [{ voiceCallId: call.id, chargedSeconds: outcomes[index]!.chargedSeconds }] : []));
    if (charges.length) await this.deps.onCharged(charges);
    return outcomes;
  }

  private charge(voiceCallId: string, at: number) {
    const seconds = this.deps.calls.close(voiceCallId, at, true);
    if (seconds > 0) this.deps.usage.add("voiceSeconds", seconds);
  }

  /** Openings whose worker never came back (it would have within VOICE.connectTimeoutMs): closed at no charge. */
  private expireOpenings(now: number) {
    for (const call of this.deps.calls.unfinished()) {
      if (call.attached_at === null && call.started_at + VOICE.openingSeconds * 1000 <= now) this.deps.calls.close(call.id, now, false);
    }
  }

  private async confirmHangup(call: VoiceCallRow) {
    if (await this.hangUp(call.openai_call_id)) this.deps.calls.hangupConfirmed(call.id);
    else this.deps.calls.hangupFailed(call.id, this.deps.now() + VOICE.hangupRetrySeconds * 1000);
  }

  /** Whether OpenAI says the call is over (it answered the hangup, or knows no such running call). */
  private async hangUp(openaiCallId: string | null): Promise<boolean> {
    if (!openaiCallId) return true;
    const openai = this.deps.openai();
    if (!openai) return false;
    try {
      await openai.realtime.calls.hangup(openaiCallId, { timeout: VOICE.hangupTimeoutMs });
      return true;
    } catch (error) {
      if (error instanceof OpenAI.APIError && callIsGone(error.status)) return true;
      console.warn("voice call hangup not answered", { openaiCallId, error: String(error) });
      return false;
    }
  }

  /** The alarm wakes at the next deadline, lapsed opening or hangup to try again. */
  private async schedule() {
    const now = this.deps.now();
    const times: number[] = [];
    for (const call of this.deps.calls.unfinished()) {
      if (call.attached_at === null) times.push(call.started_at + VOICE.openingSeconds * 1000);
      else times.push(call.deadline, call.next_try_at ?? Number.POSITIVE_INFINITY);
    }
    for (const call of this.deps.calls.unconfirmed(VOICE.hangupTries)) times.push(call.next_try_at ?? now);
    const next = Math.min(...times);
    await this.deps.wakeAt(Number.isFinite(next) ? next : null);
  }
}

// A client error other than our own credentials or a limit: OpenAI has no such running call (the
// browser hung up first, or it timed out), so it is over. 401, 403, 408 and 429 say nothing of it.
function callIsGone(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}
