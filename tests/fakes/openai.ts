import { type RealtimeAnswerer, createSignallingPeer, readCallRequest } from "./realtime-calls";
import { type Script, ScriptBook, handleControl } from "./scripts";

// A fake of the OpenAI HTTP API, as much of it as Scout uses, in the real shapes: chat completions
// (plain, streamed as server-sent events, and with a JSON-schema response format), and realtime
// calls created from an SDP offer and hung up. The calls are answered by a real WebRTC peer in the
// browser tests (realtime-peer.ts), by signalling alone otherwise (realtime-calls.ts). Reached
// through the official `openai` package with a base URL.
type ChatMessage = { role: string; content: string | null };
type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  response_format?: { type: string; json_schema?: { name: string } };
};

export function createFakeOpenAI(options: { delayMs?: number; realtime?: RealtimeAnswerer } = {}) {
  const book = new ScriptBook();
  const realtime = options.realtime ?? createSignallingPeer();
  const handler = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (path === "/__fake/realtime/calls") return Response.json(realtime.report());
    const control = await handleControl(book, request, path);
    if (control) return control;
    if (!request.headers.get("authorization")?.startsWith("Bearer ")) {
      return apiError(401, "You didn't provide an API key.", "invalid_request_error", "invalid_api_key");
    }
    if (path === "/v1/chat/completions" && request.method === "POST") {
      const raw = await request.text();
      book.record(path, raw);
      // A model takes time to answer; benchmarks set how long.
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const script = book.take(raw);
      return chatCompletion(JSON.parse(raw) as ChatRequest, script, (sent, total) =>
        book.record("/v1/chat/completions#cancelled", JSON.stringify({ match: script?.match ?? null, sent, total })),
      );
    }
    // A call from the browser's offer (the worker posts it with the server's key, the session beside it).
    if (path === "/v1/realtime/calls" && request.method === "POST") {
      const { sdp, session } = await readCallRequest(request);
      const raw = JSON.stringify({ session, sdp });
      book.record(path, raw);
      const script = book.take(raw);
      if (script?.status && script.status >= 400) return apiError(script.status, String(script.body ?? "Scripted failure"), "server_error", null);
      if (!sdp.startsWith("v=0")) return apiError(400, "The SDP offer is not valid.", "invalid_request_error", "invalid_offer");
      const call = await realtime.answer(sdp, session as { instructions?: string });
      return new Response(call.sdp, { status: 201, headers: { "content-type": "application/sdp", location: `/v1/realtime/calls/${call.id}` } });
    }
    const hangup = path.match(/^\/v1\/realtime\/calls\/([^/]+)\/hangup$/);
    if (hangup && request.method === "POST") {
      book.record(path, "");
      // A script naming the call's id: OpenAI does not answer this hangup as asked.
      const script = book.take(path);
      if (script?.status && script.status >= 400) return apiError(script.status, String(script.body ?? "Scripted failure"), "server_error", null);
      const found = await realtime.hangup(hangup[1]!);
      return found ? new Response(null, { status: 200 }) : apiError(404, "Call not found", "invalid_request_error", "call_not_found");
    }
    return apiError(404, `Unknown request URL: ${request.method} ${path}.`, "invalid_request_error", "unknown_url");
  };
  return { handler, book };
}

function chatCompletion(body: ChatRequest, script: Script | undefined, onCancel?: (sent: number, total: number) => void): Response {
  if (script?.status && script.status >= 400) {
    return apiError(script.status, String(script.body ?? "Scripted failure"), "server_error", null);
  }
  const content = script?.content ?? defaultAnswer(body);
  const id = `chatcmpl-${crypto.randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  if (!body.stream) {
    return Response.json({
      id,
      object: "chat.completion",
      created,
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  }
  const pieces = script?.chunks ?? content.match(/.{1,8}/gs) ?? [""];
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  const events = [
    chunk({ role: "assistant", content: "" }, null),
    ...pieces.map((piece) => chunk({ content: piece }, null)),
    chunk({}, "stop"),
    "data: [DONE]\n\n",
  ];
  const encoder = new TextEncoder();
  const delay = script?.chunkDelayMs ?? 0;
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next >= events.length) return controller.close();
      // The role chunk and the closing ones go at once; each piece of text waits its turn.
      if (delay && next > 0 && next <= pieces.length) await new Promise((resolve) => setTimeout(resolve, delay));
      controller.enqueue(encoder.encode(events[next++]!));
    },
    // The client went away mid-answer (Scout stopped the request): tests read this back.
    cancel() {
      onCancel?.(next - 1, pieces.length);
    },
  });
  return new Response(stream, { headers: { "content-type": "text/event-stream; charset=utf-8" } });
}

// Without a script: a well-formed answer derived from the request, so flows work end to end.
function defaultAnswer(body: ChatRequest): string {
  const last = [...body.messages].reverse().find((message) => message.role === "user")?.content ?? "";
  if (body.response_format?.json_schema?.name === "fix_suggestion") {
    // The applicant's passage kept, with a few words added: a fix that keeps their words.
    const passage = /The passage to fix:\n([\s\S]*?)\n\nThe comment to address:/.exec(last)?.[1] ?? "";
    return JSON.stringify({ replacement: `${passage}, specifically` });
  }
  if (body.response_format?.json_schema?.name === "recommender_brief") {
    // Material from the request, plus one paragraph in the recommender's voice that the letter check must drop.
    const stories = /Stories I hope you can speak to\n([\s\S]*?)\n\n/.exec(last)?.[1] ?? "(none)";
    return JSON.stringify({
      brief: `Where I am headed and why you\n\nStories for you:\n${stories}\n\nI have had the pleasure of managing this applicant for years.`,
    });
  }
  if (body.response_format?.json_schema?.name === "negotiation_critique") {
    // A point quoting the e-mail's first sentence, and one quoting words it never had (which Scout must drop).
    const email = last.split("\n\nThe e-mail:\n")[1] ?? "";
    const first = /^[^.!?\n]+[.!?]?/.exec(email)?.[0] ?? email;
    return JSON.stringify({
      summary: "A clear request; name the other offer's amount.",
      points: [
        { quote: first, comment: "Say which offer you compare it with, and its amount." },
        { quote: "words the applicant never wrote", comment: "Dropped." },
      ],
    });
  }
  if (body.response_format?.json_schema?.name === "reader_summary") {
    // Names the readers the notes came from, and offers a line for the essay that Scout must drop.
    const readers = [...new Set([...last.matchAll(/^- (.+?) on "/gm)].map((match) => match[1]!))];
    return JSON.stringify({
      summary: `${readers.join(" and ")} left notes; paragraph 1 draws the most. You could write: "I finally understood what my grandmother meant by listening."`,
    });
  }
  if (body.response_format?.json_schema?.name === "trim") {
    // Whole sentences cut from the end until the essay meets its target: a cut in the applicant's words.
    const target = Number(/^Target: (\d+)/.exec(last)?.[1] ?? 0);
    let text = last.split("\n\nThe essay:\n")[1] ?? "";
    while (text.split(/\s+/).filter(Boolean).length > target && /[.!?]\s+\S/.test(text)) text = text.replace(/\s*[^.!?]+[.!?]\s*$/, "");
    return JSON.stringify({ text });
  }
  if (body.response_format?.json_schema?.name === "interview_debrief") {
    // A debrief of the transcript sent: one score per rubric line, quoting the applicant's first
    // words, and one quoting words they never said (which Scout must drop).
    const said = /^\[\d+s\] Applicant: (.+)$/m.exec(last)?.[1] ?? "";
    const quote = said.split(/\s+/).slice(0, 6).join(" ");
    const rubric = [...last.matchAll(/^- ([^:\n]+)/gm)].map((match) => match[1]!);
    return JSON.stringify({
      summary: "Your answers were specific. Lead with the result, then the story.",
      scores: [
        ...rubric.slice(0, 2).map((criterion, index) => ({ criterion, score: 3 + index, quote, comment: `About ${criterion.toLowerCase()}.` })),
        { criterion: "Invented", score: 5, quote: "words the applicant never said", comment: "Dropped." },
      ],
    });
  }
  if (body.response_format?.json_schema?.name?.endsWith("_feedback")) {
    const essay = last.split(/\n\n(?:Essay|Resume):\n/)[1] ?? "";
    const word = essay.match(/\S+/);
    const feedback = word
      ? [
          {
            type: "clarity",
            severity: "minor",
            paragraph: 1,
            comment: "Consider opening with a more specific moment.",
            textReference: { highlightText: word[0], startPos: word.index ?? 0, endPos: (word.index ?? 0) + word[0].length },
          },
        ]
      : [];
    // Essay feedback says which items are problems and gives an overall note.
    if (body.response_format.json_schema.name === "essay_feedback") {
      return JSON.stringify({
        overall: "The essay has a clear subject. Its opening is general. Start with one moment.",
        feedback: feedback.map((item) => ({ ...item, kind: "problem" })),
      });
    }
    return JSON.stringify({ feedback });
  }
  return `Scout here. You said: ${last.slice(0, 200)}`;
}

function apiError(status: number, message: string, type: string, code: string | null) {
  return Response.json({ error: { message, type, param: null, code } }, { status });
}
