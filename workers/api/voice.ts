import { Hono } from "hono";
import { z } from "zod";
import { voiceAllowance } from "../../app/domain/coach/voice-allowance";
import { CALL_START_BODY_BYTES, VOICE_TOOL, voiceContexts, voiceToolFailure } from "../../app/domain/coach/voice";
import { sdpOfferSchema } from "../../app/domain/coach/sdp-offer";
import { readEntitlements } from "../../app/services/billing/entitlements.server";
import { voiceToolRows } from "../../app/services/coach/voice-session.server";
import { startVoiceCall } from "../../app/services/coach/voice-start.server";
import { ApiError } from "../api-error";
import type { ApiEnv } from "../context";
import { callAnswer, callStartDeps } from "./call-start";
import { readJsonWithin } from "./read-json";
import { requireHonoUser } from "./session-user";

// Voice coaching's transport: the call's start (the browser's SDP offer in, OpenAI's answer out),
// its end and the voice tool. Whether a call may start comes from
// app/services/coach/voice-start.server.ts; the user's object meters the call (voice-meter.ts).
export const voiceRoutes = new Hono<ApiEnv>();

const sessionSchema = z
  .object({
    context: z.enum(voiceContexts).default("global"),
    school: z.string().trim().min(1).max(100).optional(),
    demo: z.boolean().default(false),
    // The essay a session in the essay context is about: its school's AI policy applies.
    essayId: z.string().uuid().optional(),
    sdp: sdpOfferSchema,
  })
  .strict();

// POST /api/voice/session: the call started with the browser's offer (OpenAI's answer), or why not.
voiceRoutes.post("/session", async (c) => {
  const app = c.get("app");
  const user = await requireHonoUser(c);
  const body = await readJsonWithin(c.req.raw, sessionSchema, CALL_START_BODY_BYTES);
  return c.json(callAnswer(await startVoiceCall(callStartDeps(app, user.id), user.id, body)));
});

// GET /api/voice/allowance: the voice time used, and what is left for a trial user (null: no cap).
voiceRoutes.get("/allowance", async (c) => {
  const app = c.get("app");
  const user = await requireHonoUser(c);
  const allowance = voiceAllowance(await readEntitlements(app.db, user.id));
  return c.json(await app.userObject(user.id).voice.remaining(allowance));
});

const callIdSchema = z.string().uuid();

const endSchema = z
  .object({
    transcript: z
      .array(z.object({ type: z.enum(["user", "assistant"]), content: z.string().trim().min(1).max(5_000) }).strict())
      .max(300)
      .default([]),
  })
  .strict();

// POST /api/voice/calls/:id/end: the call is over; it is hung up and charged, and what was said is kept as a conversation.
voiceRoutes.post("/calls/:id/end", async (c) => {
  const app = c.get("app");
  const user = await requireHonoUser(c);
  const id = callIdSchema.safeParse(c.req.param("id"));
  const body = await readJsonWithin(c.req.raw, endSchema, 400_000);
  if (!id.success) throw new ApiError("not_found", "No such voice call.");
  const ended = await app.userObject(user.id).voice.end(id.data);
  if (!ended.found) throw new ApiError("not_found", "No such voice call.");
  const conversationId = body.transcript.length ? await app.userObject(user.id).conversations.saveTranscript(body.transcript) : null;
  // `ended` false: OpenAI has not confirmed the hangup yet; the call stays charged until it does.
  return c.json({ chargedSeconds: ended.chargedSeconds, ended: ended.ended, voiceSecondsUsed: ended.usage.voiceSeconds, conversationId });
});

// GET /api/voice/tool?type=goals|resume: the voice tool's data, the caller's own rows only.
voiceRoutes.get("/tool", async (c) => {
  const user = await requireHonoUser(c);
  const type = z.enum(VOICE_TOOL.types).safeParse(c.req.query("type"));
  if (!type.success) throw new ApiError("invalid_input", "type must be goals or resume.");
  const rows = await voiceToolRows(c.get("app").userObject(user.id).workRows, user.id, type.data);
  if (rows.length === 0) return c.json({ ok: false, output: voiceToolFailure(type.data) });
  return c.json({ ok: true, output: rows.join("\n\n---\n\n"), rows: rows.length });
});
