import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters } from "werift";
import type { RealtimeAnswerer } from "./realtime-calls";

// A fake of OpenAI's realtime voice service for the browser tests, speaking WebRTC for real
// (werift): it answers the offer the worker forwards from the browser, opens the "oai-events"
// data channel with the browser, says a line (speaking events and a transcript), hears the user
// (a transcription event), calls the voice tool, and speaks again once the tool's output arrives.
// It acts the session the call was created with (a mock interview's interviewer). Tests read
// back what the browser sent, and whether the server hung the call up.
type Call = { id: string; pc: RTCPeerConnection; received: Record<string, unknown>[]; hungUp: boolean; closed: boolean; instructions: string };

export function createRealtimePeer(): RealtimeAnswerer & { close: () => Promise<unknown> } {
  const calls = new Map<string, Call>();

  async function answer(offer: string, session: { instructions?: string }): Promise<{ id: string; sdp: string }> {
    const id = `rtc_${crypto.randomUUID().replaceAll("-", "")}`;
    const interviewer = /mock (application-based|behavioural) interview/.test(session.instructions ?? "");
    const discussion = /mock team-based discussion/.test(session.instructions ?? "");
    const pc = new RTCPeerConnection({
      codecs: { audio: [new RTCRtpCodecParameters({ mimeType: "audio/opus", clockRate: 48_000, channels: 2 })] },
      iceAdditionalHostAddresses: ["127.0.0.1"],
    });
    const call: Call = { id, pc, received: [], hungUp: false, closed: false, instructions: session.instructions ?? "" };
    calls.set(id, call);
    pc.onDataChannel.subscribe((channel) => {
      const send = (event: Record<string, unknown>) =>
        channel.readyState === "open" && channel.send(JSON.stringify({ event_id: `evt_${crypto.randomUUID()}`, ...event }));
      const speak = async (transcript: string) => {
        send({ type: "output_audio_buffer.started", response_id: "resp_1" });
        await wait(400);
        send({ type: "response.output_audio_transcript.done", response_id: "resp_1", transcript });
        await wait(400);
        send({ type: "output_audio_buffer.stopped", response_id: "resp_1" });
        send({ type: "response.done", response: { id: "resp_1", status: "completed" } });
      };
      channel.onMessage.subscribe((raw) => {
        const event = JSON.parse(raw.toString()) as Record<string, unknown>;
        call.received.push(event);
        const item = event.item as { type?: string } | undefined;
        if (event.type === "conversation.item.create" && item?.type === "function_call_output") {
          void (interviewer ? interview() : speak("Thanks, I have read your goals."));
        }
      });
      // A mock interview: a question about the resume, the applicant's answer with its
      // speech timings, and the closing question.
      const interview = async () => {
        await speak("I have read your resume. Tell me about a decision you made at the plant.");
        send({ type: "input_audio_buffer.speech_started", item_id: "item_a1", audio_start_ms: 0 });
        await wait(600);
        send({ type: "input_audio_buffer.speech_stopped", item_id: "item_a1", audio_end_ms: 600 });
        send({
          type: "conversation.item.input_audio_transcription.completed",
          item_id: "item_a1",
          transcript: "Um, I rebuilt the plant's scheduling and cut downtime by 30 percent.",
        });
        await wait(200);
        await speak("Is there anything else we should know?");
      };
      const start = async () => {
        send({ type: "session.created", session: { id: `sess_${id}`, type: "realtime" } });
        await wait(200);
        if (discussion) {
          // A team discussion: named participants, the applicant's pitch between them.
          await speak("Priya: Welcome, everyone. Let us each pitch an idea, starting with you.");
          send({ type: "input_audio_buffer.speech_started", item_id: "item_p1", audio_start_ms: 0 });
          await wait(500);
          send({ type: "input_audio_buffer.speech_stopped", item_id: "item_p1", audio_end_ms: 500 });
          send({ type: "conversation.item.input_audio_transcription.completed", item_id: "item_p1", transcript: "I propose a mentoring week across cohorts." });
          await wait(200);
          await speak("Marcus: I like that, and we could fund it from the clubs' budget.");
          return;
        }
        if (interviewer) {
          await speak("Welcome. Let me read your resume first.");
          send({
            type: "response.function_call_arguments.done",
            call_id: "call_tool_1",
            name: "get_applicant_data",
            arguments: JSON.stringify({ type: "resume" }),
          });
          return;
        }
        await speak("Hi, I am Scout. What would you like to work on?");
        send({ type: "conversation.item.input_audio_transcription.completed", item_id: "item_u1", transcript: "Please look at my goals." });
        await wait(200);
        send({
          type: "response.function_call_arguments.done",
          call_id: "call_tool_1",
          name: "get_applicant_data",
          arguments: JSON.stringify({ type: "goals" }),
        });
      };
      if (channel.readyState === "open") void start();
      else channel.stateChanged.subscribe((state) => state === "open" && void start());
    });
    pc.connectionStateChange.subscribe((state) => {
      if (state === "closed" || state === "failed" || state === "disconnected") call.closed = true;
    });
    await pc.setRemoteDescription({ type: "offer", sdp: offer });
    // The model's voice: a track with no packets is enough for the browser to get a remote stream.
    const transceiver = pc.getTransceivers().find((entry) => entry.kind === "audio");
    if (transceiver) {
      transceiver.setDirection("sendrecv");
      await transceiver.sender.replaceTrack(new MediaStreamTrack({ kind: "audio" }));
    }
    await pc.setLocalDescription(await pc.createAnswer());
    if (pc.iceGatheringState !== "complete") await pc.iceGatheringStateChange.watch((state) => state === "complete");
    return { id, sdp: pc.localDescription!.sdp };
  }

  /** OpenAI's hangup (server side, with the API key): the call ends for the browser too. A call the browser left is not found. */
  async function hangup(id: string): Promise<boolean> {
    const call = calls.get(id);
    if (!call || call.closed) return false;
    call.hungUp = true;
    await call.pc.close();
    return true;
  }

  const report = () => [...calls.values()].map(({ id, received, hungUp, closed, instructions }) => ({ id, received, hungUp, closed, instructions }));
  return { answer, hangup, report, close: () => Promise.all([...calls.values()].map((call) => call.pc.close())) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
