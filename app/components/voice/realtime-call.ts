import { readErrorBody } from "~/domain/platform/http-errors";
import { VOICE_ERRORS, VOICE_TOOL, type VoiceCallAnswer, type VoiceState, type VoiceToolType } from "~/domain/coach/voice";
import { voiceToolOutput } from "./voice-tool";

// One realtime call in the browser: the piece a voice conversation (voice-call.ts) and a mock
// interview (../interviews/interview-call.ts) share. The offer made here goes to the worker, which
// creates the call at OpenAI and answers with OpenAI's answer, so the server knows the call and
// can end it; media and events then flow between this tab and OpenAI directly (WebRTC: the
// microphone out, the model's voice in, events on the "oai-events" data channel). The microphone
// is asked for once the call is allowed. The call ends at its deadline here too (the server hangs
// it up then anyway), when the tab closes, or when the connection drops; the caller reports the end.

export type RealtimeEvent = { type?: string; transcript?: string; item_id?: string; call_id?: string; name?: string; arguments?: string };

/** The worker refused the call; `code` is its error body's (usage_limit, rate_limited, conflict…). */
export class CallRefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type CallEnd = { by: "user" | "deadline" | "remote" | "error"; leaving: boolean; answer: VoiceCallAnswer };

type Options = {
  /** The worker's start route, and what it needs besides the offer. */
  start: { url: string; body: Record<string, unknown> };
  /** The voice tool's data type when the model's call names none. */
  toolFallback: VoiceToolType;
  onState: (state: VoiceState) => void;
  /** Every event OpenAI sends, for what the caller keeps (the transcript, its timings). */
  onEvent: (event: RealtimeEvent) => void;
  /** Once, however a call that started ended: the caller reports it (keepalive when the tab is leaving). */
  onEnd: (end: CallEnd) => void;
};

export type RealtimeCall = { answer: VoiceCallAnswer; send: (event: Record<string, unknown>) => void; end: () => void };

const MICROPHONE = { channelCount: 1, sampleRate: 24_000, echoCancellation: true, noiseSuppression: true };

export async function startRealtimeCall(options: Options): Promise<RealtimeCall> {
  options.onState("connecting");
  const pc = new RTCPeerConnection();
  const channel = pc.createDataChannel("oai-events");
  // The microphone's place in the offer; its track is added once the worker allowed the call.
  const outgoing = pc.addTransceiver("audio", { direction: "sendrecv" });
  const audio = new Audio();
  audio.autoplay = true;
  let answer: VoiceCallAnswer | null = null;
  let microphone: MediaStream | null = null;
  let ended = false;
  let timer: ReturnType<typeof setTimeout> | undefined = undefined;
  const send = (event: Record<string, unknown>) => channel.readyState === "open" && channel.send(JSON.stringify(event));
  const onPageHide = () => end("user", true);

  function end(by: CallEnd["by"] = "user", leaving = false) {
    if (ended) return;
    ended = true;
    window.removeEventListener("pagehide", onPageHide);
    clearTimeout(timer);
    microphone?.getTracks().forEach((track) => track.stop());
    channel.close();
    pc.close();
    audio.srcObject = null;
    options.onState("ended");
    // A call the worker never started has nothing to report.
    if (answer) options.onEnd({ by, leaving, answer });
  }

  async function answerTool(callId: string, rawArguments: string) {
    const output = await voiceToolOutput(rawArguments, options.toolFallback);
    send({ type: "conversation.item.create", item: { type: "function_call_output", call_id: callId, output } });
    send({ type: "response.create" });
  }

  channel.onopen = () => options.onState("listening");
  channel.onclose = () => end("remote");
  channel.onmessage = (message) => {
    const event = parseEvent(message.data);
    if (!event) return;
    if (event.type === "output_audio_buffer.started") options.onState("speaking");
    if ((event.type === "output_audio_buffer.stopped" || event.type === "output_audio_buffer.cleared") && !ended) options.onState("listening");
    if (event.type === "response.function_call_arguments.done" && event.name === VOICE_TOOL.name && event.call_id) {
      void answerTool(event.call_id, event.arguments ?? "{}");
    }
    options.onEvent(event);
  };
  pc.ontrack = (event) => {
    audio.srcObject = event.streams[0] ?? new MediaStream([event.track]);
  };
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === "failed" || pc.connectionState === "closed") end("remote");
  };

  try {
    answer = await postOffer(pc, options.start);
  } catch (error) {
    end("error");
    throw error;
  }
  const call: RealtimeCall = { answer, send, end: () => end("user") };
  timer = setTimeout(() => end("deadline"), Math.max(0, answer.deadline - Date.now()));
  window.addEventListener("pagehide", onPageHide);
  try {
    await pc.setRemoteDescription({ type: "answer", sdp: answer.sdp });
    const stream = await navigator.mediaDevices.getUserMedia({ audio: MICROPHONE });
    microphone = stream;
    // Ended while the microphone was being asked for: nothing more to start.
    if (ended) stream.getTracks().forEach((track) => track.stop());
    else await outgoing.sender.replaceTrack(stream.getAudioTracks()[0] ?? null);
  } catch (error) {
    end("error");
    throw error;
  }
  return call;
}

/**
 * Reports to the worker on a call (what was said, its end). `keepalive` where it fits (a keepalive
 * request carries 64 KB at most): the report survives the tab closing right after.
 */
export function postCallReport(url: string, body: unknown, keepalive = false) {
  const text = JSON.stringify(body);
  return fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: text, keepalive: keepalive && text.length < 60_000 });
}

/** Posts the offer to the worker: OpenAI's answer, or the worker's refusal as a CallRefusedError. */
async function postOffer(pc: RTCPeerConnection, start: Options["start"]): Promise<VoiceCallAnswer> {
  await pc.setLocalDescription(await pc.createOffer());
  const response = await fetch(start.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...start.body, sdp: pc.localDescription!.sdp }),
  });
  if (response.ok) return (await response.json()) as VoiceCallAnswer;
  const refusal = await readErrorBody(response, VOICE_ERRORS.failed);
  throw new CallRefusedError(refusal.code, refusal.message);
}

function parseEvent(data: unknown): RealtimeEvent | null {
  try {
    return JSON.parse(String(data)) as RealtimeEvent;
  } catch {
    return null;
  }
}
