import { useEffect, useRef } from "react";
import type { ChatMessageView } from "~/domain/coach/chat";
import type { PendingMessage } from "./chat-state";

type Props = {
  messages: ChatMessageView[];
  pending: PendingMessage[];
  streaming: { text: string } | null;
};

// The conversation, oldest first, kept scrolled to the newest line. Text is rendered as text.
export function ChatMessages({ messages, pending, streaming }: Props) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.length + pending.length + (streaming?.text.length ?? 0);
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [last]);
  const empty = messages.length === 0 && pending.length === 0 && !streaming;
  return (
    <div
      role="log"
      aria-label="Conversation with Scout"
      aria-busy={streaming ? true : undefined}
      className="flex flex-1 flex-col gap-3 overflow-y-auto p-3"
      // A scrollable region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {empty && (
        <p className="m-auto max-w-xs text-center text-sm text-slate-600">Ask Scout anything about your applications: schools, essays, goals or your resume.</p>
      )}
      {messages.map((message) => (
        <Bubble key={message.id} from={message.type}>
          {message.content}
        </Bubble>
      ))}
      {pending.map((message) => (
        <Bubble key={message.requestId} from="user" note="Sending…">
          {message.content}
        </Bubble>
      ))}
      {streaming && (
        <Bubble from="assistant" note={streaming.text ? undefined : "Scout is thinking…"}>
          {streaming.text}
        </Bubble>
      )}
      <div ref={end} />
    </div>
  );
}

function Bubble({ from, note, children }: { from: "user" | "assistant"; note?: string; children: string }) {
  const mine = from === "user";
  return (
    <div
      className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${mine ? "self-end bg-brand-600 text-white" : "self-start bg-slate-100 text-slate-900"}`}
      data-from={from}
    >
      <span className="sr-only">{mine ? "You: " : "Scout: "}</span>
      {children && <p className="whitespace-pre-wrap break-words">{children}</p>}
      {note && <p className={`text-xs ${mine ? "text-brand-50" : "text-slate-600"}`}>{note}</p>}
    </div>
  );
}
