import { ChatComposer } from "./chat-composer";
import { ChatHistory } from "./chat-history";
import { ChatMessages } from "./chat-messages";
import { useChat } from "./chat-provider";
import { UpgradeCard } from "../billing/upgrade-card";
import type { ChatAbout, ConversationView } from "~/domain/coach/chat";

// The Chat tab: the conversation, the message box, what is left of the trial, and History.
export function ChatPanel({ onUpgrade, historyOpen, onHistoryClose }: { onUpgrade: () => void; historyOpen: boolean; onHistoryClose: () => void }) {
  const { state, send, loadConversation } = useChat();
  if (historyOpen) {
    return (
      <ChatHistory
        currentId={state.conversation?.id ?? null}
        onClose={onHistoryClose}
        onPick={(id) => {
          onHistoryClose();
          void loadConversation(id);
        }}
      />
    );
  }
  const busy = state.pending.length > 0 || state.streaming !== null;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ConversationAbout conversation={state.conversation} about={state.about} />
      {state.loaded === "loading" && state.messages.length === 0 ? (
        <p className="m-auto text-sm text-slate-600">Loading conversation…</p>
      ) : (
        <ChatMessages messages={state.messages} pending={state.pending} streaming={state.streaming} />
      )}
      {!state.aiConfigured && (
        <p role="status" className="mx-3 mb-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          AI coaching is unavailable right now, so Scout cannot answer. Please try again later.
        </p>
      )}
      {state.limitReached || state.noPlan ? (
        <div className="p-3">
          <UpgradeCard
            onUpgrade={onUpgrade}
            title={state.noPlan === "plan_required" ? "Start your free trial" : state.noPlan ? "Your free trial has ended" : undefined}
          />
        </div>
      ) : (
        <>
          {state.remaining !== null && (
            <p className="px-3 pt-1 text-xs text-slate-600" aria-live="polite">
              {state.remaining} {state.remaining === 1 ? "message" : "messages"} remaining in your free trial
            </p>
          )}
          <ChatComposer disabled={!state.aiConfigured || state.loaded !== "yes"} busy={busy} returned={state.returned} onSend={send} />
        </>
      )}
    </div>
  );
}

/** What the conversation on screen is about: its title, and the essay when it is about one (or will be, once the first message is sent). */
function ConversationAbout({ conversation, about }: { conversation: ConversationView | null; about: ChatAbout }) {
  const essayTitle = conversation ? conversation.essayTitle : about?.essayTitle;
  if (!conversation && !essayTitle) return null;
  return (
    <p className="truncate border-b border-slate-100 px-3 py-1 text-xs text-slate-600">
      {essayTitle ? `About ${essayTitle}` : conversation?.title}
      {essayTitle && conversation ? ` · ${conversation.title}` : null}
    </p>
  );
}
