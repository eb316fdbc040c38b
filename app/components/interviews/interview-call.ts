import { readErrorBody } from "~/domain/platform/http-errors";
import { VOICE_ERRORS, VOICE_TOOL, type VoiceSessionGrant, type VoiceState } from "~/domain/coach/voice";
import { voiceToolOutput } from "../voice/voice-tool";
import { TRANSCRIPT_MAX_TURNS, type TranscriptTurn } from "~/domain/interviews/transcript";

// One mock interview's call (#32), as voice-call.ts holds a coaching call: the worker grants it
// (/api/interviews/:id/session), the browser talks to the realtime service over WebRTC and answers
// the voice tool. Unlike a coaching call, each turn keeps its start and end (ms from the start,
// this tab's clock) for the delivery figures, the transcript is saved as it grows so a dropped
// call keeps what was said, and the end is reported to the interview.

export class InterviewRefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Handlers = { onState: (state: VoiceState) => void; onTranscript: (turns: TranscriptTurn[]) => void; onEnded: () => void };
export type InterviewCall = { grant: VoiceSessionGrant; end: () => void };

const post = (url: string, body: unknown, keepalive = false) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), keepalive });

export async function startInterviewCall(interviewId: string, handlers: Handlers): Promise<InterviewCall> {
  handlers.onState("connecting");
  const response = await post(`/api/interviews/${interviewId}/session`, {});
  if (!response.ok) {
    const error = await readErrorBody(response, VOICE_ERRORS.token);
    throw new InterviewRefusedError(error.code, error.message);
  }
  const grant = (await response.json()) as VoiceSessionGrant;
  const startedAt = Date.now();
  const at = () => Date.now() - startedAt;
  const turns: TranscriptTurn[] = [];
  // When each side started speaking: the applicant's by the item the server heard, Scout's by its audio.
  const applicantStarts = new Map<string, { startMs: number; endMs: number | null }>();
  let interviewerStart: number | null = null;
  let ended = false;
  let microphone: MediaStream | null = null;
  const pc = new RTCPeerConnection();
  const channel = pc.createDataChannel("oai-events");
  const audio = new Audio();
  audio.autoplay = true;
  const timer = setTimeout(() => end(), Math.max(0, grant.deadline - Date.now()));
  const send = (event: Record<string, unknown>) => channel.readyState === "open" && channel.send(JSON.stringify(event));
  const said = () => turns.slice(-TRANSCRIPT_MAX_TURNS);

  function keep(turn: TranscriptTurn) {
    if (!turn.text.trim()) return;
    turns.push({ ...turn, text: turn.text.trim().slice(0, 5_000) });
    turns.sort((a, b) => a.startMs - b.startMs);
    handlers.onTranscript([...turns]);
    if (!ended) void post(`/api/interviews/${interviewId}/transcript`, { transcript: said() }).catch(() => undefined);
  }

  // The tab closing is a drop too: the end is reported as the page goes, so the call is charged
  // for the time it lasted, not until its deadline. The transcript is already saved turn by turn.
  const onPageHide = () => end(true);
  window.addEventListener("pagehide", onPageHide);

  function end(leaving = false) {
    if (ended) return;
    ended = true;
    window.removeEventListener("pagehide", onPageHide);
    clearTimeout(timer);
    microphone?.getTracks().forEach((track) => track.stop());
    channel.close();
    pc.close();
    audio.srcObject = null;
    handlers.onState("ended");
    // Leaving: a small keepalive report (the server uses the transcript saved so far).
    if (leaving) return void post(`/api/interviews/${interviewId}/end`, {}, true).catch(() => undefined);
    void post(`/api/interviews/${interviewId}/end`, { transcript: said() })
      .catch(() => undefined)
      .finally(handlers.onEnded);
  }

  async function answerTool(callId: string, rawArguments: string) {
    const output = await voiceToolOutput(rawArguments, "resume");
    send({ type: "conversation.item.create", item: { type: "function_call_output", call_id: callId, output } });
    send({ type: "response.create" });
  }

  channel.onopen = () => handlers.onState("listening");
  channel.onclose = () => end();
  channel.onmessage = (message) => {
    let event: { type?: string; transcript?: string; item_id?: string; call_id?: string; name?: string; arguments?: string };
    try {
      event = JSON.parse(String(message.data));
    } catch {
      return;
    }
    switch (event.type) {
      case "output_audio_buffer.started":
        interviewerStart ??= at();
        handlers.onState("speaking");
        break;
      case "output_audio_buffer.stopped":
      case "output_audio_buffer.cleared":
        interviewerStart = null;
        if (!ended) handlers.onState("listening");
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
      case "response.function_call_arguments.done":
        if (event.name === VOICE_TOOL.name && event.call_id) void answerTool(event.call_id, event.arguments ?? "{}");
        break;
    }
  };
  pc.ontrack = (event) => {
    audio.srcObject = event.streams[0] ?? new MediaStream([event.track]);
  };
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === "failed" || pc.connectionState === "closed") end();
  };

  try {
    microphone = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, sampleRate: 24_000, echoCancellation: true, noiseSuppression: true } });
    for (const track of microphone.getTracks()) pc.addTrack(track, microphone);
    await pc.setLocalDescription(await pc.createOffer());
    const answer = await fetch(grant.callsUrl, {
      method: "POST",
      body: pc.localDescription!.sdp,
      headers: { authorization: `Bearer ${grant.client_secret.value}`, "content-type": "application/sdp" },
    });
    if (!answer.ok) throw new Error(`The voice service answered ${answer.status}.`);
    await pc.setRemoteDescription({ type: "answer", sdp: await answer.text() });
    // The call's id lets the worker hang up at the deadline even if this tab does not.
    const callId = answer.headers.get("location")?.split("/").pop();
    if (callId) void post(`/api/voice/calls/${grant.voiceCallId}/connected`, { callId }).catch(() => undefined);
  } catch (error) {
    end();
    throw error;
  }
  return { grant, end: () => end() };
}
