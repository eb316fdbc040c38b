// The realtime calls' side of the OpenAI fake: what answers the worker's POST /v1/realtime/calls.
// Inside workerd (integration tests) there is no browser, so this one speaks the signalling only:
// an SDP answer and the call's id in Location, as OpenAI answers, and no media. The browser tests
// use a real WebRTC peer instead (realtime-peer.ts). Each call is remembered, so that a test can
// read whether the server hung it up.
export type FakeRealtimeCall = { id: string; received: Record<string, unknown>[]; hungUp: boolean; closed: boolean; instructions: string };

export type RealtimeAnswerer = {
  answer: (sdp: string, session: { instructions?: string }) => Promise<{ id: string; sdp: string }>;
  hangup: (id: string) => Promise<boolean>;
  report: () => FakeRealtimeCall[];
};

const newCallId = () => `rtc_${crypto.randomUUID().replaceAll("-", "")}`;

export function createSignallingPeer(): RealtimeAnswerer {
  const calls = new Map<string, FakeRealtimeCall>();
  return {
    async answer(sdp, session) {
      const id = newCallId();
      calls.set(id, { id, received: [], hungUp: false, closed: false, instructions: session.instructions ?? "" });
      if (calls.size > 2_000) calls.delete(calls.keys().next().value!);
      const media = /^m=audio .*$/m.exec(sdp)?.[0] ?? "m=audio 9 UDP/TLS/RTP/SAVPF 111";
      return { id, sdp: ["v=0", `o=- ${Date.now()} 2 IN IP4 127.0.0.1`, "s=-", "t=0 0", media, "c=IN IP4 127.0.0.1", "a=sendrecv", ""].join("\r\n") };
    },
    async hangup(id) {
      const call = calls.get(id);
      if (!call || call.closed) return false;
      call.hungUp = true;
      call.closed = true;
      return true;
    },
    report: () => [...calls.values()],
  };
}

/** The offer and the session of a POST /v1/realtime/calls: multipart (the server's key) or a bare offer. */
export async function readCallRequest(request: Request): Promise<{ sdp: string; session: Record<string, unknown> }> {
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) return { sdp: await request.text(), session: {} };
  const form = await request.formData();
  const text = async (part: FormDataEntryValue | null) => (part === null ? "" : typeof part === "string" ? part : await part.text());
  const session = await text(form.get("session"));
  return { sdp: await text(form.get("sdp")), session: session ? (JSON.parse(session) as Record<string, unknown>) : {} };
}
