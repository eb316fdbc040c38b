import type OpenAI from "openai";
import type { RealtimeSessionCreateRequest } from "openai/resources/realtime/realtime";
import type { Database } from "../../../db/client";
import type { Entitlements } from "~/domain/billing/entitlements";
import { AI_CALLS_PER_DAY, AI_UNAVAILABLE_MESSAGE, type AiBudgetCounter, aiBudgetMessage } from "~/domain/billing/usage-limits";
import { type VoiceAllowance, voiceAllowance } from "~/domain/coach/voice-allowance";
import { VOICE, VOICE_ERRORS, type VoiceCallAnswer } from "~/domain/coach/voice";
import type { ErrorCode } from "~/domain/platform/http-errors";
import { isAdmin } from "../platform/roles.server";
import { startAiCall } from "../billing/ai-budget.server";
import { entitlementsToSpend } from "../billing/entitlements.server";

// Starting a metered realtime call, the one way for a voice conversation and a mock interview
// alike. The user's object reserves the call's time (the caps, one start at a time), today's AI
// budget pays for it, and the worker posts the browser's SDP offer to OpenAI itself, with the
// server's key and the session's instructions: the object learns OpenAI's call id before the
// browser gets its answer, so every call it allowed can be ended (workers/user-object/voice-meter.ts).
// The browser's media then flows to OpenAI directly. A start that fails on the way closes the
// call at no charge and gives the budget unit back.

type VoiceCaps = Pick<VoiceAllowance, "lifetimeSeconds" | "period">;
type Opened = { allowed: true; deadline: number } | { allowed: false; reason: "limit"; remainingSeconds: number } | { allowed: false; reason: "busy" };
type Attached = { attached: false } | { attached: true; deadline: number; remainingSeconds: number | null };

/** The user's object as a call needs it: the AI budget and the call meter (its `voice` capability). */
export type VoiceCallMeter = {
  aiBudget: AiBudgetCounter;
  voice: {
    open: (voiceCallId: string, allowance: VoiceCaps, longestSeconds: number, minimumSeconds?: number) => Promise<Opened>;
    attach: (voiceCallId: string, openaiCallId: string, allowance: VoiceCaps) => Promise<Attached>;
    cancel: (voiceCallId: string) => Promise<unknown>;
  };
};

export type CallStart = { ok: true; answer: VoiceCallAnswer } | { ok: false; code: ErrorCode; message: string };
export const refusedCall = (code: ErrorCode, message: string): CallStart => ({ ok: false, code, message });

/** Who may talk, and on what terms: the caps of the call and the AI budget that pays for it. */
export type CallTerms = { allowance: VoiceAllowance; budget: Entitlements; entitlements: Entitlements; demo: boolean };

/**
 * May this user start a voice call now (plan or trial), the door of every call before the meter:
 * no plan and no live trial is refused. A failed subscription read refuses too (voice costs money
 * per minute). Demo mode lifts the caps for admins only (docs/product-rules.md): asking lifts nothing.
 */
export async function voiceCallTerms(
  db: Database,
  userId: string,
  askedForDemo = false,
): Promise<{ ok: true; terms: CallTerms } | { ok: false; refused: CallStart }> {
  const [entitlements, admin] = await Promise.all([entitlementsToSpend(db, userId), askedForDemo ? isAdmin(db, userId) : false]);
  const demo = askedForDemo && admin;
  const allowance = demo ? { expired: false, lifetimeSeconds: null, period: null } : voiceAllowance(entitlements);
  if (allowance.expired) {
    const refused =
      entitlements.standing === "none" ? refusedCall("plan_required", VOICE_ERRORS.planRequired) : refusedCall("trial_expired", VOICE_ERRORS.trialExpired);
    return { ok: false, refused };
  }
  // A call is a model call from today's AI budget (an admin's demo has the paid one).
  const budget = demo ? { ...entitlements, caps: { ...entitlements.caps, aiCallsPerDay: AI_CALLS_PER_DAY.paid } } : entitlements;
  return { ok: true, terms: { allowance, budget, entitlements, demo } };
}

export type MeteredCall = {
  voiceCallId: string;
  /** The browser's SDP offer. */
  offer: string;
  session: RealtimeSessionCreateRequest;
  allowance: VoiceCaps;
  /** Whose AI budget pays (an admin's demo is given the paid one). */
  budget: Entitlements;
  longestSeconds: number;
  /** Refused unless this much time is left (a mock interview's whole length). */
  minimumSeconds?: number;
  /** What a refusal for lack of time says, given the time left. */
  limitMessage: (remainingSeconds: number) => string;
  /** Kept once the call is live (which prompt versions it speaks from); a failure here ends the call. */
  record?: () => Promise<unknown>;
};

export async function startMeteredCall(deps: { openai: OpenAI; meter: VoiceCallMeter }, userId: string, call: MeteredCall): Promise<CallStart> {
  const { openai, meter } = deps;
  const opened = await meter.voice.open(call.voiceCallId, call.allowance, call.longestSeconds, call.minimumSeconds);
  if (!opened.allowed) {
    return opened.reason === "busy" ? refusedCall("conflict", VOICE_ERRORS.busy) : refusedCall("usage_limit", call.limitMessage(opened.remainingSeconds));
  }
  const spent = await startAiCall(meter.aiBudget, call.budget, "voice");
  if (!spent.ok) {
    await meter.voice.cancel(call.voiceCallId);
    return spent.reason === "ai_budget" ? refusedCall("rate_limited", aiBudgetMessage(spent.limit)) : refusedCall("not_configured", AI_UNAVAILABLE_MESSAGE);
  }
  const notHeld = async (what: string, error: unknown) => {
    await spent.call.finish("not_asked");
    console.error(what, { userId, error: error instanceof Error ? error.message : String(error) });
  };
  let created: { callId: string; sdp: string };
  try {
    created = await createRealtimeCall(openai, call.offer, call.session);
  } catch (error) {
    await meter.voice.cancel(call.voiceCallId);
    await notHeld("realtime call not created", error);
    return refusedCall("internal", VOICE_ERRORS.token);
  }
  let attached: Attached;
  try {
    attached = await meter.voice.attach(call.voiceCallId, created.callId, call.allowance);
  } catch (error) {
    // The object could not take the call: it is hung up here, or it would run unmetered.
    await openai.realtime.calls.hangup(created.callId, { timeout: VOICE.hangupTimeoutMs }).catch(() => undefined);
    await notHeld("realtime call not metered; hung up", error);
    return refusedCall("internal", VOICE_ERRORS.failed);
  }
  // Its opening lapsed, or a newer call took its place: the object has hung it up.
  if (!attached.attached) {
    await spent.call.finish("not_asked");
    return refusedCall("conflict", VOICE_ERRORS.busy);
  }
  try {
    await call.record?.();
  } catch (error) {
    await meter.voice.cancel(call.voiceCallId);
    await notHeld("realtime call not recorded; hung up", error);
    return refusedCall("internal", VOICE_ERRORS.failed);
  }
  const { deadline, remainingSeconds } = attached;
  return { ok: true, answer: { sdp: created.sdp, voiceCallId: call.voiceCallId, deadline, remainingSeconds } };
}

const OPENAI_CALL_ID = /^[A-Za-z0-9_-]{1,200}$/;

/** OpenAI's answer to the offer, and the call's id from its Location header (POST /v1/realtime/calls). */
async function createRealtimeCall(openai: OpenAI, sdp: string, session: RealtimeSessionCreateRequest) {
  const response = await openai.realtime.calls.create({ sdp, session }, { timeout: VOICE.connectTimeoutMs });
  const callId = response.headers.get("location")?.split("/").pop() ?? "";
  const answer = await response.text();
  // Without its id the call could not be ended: the browser never gets the answer, so no media flows.
  if (!OPENAI_CALL_ID.test(callId)) throw new Error("OpenAI's answer named no call id");
  return { callId, sdp: answer };
}
