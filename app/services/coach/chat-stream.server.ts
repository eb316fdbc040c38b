import type OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";

// The model's answer to a chat message, piece by piece, through the OpenAI SDK's stream (the
// stack's client: its headers, retries and typed errors). We measured a plain fetch with a
// hand-written reader of the server-sent events at 15-16 ms from Send to the first word against
// the SDK's 17-18 ms (docs/performance.md); the two milliseconds are the SDK's own request
// building, and they are not worth a second OpenAI client to keep.

/**
 * The answer's pieces. The request is started at once, not when the answer is first read: the
 * caller stores the user's message meanwhile. Aborting the signal stops the request, also one whose
 * answer is never read (its error is then nobody's).
 */
export function streamChatAnswer(openai: OpenAI, model: string, messages: ChatCompletionMessageParam[], signal: AbortSignal): AsyncIterable<string> {
  const started = openai.chat.completions.create({ model, messages, stream: true, max_completion_tokens: 1_200 }, { signal });
  started.catch(() => undefined);
  return (async function* () {
    for await (const chunk of await started) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield text;
    }
  })();
}
