import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { voiceAllowance } from "~/domain/coach/voice-allowance";
import { VOICE, VOICE_ERRORS, type VoiceContext } from "~/domain/coach/voice";
import { AI_CALLS_PER_DAY } from "~/domain/billing/usage-limits";
import { isAdmin } from "../account/roles.server";
import { entitlementsToSpend } from "../billing/entitlements.server";
import { type CallStart, type VoiceCallMeter, refusedCall, startMeteredCall } from "./voice-call.server";
import type { VersionBodyReader } from "../essays/version-bodies.server";
import { realtimeSession, recordVoiceSession, voiceInstructions } from "./voice-session.server";

// Starting a voice call with Scout: may this user talk now (plan or trial; voice minutes and
// today's AI budget are taken by startMeteredCall), with the instructions of the context asked
// for. The worker's /api/voice/session route only reads the request and answers with this.

export type VoiceStartDeps = { db: Database; openai: OpenAI | null; meter: VoiceCallMeter & { versionBodies: VersionBodyReader }; realtimeModel: string };

export type VoiceStartRequest = { context: VoiceContext; school?: string; demo: boolean; essayId?: string; sdp: string };

export async function startVoiceCall(deps: VoiceStartDeps, userId: string, request: VoiceStartRequest): Promise<CallStart> {
  const { db, openai, meter } = deps;
  if (!openai) return refusedCall("not_configured", VOICE_ERRORS.notConfigured);
  // A failed subscription read refuses (voice costs money per minute).
  const [entitlements, admin] = await Promise.all([entitlementsToSpend(db, userId), request.demo ? isAdmin(db, userId) : false]);
  // Demo mode lifts the caps for admins only (docs/product-rules.md): a query parameter lifts nothing.
  const demo = request.demo && admin;
  const allowance = demo ? { expired: false, lifetimeSeconds: null, period: null } : voiceAllowance(entitlements);
  if (allowance.expired) {
    return entitlements.standing === "none" ? refusedCall("plan_required", VOICE_ERRORS.planRequired) : refusedCall("trial_expired", VOICE_ERRORS.trialExpired);
  }
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
    allowance,
    // A call is a model call from today's AI budget (an admin's demo has the paid one).
    budget: demo ? { ...entitlements, caps: { ...entitlements.caps, aiCallsPerDay: AI_CALLS_PER_DAY.paid } } : entitlements,
    longestSeconds: VOICE.uncappedCallSeconds,
    limitMessage: () => `${VOICE_ERRORS.limitTitle}: ${VOICE_ERRORS.limit}`,
    // Which prompt versions this call speaks from (and the essay it is about, for its log).
    record: () => recordVoiceSession(db, userId, request.context, promptVersions, essay),
  });
}
