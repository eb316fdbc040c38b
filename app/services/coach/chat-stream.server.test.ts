import type OpenAI from "openai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { streamChatAnswer } from "./chat-stream.server";

// The chat answer's own reader of the model's server-sent events: pieces split anywhere by the
// network, CRLF or LF, the end marker, and the model's refusals.
const client = { baseURL: "http://model.test/v1/", apiKey: "sk-test" } as OpenAI;

function answering(parts: (string | Uint8Array)[], status = 200) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(typeof part === "string" ? encoder.encode(part) : part);
        controller.close();
      },
    });
    return new Response(body, { status, headers: { "content-type": "text/event-stream" } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}`;

async function read(pieces: AsyncIterable<string>) {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

afterEach(() => vi.unstubAllGlobals());

describe("streamChatAnswer", () => {
  it("sends the request at once, with the key, the model and the messages", () => {
    const fetch = answering([]);
    streamChatAnswer(client, "gpt-test", [{ role: "user", content: "Hi" }], new AbortController().signal);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("http://model.test/v1/chat/completions");
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer sk-test");
    expect(JSON.parse(String(init.body))).toEqual({
      model: "gpt-test",
      messages: [{ role: "user", content: "Hi" }],
      stream: true,
      max_completion_tokens: 1_200,
    });
  });

  it("yields each piece of text, however the events are cut, and ignores what follows [DONE]", async () => {
    const events = [
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant", content: "" } }] })}\r\n\r\n`,
      `${chunk("Hello")}\r\n\r\n`,
      `: a comment\n${chunk(" wor")}\n\n${chunk("ld, ünï")}\n\n`,
      "data: [DONE]\n\n",
      `${chunk("after the end")}\n\n`,
    ].join("");
    // Cut every byte, every 3 and every 7: also inside a CRLF and a multi-byte character.
    const bytes = new TextEncoder().encode(events);
    for (const size of [1, 3, 7]) {
      const parts: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; at += size) parts.push(bytes.slice(at, at + size));
      answering(parts);
      expect(await read(streamChatAnswer(client, "m", [], new AbortController().signal))).toEqual(["Hello", " wor", "ld, ünï"]);
    }
  });

  it("throws on an HTTP error and on an error event", async () => {
    answering(['{"error":{"message":"overloaded"}}'], 503);
    await expect(read(streamChatAnswer(client, "m", [], new AbortController().signal))).rejects.toThrow(/HTTP 503/);
    answering([`${chunk("Par")}\n\n`, `data: ${JSON.stringify({ error: { message: "server_error" } })}\n\n`]);
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of streamChatAnswer(client, "m", [], new AbortController().signal)) pieces.push(piece);
      })(),
    ).rejects.toThrow(/server_error/);
    expect(pieces).toEqual(["Par"]);
  });
});
