import type { VoiceCallAnswer, VoiceState } from "~/domain/coach/voice";
import { TRANSCRIPT_MAX_TURNS, type TranscriptTurn } from "~/domain/interviews/transcript";
import { postCallReport, startRealtimeCall } from "../voice/realtime-call";

// One mock interview's call, held as any voice call (../voice/realtime-call.ts) through the
// interview's own start route. Unlike a coaching call, each turn keeps its start and end (ms from
// the call's first timed event, this tab's clock) for the delivery figures, the transcript is
// saved as it grows so a dropped call keeps what was said, and the end is reported to the interview.

type Handlers = { onState: (state: VoiceState) => void; onTranscript: (turns: TranscriptTurn[]) => void; onEnded: () => void };
export type InterviewCall = { answer: VoiceCallAnswer; end: () => void };

export async function startInterviewCall(interviewId: string, handlers: Handlers): Promise<InterviewCall> {
  let startedAt: number | null = null;
  const at = () => Date.now() - (startedAt ??= Date.now());
  const turns: TranscriptTurn[] = [];
  // When each side started speaking: the applicant's by the item the server heard, Scout's by its audio.
  const applicantStarts = new Map<string, { startMs: number; endMs: number | null }>();
  let interviewerStart: number | null = null;
  let ended = false;
  const said = () => turns.slice(-TRANSCRIPT_MAX_TURNS);

  function keep(turn: TranscriptTurn) {
    if (!turn.text.trim()) return;
    turns.push({ ...turn, text: turn.text.trim().slice(0, 5_000) });
    turns.sort((a, b) => a.startMs - b.startMs);
    handlers.onTranscript([...turns]);
    if (!ended) void postCallReport(`/api/interviews/${interviewId}/transcript`, { transcript: said() }).catch(() => undefined);
  }

  const call = await startRealtimeCall({
    start: { url: `/api/interviews/${interviewId}/session`, body: {} },
    toolFallback: "resume",
    onState: handlers.onState,
    onEvent: (event) => {
      switch (event.type) {
        case "output_audio_buffer.started":
          interviewerStart ??= at();
          break;
        case "output_audio_buffer.stopped":
        case "output_audio_buffer.cleared":
          interviewerStart = null;
          break;
        case "response.output_audio_transcript.done":
          keep({ speaker: "interviewer", text: event.transcript ?? "", startMs: interviewerStart ?? at(), endMs: at() });
          break;
        case "input_audio_buffer.speech_started":
          if (event.item_id) applicantStarts.set(event.item_id, { startMs: at(), endMs: null });
          break;
        case "input_audio_buffer.speech_stopped":
          if (event.item_id) applicantStarts.set(event.item_id, { startMs: applicantStarts.get(event.item_id)?.startMs ?? at(), endMs: at() });
          break;
        case "conversation.item.input_audio_transcription.completed": {
          const timing = event.item_id ? applicantStarts.get(event.item_id) : undefined;
          keep({ speaker: "applicant", text: event.transcript ?? "", startMs: timing?.startMs ?? at(), endMs: timing?.endMs ?? at() });
          break;
        }
      }
    },
    onEnd: ({ leaving }) => {
      ended = true;
      // Leaving: a small keepalive report (the server uses the transcript saved so far).
      if (leaving) return void postCallReport(`/api/interviews/${interviewId}/end`, {}, true).catch(() => undefined);
      void postCallReport(`/api/interviews/${interviewId}/end`, { transcript: said() })
        .catch(() => undefined)
        .finally(handlers.onEnded);
    },
  });
  return { answer: call.answer, end: call.end };
}
