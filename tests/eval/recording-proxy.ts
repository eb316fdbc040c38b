import type { FakeHandler } from "../fakes/serve";

// Sits between the worker and the OpenAI API (the real one, or the fake) during an evaluation and
// keeps each chat completion: the essay sent, the raw answer and the usage the API reported. The
// consumer does not record tokens or the model's raw offsets; the harness reads them here, so no
// product code changes for measuring. GET /__eval/exchanges?since=N returns those after seq N.

export type Exchange = {
  seq: number;
  status: number;
  /** The last user message sent (the essay with its context). */
  sent: string;
  /** The answer's message content, when there was one. */
  answer: string | null;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
};

const HOP_BY_HOP = ["host", "content-length", "connection", "accept-encoding", "transfer-encoding", "content-encoding", "keep-alive"];

export function createRecordingProxy(upstream: string) {
  const exchanges: Exchange[] = [];
  let seq = 0;
  const handler: FakeHandler = async (request) => {
    const url = new URL(request.url);
    if (url.pathname === "/__eval/exchanges") {
      const since = Number(url.searchParams.get("since") ?? 0);
      return Response.json(exchanges.filter((exchange) => exchange.seq > since));
    }
    if (url.pathname === "/__eval/seq") return Response.json({ seq });
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    const response = await fetch(`${upstream.replace(/\/v1$/, "")}${url.pathname}${url.search}`, { method: request.method, headers, body });
    const raw = await response.text();
    if (url.pathname.endsWith("/chat/completions") && body) {
      const sentMessages = (JSON.parse(body) as { messages?: { role: string; content: string }[] }).messages ?? [];
      let answer: string | null = null;
      let usage: Exchange["usage"] = null;
      try {
        const parsed = JSON.parse(raw) as { choices?: { message?: { content?: string | null } }[]; usage?: Exchange["usage"] };
        answer = parsed.choices?.[0]?.message?.content ?? null;
        usage = parsed.usage ?? null;
      } catch {
        // An error page or a stream: kept with no answer.
      }
      exchanges.push({ seq: ++seq, status: response.status, sent: [...sentMessages].reverse().find((m) => m.role === "user")?.content ?? "", answer, usage });
    }
    const out = new Headers(response.headers);
    for (const name of HOP_BY_HOP) out.delete(name);
    return new Response(raw, { status: response.status, headers: out });
  };
  return { handler };
}
