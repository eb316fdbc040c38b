import { Hono } from "hono";
import { z } from "zod";
import { TRANSCRIPT_BODY_BYTES } from "../../app/domain/interviews/transcript";
import { transcriptSchema } from "../../app/domain/interviews/transcript-schema";
import { startInterviewCall } from "../../app/services/interviews/interview-call.server";
import { endInterview } from "../../app/services/interviews/interview-end.server";
import { saveTranscript } from "../../app/services/interviews/interview-transcripts.server";
import { ApiError } from "../api-error";
import type { ApiEnv } from "../context";
import { callAnswer, callStartDeps } from "./call-start";
import { CALL_START_BODY_BYTES } from "../../app/domain/coach/voice";
import { sdpOfferSchema } from "../../app/domain/coach/sdp-offer";
import { readJsonWithin } from "./read-json";
import { requireHonoUser } from "./session-user";

// Mock interviews' transport: the interview's voice call, what was said while it runs, and
// its end. Whether it may start, and what it costs, come from app/services/interviews; the user's
// object meters the call as any voice call. Another user's interview is a 404.
export const interviewRoutes = new Hono<ApiEnv>();

const idSchema = z.string().uuid();
const interviewId = (raw: string | undefined) => {
  const id = idSchema.safeParse(raw);
  if (!id.success) throw new ApiError("not_found", "No such interview.");
  return id.data;
};
// Far below a stored row's limit: the transcript is kept in parts (interview-transcripts.server.ts).
const TRANSCRIPT_BYTES = TRANSCRIPT_BODY_BYTES;
const transcriptBody = z.object({ transcript: transcriptSchema }).strict();

// POST /api/interviews/:id/session: the interview's call started with the browser's offer (OpenAI's answer), or why not.
interviewRoutes.post("/:id/session", async (c) => {
  const app = c.get("app");
  const user = await requireHonoUser(c);
  const id = interviewId(c.req.param("id"));
  const body = await readJsonWithin(c.req.raw, z.object({ sdp: sdpOfferSchema }).strict(), CALL_START_BODY_BYTES);
  return c.json(callAnswer(await startInterviewCall(callStartDeps(app, user.id), user.id, id, body.sdp)));
});

// POST /api/interviews/:id/transcript: what was said so far (the whole of it), kept should the call drop.
interviewRoutes.post("/:id/transcript", async (c) => {
  const app = c.get("app");
  const user = await requireHonoUser(c);
  const id = interviewId(c.req.param("id"));
  const body = await readJsonWithin(c.req.raw, transcriptBody, TRANSCRIPT_BYTES);
  if (!(await saveTranscript(app.db, app.userObject(user.id).workRows, user.id, id, body.transcript)))
    throw new ApiError("not_found", "No such interview in progress.");
  return c.json({ saved: body.transcript.length });
});

// POST /api/interviews/:id/end: the call is over; it is charged for its length and the debrief is queued.
interviewRoutes.post("/:id/end", async (c) => {
  const app = c.get("app");
  const user = await requireHonoUser(c);
  const id = interviewId(c.req.param("id"));
  const body = await readJsonWithin(c.req.raw, transcriptBody.partial(), TRANSCRIPT_BYTES);
  const deps = { db: app.db, meter: app.userObject(user.id), queue: app.interviewQueue, aiConfigured: app.openai !== null };
  const ended = await endInterview(deps, user.id, id, body.transcript ?? null);
  if (!ended.ok) throw new ApiError("not_found", ended.reason === "not_found" ? "No such interview." : "This interview has not started.");
  return c.json({ chargedSeconds: ended.chargedSeconds });
});
