import { Hono } from "hono";
import { z } from "zod";
import { voiceAllowance } from "../../app/domain/coach/voice-allowance";
import { VOICE_TOOL, voiceContexts, voiceToolFailure } from "../../app/domain/coach/voice";
import { saveVoiceTranscript } from "../../app/services/coach/chat.server";
import { readEntitlements } from "../../app/services/billing/entitlements.server";
import { voiceToolRows } from "../../app/services/coach/voice-session.server";
import { startVoiceCall } from "../../app/services/coach/voice-start.server";
import { ApiError } from "../api-error";
import type { ApiEnv } from "../context";
import { realtimeCallsUrl } from "../openai";
import { readJson } from "./read-json";
import { requireHonoUser } from "./session-user";

// Voice coaching's transport: the realtime token, the call's events and the voice tool. Whether a
// call may start, and its client secret, come from app/services/coach/voice-start.server.ts; the
// user's object meters the call (voice-call-store.ts).
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

// POST /api/voice/session: a client secret for one call, or why not (app/services/coach/voice-start.server.ts).
voiceRoutes.post("/session", async (c) => {
  const app = c.get("app");
  const user = await requireHonoUser(c);
  const body = await readJson(c.req.raw, sessionSchema, 2_048);
  const deps = {
    db: app.db,
    openai: app.openai,
    meter: app.userObject(user.id),
    realtime: { model: app.settings.OPENAI_REALTIME_MODEL, callsUrl: realtimeCallsUrl(app.settings) },
  };
  const started = await startVoiceCall(deps, user.id, body);
  if (!started.ok) throw new ApiError(started.code, started.message);
  return c.json(started.grant);
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
