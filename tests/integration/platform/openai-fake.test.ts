import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";

// The fake speaks OpenAI's real HTTP shapes: the official SDK, given its base URL, works unchanged.
const client = (apiKey = "sk-test") => new OpenAI({ apiKey, baseURL: `http://127.0.0.1:${FAKE_PORTS.openai}/v1`, maxRetries: 0 });

describe("the OpenAI fake, through the official SDK", () => {
  it("answers a chat completion", async () => {
    const completion = await client().chat.completions.create({
      model: "gpt-4.1-mini",
      messages: [{ role: "user", content: "fake-plain: how do I start?" }],
    });
    expect(completion.object).toBe("chat.completion");
    expect(completion.choices[0]?.message.content).toContain("fake-plain: how do I start?");
  });

  it("streams a scripted answer chunk by chunk", async () => {
    await scriptFake(FAKE_PORTS.openai, { match: "fake-stream", chunks: ["Tell ", "me ", "more."] });
    const stream = await client().chat.completions.create({
      model: "gpt-4.1-mini",
      stream: true,
      messages: [{ role: "user", content: "fake-stream" }],
    });
    const deltas: string[] = [];
    for await (const chunk of stream) deltas.push(chunk.choices[0]?.delta.content ?? "");
    expect(deltas.filter(Boolean)).toEqual(["Tell ", "me ", "more."]);
  });

  it("fails like OpenAI: a scripted 429 is a RateLimitError, no key is a 401", async () => {
    await scriptFake(FAKE_PORTS.openai, { match: "fake-429", status: 429, body: "Rate limit reached" });
    const limited = await client()
      .chat.completions.create({ model: "m", messages: [{ role: "user", content: "fake-429" }] })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(limited).toBeInstanceOf(OpenAI.RateLimitError);

    const response = await fetch(`http://127.0.0.1:${FAKE_PORTS.openai}/v1/chat/completions`, { method: "POST", body: "{}" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_api_key" } });
  });
});
