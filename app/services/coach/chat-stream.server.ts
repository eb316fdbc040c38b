import type OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";

// The model's answer to a chat message, piece by piece, with one plain fetch and a small reader of
// its server-sent events rather than the SDK's stream (#36). The request leaves the moment this
// is called (the SDK first goes through several awaits and builds its headers, which kept it behind
// the user's message store), and each piece is read without the SDK's generic decoder: both lay
// between the send and the first word. The client still says where and with which key.

/**
 * The answer's pieces. The request is sent at once, not when the answer is first read: the caller
 * stores the user's message meanwhile. Aborting the signal stops the request, also one whose
 * answer is never read (its error is then nobody's). A refusal (HTTP error) or an error event in
 * the stream throws when read.
 */
export function streamChatAnswer(openai: OpenAI, model: string, messages: ChatCompletionMessageParam[], signal: AbortSignal): AsyncIterable<string> {
  const started = fetch(`${openai.baseURL.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { authorization: `Bearer ${openai.apiKey ?? ""}`, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ model, messages, stream: true, max_completion_tokens: 1_200 }),
    signal,
  });
  started.catch(() => undefined);
  return (async function* () {
    const response = await started;
    if (!response.ok || !response.body) throw new Error(`The model answered HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
    // Read to the end of the stream, as the SDK does: what follows [DONE] is ignored, not cut off.
    let finished = false;
    for await (const data of eventData(response.body)) {
      if (finished || data === "[DONE]") {
        finished = true;
        continue;
      }
      const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[]; error?: { message?: string } };
      if (chunk.error) throw new Error(`The model's stream failed: ${chunk.error.message ?? "no message"}`);
      const text = chunk.choices?.[0]?.delta?.content;
      if (text) yield text;
    }
  })();
}

/** Each event's data (its `data:` lines joined), as the events arrive; other fields and comments are skipped. */
async function* eventData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (let newline = buffer.indexOf("\n"); newline !== -1; newline = buffer.indexOf("\n")) {
        const line = buffer.slice(0, newline).replace(/\r$/, "");
        buffer = buffer.slice(newline + 1);
        if (line === "") {
          if (data.length) yield data.join("\n");
          data = [];
        } else if (line.startsWith("data:")) data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
      }
      if (done) break;
    }
    if (buffer.startsWith("data:")) data.push(buffer.slice(buffer.startsWith("data: ") ? 6 : 5));
    if (data.length) yield data.join("\n");
  } finally {
    reader.releaseLock();
  }
}
