import { useEffect, useId, useState } from "react";
import { CHAT_MESSAGE_LIMIT } from "~/domain/coach/chat";
import { Button } from "../ui/button";

type Props = {
  disabled: boolean;
  busy: boolean;
  returned: { requestId: string; content: string } | null;
  onSend: (text: string) => boolean;
};

// The message box: Enter sends, Shift+Enter starts a new line. A refused message comes back here.
export function ChatComposer({ disabled, busy, returned, onSend }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  useEffect(() => {
    if (returned) setText((current) => current || returned.content);
  }, [returned]);
  const submit = () => {
    if (disabled || busy) return;
    if (onSend(text)) setText("");
  };
  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message Scout
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
        maxLength={CHAT_MESSAGE_LIMIT}
        rows={2}
        disabled={disabled}
        placeholder="Ask Scout…"
        className="min-h-[2.75rem] flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
      />
      <Button type="submit" disabled={disabled || busy || !text.trim()}>
        Send
      </Button>
    </form>
  );
}
