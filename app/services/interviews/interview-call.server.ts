import { and, eq } from "drizzle-orm";
import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { mockInterviews } from "../../../db/schema";
import { voiceAllowance } from "~/domain/coach/voice-allowance";
import { VOICE_ERRORS, type VoiceSessionGrant } from "~/domain/coach/voice";
import { interviewTooLong } from "~/domain/interviews/interview-limits";
import { AI_UNAVAILABLE_MESSAGE, aiBudgetMessage } from "~/domain/billing/usage-limits";
import type { ErrorCode } from "~/domain/platform/http-errors";
import { startAiCall } from "../billing/ai-budget.server";
import { entitlementsToSpend } from "../billing/entitlements.server";
import { type VoiceCallMeter, voiceGrant } from "../coach/voice-start.server";
import { mintClientSecret, realtimeSession } from "../coach/voice-session.server";
import { loadInterviewFormat } from "./interview-formats.server";
import { interviewInstructions } from "./interview-instructions.server";
import { getInterview } from "./interviews.server";

// Starting a mock interview's voice call (#32): the same door as any voice call (plan, voice
// minutes, today's AI budget, metered by the user's object from the mint on), except that the
// interview's whole length must fit in the minutes left, or it is refused up front with the time
// there is; the call's deadline is the interview's length. The prompt version is kept with it.

export type InterviewCallMeter = VoiceCallMeter & {
  voiceRemaining: (allowance: ReturnType<typeof voiceAllowance>) => Promise<{ remainingSeconds: number | null }>;
};

export type InterviewCallDeps = { db: Database; openai: OpenAI | null; meter: InterviewCallMeter; realtime: { model: string; callsUrl: string } };

type Start = { ok: true; grant: VoiceSessionGrant } | { ok: false; code: ErrorCode; message: string };
const refused = (code: ErrorCode, message: string): Start => ({ ok: false, code, message });

export async function startInterviewCall(deps: InterviewCallDeps, userId: string, interviewId: string): Promise<Start> {
  const { db, openai, meter } = deps;
  const interview = await getInterview(db, userId, interviewId);
  if (!interview) return refused("not_found", "No such interview.");
  if (interview.status !== "ready") return refused("conflict", "This interview has already been held. Start a new attempt from Mock Interviews.");
  const format = await loadInterviewFormat(db, interview.formatId);
  if (!format) return refused("not_found", "No such interview.");
  if (!openai) return refused("not_configured", "Mock interviews need AI coaching, which is not set up right now.");
  const entitlements = await entitlementsToSpend(db, userId);
  const allowance = voiceAllowance(entitlements);
  if (allowance.expired)
    return entitlements.standing === "none" ? refused("plan_required", VOICE_ERRORS.planRequired) : refused("trial_expired", VOICE_ERRORS.trialExpired);
  const seconds = format.minutes * 60;
  const { remainingSeconds } = await meter.voiceRemaining(allowance);
  const tooLong = interviewTooLong(seconds, remainingSeconds);
  if (tooLong) return refused("usage_limit", tooLong);
  const opened = await meter.openVoiceCall(allowance, seconds);
  if (!opened.allowed) return refused("usage_limit", interviewTooLong(seconds, opened.remainingSeconds) ?? VOICE_ERRORS.limit);
  const started = await startAiCall(meter, entitlements, "voice");
  if (!started.ok) {
    await meter.cancelVoiceCall(opened.voiceCallId);
    return started.reason === "ai_budget" ? refused("rate_limited", aiBudgetMessage(started.limit)) : refused("not_configured", AI_UNAVAILABLE_MESSAGE);
  }
  try {
    const { instructions, promptVersions } = await interviewInstructions(db, userId, format, interview);
    const secret = await mintClientSecret(openai, realtimeSession({ model: deps.realtime.model, instructions, demo: false }));
    // Only a ready interview goes live: two tabs starting it cannot both hold it.
    const live = await db
      .update(mockInterviews)
      .set({ status: "live", voiceCallId: opened.voiceCallId, promptVersions, startedAt: new Date() })
      .where(and(eq(mockInterviews.id, interviewId), eq(mockInterviews.userId, userId), eq(mockInterviews.status, "ready")))
      .returning({ id: mockInterviews.id });
    if (!live.length) {
      await meter.cancelVoiceCall(opened.voiceCallId);
      return refused("conflict", "This interview has already been started in another tab.");
    }
    return {
      ok: true,
      grant: voiceGrant(secret, opened, deps.realtime),
    };
  } catch (error) {
    await meter.cancelVoiceCall(opened.voiceCallId);
    await started.call.finish("not_asked");
    console.error("interview client secret failed", { userId, error: error instanceof Error ? error.message : "unknown" });
    return refused("internal", VOICE_ERRORS.token);
  }
}
