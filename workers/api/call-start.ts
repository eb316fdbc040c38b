import type { CallStart } from "../../app/services/coach/voice-call.server";
import type { VoiceCallAnswer } from "../../app/domain/coach/voice";
import { ApiError } from "../api-error";
import type { AppContext } from "../context";

// A voice call's start as the routes of coaching and of mock interviews both make it: what the
// service needs to start a metered call, and its answer (OpenAI's SDP answer, or the refusal as
// the one error body).

export const callStartDeps = (app: AppContext, userId: string) => ({
  db: app.db,
  openai: app.openai,
  meter: app.userObject(userId),
  realtimeModel: app.settings.OPENAI_REALTIME_MODEL,
});

export function callAnswer(started: CallStart): VoiceCallAnswer {
  if (!started.ok) throw new ApiError(started.code, started.message);
  return started.answer;
}
