import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { type VoiceAllowance, voiceAllowance } from "~/domain/coach/voice-allowance";
import { VOICE, VOICE_ERRORS, type VoiceContext, type VoiceSessionGrant } from "~/domain/coach/voice";
import { AI_CALLS_PER_DAY, AI_UNAVAILABLE_MESSAGE, type AiBudgetCounter, aiBudgetMessage } from "~/domain/billing/usage-limits";
import type { ErrorCode } from "~/domain/platform/http-errors";
import { isAdmin } from "../account/roles.server";
import { startAiCall } from "../billing/ai-budget.server";
import { entitlementsToSpend } from "../billing/entitlements.server";
import { mintClientSecret, realtimeSession, recordVoiceSession, voiceInstructions } from "./voice-session.server";

// Starting a voice call with Scout: may this user talk now (plan, voice minutes, today's AI
// budget), then the instructions and a client secret for the browser's realtime connection. The
// user's object meters the call from here on (workers/user-object/voice-meter.ts); the worker's
// /api/voice/session route only reads the request and answers with what this returns.

type VoiceCaps = Pick<VoiceAllowance, "lifetimeSeconds" | "period">;
type OpenedCall = { allowed: true; voiceCallId: string; deadline: number; remainingSeconds: number | null } | { allowed: false; remainingSeconds: number };

/** The user's object as voice needs it: the AI budget and the call meter. */
export type VoiceCallMeter = AiBudgetCounter & {
  openVoiceCall: (allowance: VoiceCaps, longestSeconds: number) => Promise<OpenedCall>;
  cancelVoiceCall: (voiceCallId: string) => Promise<unknown>;
};

export type VoiceStartDeps = {
  db: Database;
  openai: OpenAI | null;
  meter: VoiceCallMeter;
  realtime: { model: string; callsUrl: string };
};

export type VoiceStartRequest = { context: VoiceContext; school?: string; demo: boolean; essayId?: string };

export type VoiceStart = { ok: true; grant: VoiceSessionGrant } | { ok: false; code: ErrorCode; message: string };

const refused = (code: ErrorCode, message: string): VoiceStart => ({ ok: false, code, message });

export async function startVoiceCall(deps: VoiceStartDeps, userId: string, request: VoiceStartRequest): Promise<VoiceStart> {
  const { db, openai, meter } = deps;
  if (!openai) return refused("not_configured", VOICE_ERRORS.notConfigured);
  // A failed subscription read refuses (voice costs money per minute).
  const [entitlements, admin] = await Promise.all([entitlementsToSpend(db, userId), request.demo ? isAdmin(db, userId) : false]);
  // Demo mode lifts the caps for admins only (docs/product-rules.md): a query parameter lifts nothing.
  const demo = request.demo && admin;
  const allowance = demo ? { expired: false, lifetimeSeconds: null, period: null } : voiceAllowance(entitlements);
  if (allowance.expired) {
    return entitlements.standing === "none" ? refused("plan_required", VOICE_ERRORS.planRequired) : refused("trial_expired", VOICE_ERRORS.trialExpired);
  }
  const opened = await meter.openVoiceCall(allowance, VOICE.uncappedCallSeconds);
  if (!opened.allowed) return refused("usage_limit", `${VOICE_ERRORS.limitTitle}: ${VOICE_ERRORS.limit}`);
  // Minting a session is a model call from today's AI budget (an admin's demo has the paid one).
  const budget = demo ? { ...entitlements, caps: { ...entitlements.caps, aiCallsPerDay: AI_CALLS_PER_DAY.paid } } : entitlements;
  const started = await startAiCall(meter, budget, "voice");
  if (!started.ok) {
    await meter.cancelVoiceCall(opened.voiceCallId);
    return started.reason === "ai_budget" ? refused("rate_limited", aiBudgetMessage(started.limit)) : refused("not_configured", AI_UNAVAILABLE_MESSAGE);
  }
  try {
    const { instructions, promptVersions, essay } = await voiceInstructions(
      db,
      userId,
      request.context,
      request.demo ? (request.school ?? null) : null,
      request.essayId ?? null,
    );
    const secret = await mintClientSecret(openai, realtimeSession({ model: deps.realtime.model, instructions, demo: request.demo }));
    // Which prompt versions this session speaks from (and the essay it is about, for its log).
    await recordVoiceSession(db, userId, request.context, promptVersions, essay);
    return {
      ok: true,
      grant: voiceGrant(secret, opened, deps.realtime),
    };
  } catch (error) {
    await meter.cancelVoiceCall(opened.voiceCallId);
    await started.call.finish("not_asked");
    // The error never carries the secret: it was not minted.
    console.error("realtime client secret failed", { userId, error: error instanceof Error ? error.message : "unknown" });
    return refused("internal", VOICE_ERRORS.token);
  }
}

/** What the browser gets to connect a metered call (a voice conversation or a mock interview): the minted secret and the call's limits. */
export function voiceGrant(
  secret: VoiceSessionGrant["client_secret"],
  opened: Pick<VoiceSessionGrant, "voiceCallId" | "deadline" | "remainingSeconds">,
  realtime: { model: string; callsUrl: string },
): VoiceSessionGrant {
  return {
    client_secret: secret,
    voiceCallId: opened.voiceCallId,
    deadline: opened.deadline,
    remainingSeconds: opened.remainingSeconds,
    callsUrl: realtime.callsUrl,
    model: realtime.model,
  };
}
