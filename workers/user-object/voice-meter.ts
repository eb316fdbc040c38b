import type OpenAI from "openai";
import type { UsageStore } from "./usage-store";
import type { VoiceCallStore } from "./voice-call-store";
import type { OpenVoiceCallResult } from "./voice-interface";

type Period = { since: number; seconds: number } | null;

// Voice metering inside the user's object: the browser talks to OpenAI directly, so the object
// opens each call with a hard deadline (the allowance left, or the longest call), charges it from
// mint to end, and at the deadline charges it in full and hangs it up (an alarm). One call at a
// time: opening one ends and charges any other. The object (user-object.ts) checks who is calling
// and mirrors the counters; this file only meters.
export class VoiceMeter {
  constructor(
    private readonly deps: {
      calls: VoiceCallStore;
      usage: UsageStore;
      storage: DurableObjectStorage;
      openai: () => OpenAI | null;
    },
  ) {}

  async open(now: number, limitSeconds: number | null, period: Period, longestSeconds: number): Promise<OpenVoiceCallResult> {
    for (const call of this.deps.calls.openCalls()) this.charge(call.id, now);
    const remainingSeconds = this.remaining(limitSeconds, period);
    if (remainingSeconds !== null && remainingSeconds <= 0) return { allowed: false, remainingSeconds: 0 };
    const voiceCallId = crypto.randomUUID();
    const deadline = now + Math.min(longestSeconds, remainingSeconds ?? longestSeconds) * 1000;
    this.deps.calls.open(voiceCallId, now, deadline);
    await this.scheduleAlarm();
    return { allowed: true, voiceCallId, deadline, remainingSeconds };
  }

  /** The voice time left under the caps given (null: no cap). */
  remaining(limitSeconds: number | null, period: Period): number | null {
    const used = this.deps.usage.snapshot().voiceSeconds;
    const caps = [limitSeconds === null ? null : limitSeconds - used, period ? period.seconds - this.deps.calls.chargedSince(period.since) : null];
    const known = caps.filter((cap): cap is number => cap !== null);
    return known.length ? Math.max(0, Math.min(...known)) : null;
  }

  attach(voiceCallId: string, openaiCallId: string) {
    const call = this.deps.calls.get(voiceCallId);
    if (!call) return { found: false as const };
    this.deps.calls.attach(voiceCallId, openaiCallId);
    return { found: true as const, ended: call.ended_at !== null, deadline: call.deadline };
  }

  /** The browser ended the call: charge the time it lasted (never past the deadline). */
  async end(voiceCallId: string, now: number) {
    const call = this.deps.calls.get(voiceCallId);
    if (!call) return { found: false as const };
    const charged = call.ended_at === null ? this.charge(voiceCallId, now) : 0;
    await this.scheduleAlarm();
    return { found: true as const, chargedSeconds: charged };
  }

  /** A call whose secret could not be minted: closed at no charge. */
  async cancel(voiceCallId: string, now: number) {
    this.deps.calls.cancel(voiceCallId, now);
    await this.scheduleAlarm();
  }

  /** The alarm: every call past its deadline is charged in full and hung up. Returns how many. */
  async endOverdue(now: number): Promise<number> {
    const due = this.deps.calls.openCalls().filter((call) => call.deadline <= now);
    for (const call of due) {
      this.charge(call.id, now);
      if (call.openai_call_id) await this.hangUp(call.openai_call_id);
    }
    await this.scheduleAlarm();
    return due.length;
  }

  private charge(voiceCallId: string, now: number): number {
    const seconds = this.deps.calls.end(voiceCallId, now);
    if (seconds > 0) this.deps.usage.add("voiceSeconds", seconds);
    return seconds;
  }

  private async hangUp(openaiCallId: string) {
    try {
      await this.deps.openai()?.realtime.calls.hangup(openaiCallId);
    } catch (error) {
      // Already over on OpenAI's side (the user hung up first): nothing more to do.
      console.warn("voice call hangup failed", { error: String(error) });
    }
  }

  private async scheduleAlarm() {
    const next = this.deps.calls.nextDeadline();
    if (next === null) await this.deps.storage.deleteAlarm();
    else await this.deps.storage.setAlarm(next);
  }
}
