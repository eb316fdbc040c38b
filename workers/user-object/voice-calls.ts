import type { z } from "zod";
import type { ObjectCore } from "./object-core";
import type { UsageStore } from "./usage-store";
import type { VoiceMeter } from "./voice-meter";
import {
  type AttachVoiceCallResult,
  type EndVoiceCallResult,
  type OpenVoiceCallResult,
  attachVoiceCallSchema,
  openVoiceCallSchema,
  voiceAllowanceSchema,
  voiceCallRefSchema,
} from "./voice-interface";

// Voice calls (voice-meter.ts), as the object answers for them: the worker opens a call, posts the
// browser's offer to OpenAI, attaches OpenAI's id; the browser's end, a newer call or the deadline
// hangs it up.
export class VoiceCalls {
  constructor(
    private readonly meter: VoiceMeter,
    private readonly usage: UsageStore,
    private readonly core: ObjectCore,
  ) {}

  open(input: z.input<typeof openVoiceCallSchema>): Promise<OpenVoiceCallResult> {
    const { userId, voiceCallId, longestSeconds, minimumSeconds, ...caps } = openVoiceCallSchema.parse(input);
    this.core.claimOwner(userId);
    return this.meter.open(voiceCallId, caps, longestSeconds, minimumSeconds);
  }

  remaining(input: z.input<typeof voiceAllowanceSchema>): { remainingSeconds: number | null; usedSeconds: number } {
    const { userId, ...caps } = voiceAllowanceSchema.parse(input);
    this.core.claimOwner(userId);
    return { remainingSeconds: this.meter.remaining(caps), usedSeconds: this.usage.snapshot().voiceSeconds };
  }

  attach(input: z.input<typeof attachVoiceCallSchema>): Promise<AttachVoiceCallResult> {
    const { userId, voiceCallId, openaiCallId, ...caps } = attachVoiceCallSchema.parse(input);
    this.core.claimOwner(userId);
    return this.meter.attach(voiceCallId, openaiCallId, caps);
  }

  async end(input: z.input<typeof voiceCallRefSchema>): Promise<EndVoiceCallResult> {
    const { userId, voiceCallId } = voiceCallRefSchema.parse(input);
    this.core.claimOwner(userId);
    const ended = await this.meter.end(voiceCallId);
    return ended.found ? { ...ended, usage: this.usage.snapshot() } : ended;
  }

  async cancel(input: z.input<typeof voiceCallRefSchema>): Promise<void> {
    const { userId, voiceCallId } = voiceCallRefSchema.parse(input);
    this.core.claimOwner(userId);
    await this.meter.cancel(voiceCallId);
  }
}
