import { readErrorBody } from "~/domain/platform/http-errors";
import { type TranscriptLine, VOICE_ERRORS, VOICE_TOOL, type VoiceContext, type VoiceSessionGrant, type VoiceState } from "~/domain/coach/voice";
import { voiceToolOutput } from "./voice-tool";

// One voice call with Scout: the worker grants it (a client secret and a deadline), the browser
// talks to OpenAI's realtime service over WebRTC (microphone in, the model's voice out, events on
// the "oai-events" data channel), answers the voice tool from the worker, and reports the end
// with what was said. The worker's object meters the call and ends it at the deadline even if
// this code does not.

/** The call may not start: the trial's minutes are used, the trial has ended, or none was started. */
export class VoiceLimitError extends Error {
  constructor(readonly reason: "limit" | "expired" | "plan_required") {
    super(reason === "limit" ? VOICE_ERRORS.limit : reason === "plan_required" ? VOICE_ERRORS.planRequired : VOICE_ERRORS.trialExpired);
  }
}

/** Today's AI budget is spent: the call may start again after midnight UTC (the server's words). */
export class AiBudgetError extends Error {}

export type EndReason = "user" | "limit" | "remote" | "error";

type Handlers = {
  onState: (state: VoiceState) => void;
  onTranscript: (line: TranscriptLine) => void;
  onEnded: (reason: EndReason) => void;
};

export type VoiceCall = {
  grant: VoiceSessionGrant;
  /** Speaks for the user in text (demo mode's script). */
  say: (text: string) => void;
  isSpeaking: () => boolean;
  end: (reason?: EndReason) => void;
};

async function requestGrant(body: { context: VoiceContext; demo: boolean; school?: string; essayId?: string }): Promise<VoiceSessionGrant> {
  const response = await fetch("/api/voice/session", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (response.ok) return (await response.json()) as VoiceSessionGrant;
  const error = await readErrorBody(response, VOICE_ERRORS.token);
  if (error.code === "usage_limit") throw new VoiceLimitError("limit");
  if (error.code === "trial_expired") throw new VoiceLimitError("expired");
  if (error.code === "plan_required") throw new VoiceLimitError("plan_required");
  if (error.code === "rate_limited") throw new AiBudgetError(error.message);
  throw new Error(error.message);
}

export async function startVoiceCall(
  options: { context: VoiceContext; demo: boolean; school?: string; essayId?: string },
  handlers: Handlers,
): Promise<VoiceCall> {
  handlers.onState("connecting");
  const grant = await requestGrant(options);
  const transcript: TranscriptLine[] = [];
  let speaking = false;
  let ended = false;
  let microphone: MediaStream | null = null;
  const pc = new RTCPeerConnection();
  const channel = pc.createDataChannel("oai-events");
  const audio = new Audio();
  audio.autoplay = true;
  const timer = setTimeout(() => end("limit"), Math.max(0, grant.deadline - Date.now()));

  const send = (event: Record<string, unknown>) => channel.readyState === "open" && channel.send(JSON.stringify(event));
  const keep = (line: TranscriptLine) => {
    if (!line.content.trim()) return;
    transcript.push(line);
    handlers.onTranscript(line);
  };

  function end(requested: EndReason = "user") {
    if (ended) return;
    ended = true;
    // The server hangs up at the deadline too; whichever side was first, that is the limit.
    const reason = requested === "remote" && Date.now() >= grant.deadline - 2_000 ? "limit" : requested;
    clearTimeout(timer);
    microphone?.getTracks().forEach((track) => track.stop());
    channel.close();
    pc.close();
    audio.srcObject = null;
    handlers.onState("ended");
    handlers.onEnded(reason);
    // keepalive: the report survives the tab closing right after.
    void fetch(`/api/voice/calls/${grant.voiceCallId}/end`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ transcript: transcript.slice(-300).map((line) => ({ type: line.type, content: line.content.slice(0, 5_000) })) }),
      keepalive: transcript.length < 100,
    }).catch(() => undefined);
  }

  async function answerTool(callId: string, rawArguments: string) {
    const output = await voiceToolOutput(rawArguments, "goals");
    send({ type: "conversation.item.create", item: { type: "function_call_output", call_id: callId, output } });
    send({ type: "response.create" });
  }

  channel.onopen = () => {
    handlers.onState("listening");
  };
  channel.onclose = () => end(ended ? "user" : "remote");
  channel.onmessage = (message) => {
    let event: { type?: string; transcript?: string; call_id?: string; name?: string; arguments?: string };
    try {
      event = JSON.parse(String(message.data));
    } catch {
      return;
    }
    switch (event.type) {
      case "output_audio_buffer.started":
        speaking = true;
        handlers.onState("speaking");
        break;
      case "output_audio_buffer.stopped":
      case "output_audio_buffer.cleared":
        speaking = false;
        if (!ended) handlers.onState("listening");
        break;
      case "response.output_audio_transcript.done":
        keep({ type: "assistant", content: event.transcript ?? "" });
        break;
      case "conversation.item.input_audio_transcription.completed":
        keep({ type: "user", content: event.transcript ?? "" });
        break;
      case "response.function_call_arguments.done":
        if (event.name === VOICE_TOOL.name && event.call_id) void answerTool(event.call_id, event.arguments ?? "{}");
        break;
    }
  };
  pc.ontrack = (event) => {
    audio.srcObject = event.streams[0] ?? new MediaStream([event.track]);
  };
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === "failed" || pc.connectionState === "closed") end("remote");
  };

  try {
    microphone = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, sampleRate: 24_000, echoCancellation: true, noiseSuppression: true } });
    for (const track of microphone.getTracks()) pc.addTrack(track, microphone);
    await pc.setLocalDescription(await pc.createOffer());
    const response = await fetch(grant.callsUrl, {
      method: "POST",
      body: pc.localDescription!.sdp,
      headers: { authorization: `Bearer ${grant.client_secret.value}`, "content-type": "application/sdp" },
    });
    if (!response.ok) throw new Error(`The voice service answered ${response.status}.`);
    await pc.setRemoteDescription({ type: "answer", sdp: await response.text() });
    // The call's id lets the worker hang up at the deadline even if this tab does not.
    const callId = response.headers.get("location")?.split("/").pop();
    if (callId) {
      void fetch(`/api/voice/calls/${grant.voiceCallId}/connected`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ callId }),
      }).catch(() => undefined);
    }
  } catch (error) {
    end("error");
    throw error;
  }

  return {
    grant,
    say(text: string) {
      keep({ type: "user", content: text });
      send({ type: "conversation.item.create", item: { type: "message", role: "user", content: [{ type: "input_text", text }] } });
      send({ type: "response.create" });
    },
    isSpeaking: () => speaking,
    end,
  };
}
