import { and, eq } from "drizzle-orm";
import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { mockInterviews } from "../../../db/schema";
import type { VoiceAllowance } from "~/domain/coach/voice-allowance";
import { VOICE_ERRORS } from "~/domain/coach/voice";
import { interviewTooLong } from "~/domain/interviews/interview-limits";
import { type CallStart, type VoiceCallMeter, refusedCall, startMeteredCall, voiceCallTerms } from "../coach/voice-call.server";
import { realtimeSession } from "../coach/voice-session.server";
import { loadInterviewFormat } from "./interview-formats.server";
import { type InterviewMaterial, interviewInstructions } from "./interview-instructions.server";
import { getInterview } from "./interviews.server";

// Starting a mock interview's voice call: the same door as any voice call (voiceCallTerms and
// startMeteredCall: plan, voice minutes, today's AI budget, metered by the user's object), except that the
// interview's whole length must fit in the minutes left, or it is refused up front with the time
// there is; the call's deadline is the interview's length. The interview is claimed for this
// call before anything is spent, so of two tabs starting it only one reaches OpenAI or the budget.

/** The voice meter reads the time left too, before an interview's call is claimed. */
export type InterviewVoiceMeter = { remaining: (allowance: VoiceAllowance) => Promise<{ remainingSeconds: number | null }> };
export type InterviewCallMeter = {
  aiBudget: VoiceCallMeter["aiBudget"];
  voice: VoiceCallMeter["voice"] & InterviewVoiceMeter;
  /** The applicant's essays' text and the copy of what was sent, for an application-based interview. */
  versionBodies: InterviewMaterial["versionBodies"];
  workRows: InterviewMaterial["workRows"];
};

export type InterviewCallDeps = { db: Database; openai: OpenAI | null; meter: InterviewCallMeter; realtimeModel: string };

export async function startInterviewCall(deps: InterviewCallDeps, userId: string, interviewId: string, offer: string): Promise<CallStart> {
  const { db, openai, meter } = deps;
  const interview = await getInterview(db, userId, interviewId);
  if (!interview) return refusedCall("not_found", "No such interview.");
  if (interview.status !== "ready") return refusedCall("conflict", "This interview has already been held. Start a new attempt from Mock Interviews.");
  const format = await loadInterviewFormat(db, interview.formatId);
  if (!format) return refusedCall("not_found", "No such interview.");
  if (!openai) return refusedCall("not_configured", "Mock interviews need AI coaching, which is not set up right now.");
  const may = await voiceCallTerms(db, userId);
  if (!may.ok) return may.refused;
  const { allowance, budget } = may.terms;
  const seconds = format.minutes * 60;
  // Told before anything is claimed; the object checks it again, atomically, when the call opens.
  const tooLong = interviewTooLong(seconds, (await meter.voice.remaining(allowance)).remainingSeconds);
  if (tooLong) return refusedCall("usage_limit", tooLong);
  const { instructions, promptVersions } = await interviewInstructions(db, meter, userId, format, interview);
  const voiceCallId = crypto.randomUUID();
  const mine = and(eq(mockInterviews.id, interviewId), eq(mockInterviews.userId, userId));
  // Only a ready interview goes live: of two tabs starting it, one holds it and the other spends nothing.
  const claimed = await db
    .update(mockInterviews)
    .set({ status: "live", voiceCallId, promptVersions, startedAt: new Date() })
    .where(and(mine, eq(mockInterviews.status, "ready")))
    .returning({ id: mockInterviews.id });
  if (!claimed.length) return refusedCall("conflict", "This interview has already been started in another tab.");
  const started = await startMeteredCall({ openai, meter }, userId, {
    voiceCallId,
    offer,
    session: realtimeSession({ model: deps.realtimeModel, instructions, demo: false }),
    allowance,
    budget,
    longestSeconds: seconds,
    minimumSeconds: seconds,
    limitMessage: (remaining) => interviewTooLong(seconds, remaining) ?? VOICE_ERRORS.limit,
    // Ended from its page while the call was being made: the call is not kept.
    record: async () => {
      const held = await db
        .select({ id: mockInterviews.id })
        .from(mockInterviews)
        .where(and(mine, eq(mockInterviews.voiceCallId, voiceCallId), eq(mockInterviews.status, "live")));
      if (!held.length) throw new Error("the interview ended while its call was being made");
    },
  });
  if (!started.ok) {
    // Nothing was held: the interview is ready to start again.
    await db
      .update(mockInterviews)
      .set({ status: "ready", voiceCallId: null, promptVersions: null, startedAt: null })
      .where(and(mine, eq(mockInterviews.voiceCallId, voiceCallId), eq(mockInterviews.status, "live")));
  }
  return started;
}
