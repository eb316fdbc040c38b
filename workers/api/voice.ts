import { Hono } from "hono";
import { z } from "zod";
import { voiceAllowance } from "../../app/domain/coach/voice-allowance";
import { VOICE, VOICE_ERRORS, VOICE_TOOL, type VoiceSessionGrant, voiceContexts, voiceToolFailure } from "../../app/domain/coach/voice";
import { saveVoiceTranscript } from "../../app/services/coach/chat.server";
import { isAdmin } from "../../app/services/account/roles.server";
import { entitlementsToSpend, readEntitlements } from "../../app/services/billing/entitlements.server";
import { startAiCall } from "../../app/services/billing/ai-budget.server";
import { AI_CALLS_PER_DAY, AI_UNAVAILABLE_MESSAGE, aiBudgetMessage } from "../../app/domain/billing/usage-limits";
import { mintClientSecret, realtimeSession, recordVoiceSession, voiceInstructions, voiceToolRows } from "../../app/services/coach/voice-session.server";
import { ApiError } from "../api-error";
import type { ApiEnv } from "../context";
import { realtimeCallsUrl } from "../openai";
import { readJson } from "./read-json";
import { requireHonoUser } from "./session-user";

// Voice coaching: the realtime token and the voice tool. The worker decides whether a call may
// start and mints its client secret; the user's object meters it (voice-call-store.ts).
export const voiceRoutes = new Hono<ApiEnv>();

const sessionSchema = z
  .object({
    context: z.enum(voiceContexts).default("global"),
    school: z.string().trim().min(1).max(100).optional(),
    demo: z.boolean().default(false),
    // The essay a session in the essay context is about: its school's AI policy applies (#31).
    essayId: z.string().uuid().optional(),
  })
  .strict();

// POST /api/voice/session: a client secret for one call, or Voice Limit Reached.
voiceRoutes.post("/session", async (c) => {
  const app = c.get("app");
  const user = await requireHonoUser(c);
  const body = await readJson(c.req.raw, sessionSchema, 2_048);
  const openai = app.openai;
  if (!openai) throw new ApiError("not_configured", VOICE_ERRORS.notConfigured);
  // A failed subscription read refuses (voice costs money per minute).
  const [entitlements, admin] = await Promise.all([entitlementsToSpend(app.db, user.id), body.demo ? isAdmin(app.db, user.id) : false]);
  // Demo mode lifts the caps for admins only (docs/product-rules.md): a query parameter lifts nothing.
  const allowance = body.demo && admin ? { expired: false, lifetimeSeconds: null, period: null } : voiceAllowance(entitlements);
  if (allowance.expired) {
    const never = entitlements.standing === "none";
    throw never ? new ApiError("plan_required", VOICE_ERRORS.planRequired) : new ApiError("trial_expired", VOICE_ERRORS.trialExpired);
  }
  const object = app.userObject(user.id);
  const opened = await object.openVoiceCall(allowance, VOICE.uncappedCallSeconds);
  if (!opened.allowed) throw new ApiError("usage_limit", `${VOICE_ERRORS.limitTitle}: ${VOICE_ERRORS.limit}`);
  // Minting a session is a model call from today's AI budget (an admin's demo has the paid one).
  const budget = body.demo && admin ? { ...entitlements, caps: { ...entitlements.caps, aiCallsPerDay: AI_CALLS_PER_DAY.paid } } : entitlements;
  const started = await startAiCall(object, budget, "voice");
  if (!started.ok) {
    await object.cancelVoiceCall(opened.voiceCallId);
    throw started.reason === "ai_budget"
      ? new ApiError("rate_limited", aiBudgetMessage(started.limit))
      : new ApiError("not_configured", AI_UNAVAILABLE_MESSAGE);
  }
  try {
    const { instructions, promptVersions, essay } = await voiceInstructions(
      app.db,
      user.id,
      body.context,
      body.demo ? (body.school ?? null) : null,
      body.essayId ?? null,
    );
    const secret = await mintClientSecret(openai, realtimeSession({ model: app.settings.OPENAI_REALTIME_MODEL, instructions, demo: body.demo }));
    // Which prompt versions this session speaks from, so what it said can be traced to them.
    await recordVoiceSession(app.db, user.id, body.context, promptVersions, essay);
    const grant: VoiceSessionGrant = {
      client_secret: secret,
      voiceCallId: opened.voiceCallId,
      deadline: opened.deadline,
      remainingSeconds: opened.remainingSeconds,
      callsUrl: realtimeCallsUrl(app.settings),
      model: app.settings.OPENAI_REALTIME_MODEL,
    };
    return c.json(grant);
  } catch (error) {
    await object.cancelVoiceCall(opened.voiceCallId);
    await started.call.finish("not_asked");
    // The error never carries the secret: it was not minted.
    console.error("realtime client secret failed", { userId: user.id, error: error instanceof Error ? error.message : "unknown" });
    throw new ApiError("internal", VOICE_ERRORS.token);
  }
});

// GET /api/voice/allowance: the voice time used, and what is left for a trial user (null: no cap).
voiceRoutes.get("/allowance", async (c) => {
  const app = c.get("app");
  const user = await requireHonoUser(c);
  const allowance = voiceAllowance(await readEntitlements(app.db, user.id));
  return c.json(await app.userObject(user.id).voiceRemaining(allowance));
});

const callIdSchema = z.string().uuid();

// POST /api/voice/calls/:id/connected: the OpenAI call id, so the object can hang up at the deadline.
voiceRoutes.post("/calls/:id/connected", async (c) => {
  const user = await requireHonoUser(c);
  const id = callIdSchema.safeParse(c.req.param("id"));
  const body = await readJson(c.req.raw, z.object({ callId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/) }).strict(), 1_024);
  if (!id.success) throw new ApiError("not_found", "No such voice call.");
  const attached = await c.get("app").userObject(user.id).attachVoiceCall(id.data, body.callId);
  if (!attached.found) throw new ApiError("not_found", "No such voice call.");
  return c.json({ deadline: attached.deadline, ended: attached.ended });
});

const endSchema = z
  .object({
    transcript: z
      .array(z.object({ type: z.enum(["user", "assistant"]), content: z.string().trim().min(1).max(5_000) }).strict())
      .max(300)
      .default([]),
  })
  .strict();

// POST /api/voice/calls/:id/end: the call is over; it is charged, and what was said is kept as a conversation.
voiceRoutes.post("/calls/:id/end", async (c) => {
  const app = c.get("app");
  const user = await requireHonoUser(c);
  const id = callIdSchema.safeParse(c.req.param("id"));
  const body = await readJson(c.req.raw, endSchema, 400_000);
  if (!id.success) throw new ApiError("not_found", "No such voice call.");
  const ended = await app.userObject(user.id).endVoiceCall(id.data);
  if (!ended.found) throw new ApiError("not_found", "No such voice call.");
  const conversationId = body.transcript.length ? await saveVoiceTranscript(app.db, user.id, body.transcript) : null;
  return c.json({ chargedSeconds: ended.chargedSeconds, voiceSecondsUsed: ended.usage.voiceSeconds, conversationId });
});

// GET /api/voice/tool?type=goals|resume: the voice tool's data, the caller's own rows only.
voiceRoutes.get("/tool", async (c) => {
  const user = await requireHonoUser(c);
  const type = z.enum(VOICE_TOOL.types).safeParse(c.req.query("type"));
  if (!type.success) throw new ApiError("invalid_input", "type must be goals or resume.");
  const rows = await voiceToolRows(c.get("app").db, user.id, type.data);
  if (rows.length === 0) return c.json({ ok: false, output: voiceToolFailure(type.data) });
  return c.json({ ok: true, output: rows.join("\n\n---\n\n"), rows: rows.length });
});
