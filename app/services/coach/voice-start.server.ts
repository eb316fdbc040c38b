import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { VOICE, VOICE_ERRORS, type VoiceContext } from "~/domain/coach/voice";
import { type CallStart, type VoiceCallMeter, refusedCall, startMeteredCall, voiceCallTerms } from "./voice-call.server";
import type { VersionBodyReader } from "../essays/version-bodies.server";
import { realtimeSession, recordVoiceSession, voiceInstructions } from "./voice-session.server";

// Starting a voice call with Scout: may this user talk now (voiceCallTerms: plan or trial; voice
// minutes and today's AI budget are taken by startMeteredCall), with the instructions of the
// context asked for. The worker's /api/voice/session route only reads the request and answers with this.

export type VoiceStartDeps = { db: Database; openai: OpenAI | null; meter: VoiceCallMeter & { versionBodies: VersionBodyReader }; realtimeModel: string };

export type VoiceStartRequest = { context: VoiceContext; school?: string; demo: boolean; essayId?: string; sdp: string };

export async function startVoiceCall(deps: VoiceStartDeps, userId: string, request: VoiceStartRequest): Promise<CallStart> {
  const { db, openai, meter } = deps;
  if (!openai) return refusedCall("not_configured", VOICE_ERRORS.notConfigured);
  const may = await voiceCallTerms(db, userId, request.demo);
  if (!may.ok) return may.refused;
  const { instructions, promptVersions, essay } = await voiceInstructions(
    db,
    meter.versionBodies,
    userId,
    request.context,
    request.demo ? (request.school ?? null) : null,
    request.essayId ?? null,
  );
  return startMeteredCall({ openai, meter }, userId, {
    voiceCallId: crypto.randomUUID(),
    offer: request.sdp,
    session: realtimeSession({ model: deps.realtimeModel, instructions, demo: request.demo }),
    allowance: may.terms.allowance,
    budget: may.terms.budget,
    longestSeconds: VOICE.uncappedCallSeconds,
    limitMessage: () => `${VOICE_ERRORS.limitTitle}: ${VOICE_ERRORS.limit}`,
    // Which prompt versions this call speaks from (and the essay it is about, for its log).
    record: () => recordVoiceSession(db, userId, request.context, promptVersions, essay),
  });
}
