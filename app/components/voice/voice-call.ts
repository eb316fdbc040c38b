import type { TranscriptLine, VoiceCallAnswer, VoiceContext, VoiceState } from "~/domain/coach/voice";
import { CallRefusedError, postCallReport, startRealtimeCall } from "./realtime-call";

// One voice call with Scout (realtime-call.ts holds the call itself): what was said is kept as
// it is said, the voice tool reads the goals unless the model asks for the resume, and the end
// is reported with the transcript, which the worker keeps as a conversation.

export type EndReason = "user" | "limit" | "remote" | "error";

/** Why the worker refused a call, in the panel's words (null: another failure). */
export function refusalOf(error: unknown): "limit" | "expired" | "plan_required" | "ai_budget" | null {
  if (!(error instanceof CallRefusedError)) return null;
  const reasons: Record<string, "limit" | "expired" | "plan_required" | "ai_budget"> = {
    usage_limit: "limit",
    trial_expired: "expired",
    plan_required: "plan_required",
    rate_limited: "ai_budget",
  };
  return reasons[error.code] ?? null;
}

type Handlers = {
  onState: (state: VoiceState) => void;
  onTranscript: (line: TranscriptLine) => void;
  onEnded: (reason: EndReason) => void;
};

export type VoiceCall = {
  answer: VoiceCallAnswer;
  /** Speaks for the user in text (demo mode's script). */
  say: (text: string) => void;
  isSpeaking: () => boolean;
  end: () => void;
};

export async function startVoiceCall(
  options: { context: VoiceContext; demo: boolean; school?: string; essayId?: string },
  handlers: Handlers,
): Promise<VoiceCall> {
  const transcript: TranscriptLine[] = [];
  let speaking = false;
  const keep = (line: TranscriptLine) => {
    if (!line.content.trim()) return;
    transcript.push(line);
    handlers.onTranscript(line);
  };
  const call = await startRealtimeCall({
    start: { url: "/api/voice/session", body: options },
    toolFallback: "goals",
    onState: (state) => {
      speaking = state === "speaking";
      handlers.onState(state);
    },
    onEvent: (event) => {
      if (event.type === "response.output_audio_transcript.done") keep({ type: "assistant", content: event.transcript ?? "" });
      if (event.type === "conversation.item.input_audio_transcription.completed") keep({ type: "user", content: event.transcript ?? "" });
    },
    onEnd: ({ by, leaving, answer }) => {
      // The server hangs up at the deadline too: whichever side was first, that is the limit.
      const reason = by === "deadline" || (by === "remote" && Date.now() >= answer.deadline - 2_000) ? "limit" : by;
      handlers.onEnded(reason);
      // A tab that is closing sends what fits in a keepalive request (64 KB): the last lines.
      const lines = leaving ? transcript.slice(-40).map((line) => ({ ...line, content: line.content.slice(0, 1_000) })) : transcript.slice(-300);
      const body = { transcript: lines.map((line) => ({ type: line.type, content: line.content.slice(0, 5_000) })) };
      void postCallReport(`/api/voice/calls/${answer.voiceCallId}/end`, body, true).catch(() => undefined);
    },
  });
  return {
    answer: call.answer,
    say(text: string) {
      keep({ type: "user", content: text });
      call.send({ type: "conversation.item.create", item: { type: "message", role: "user", content: [{ type: "input_text", text }] } });
      call.send({ type: "response.create" });
    },
    isSpeaking: () => speaking,
    end: call.end,
  };
}
