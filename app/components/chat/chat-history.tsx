import { useEffect, useState } from "react";
import { type ConversationSummary, DEFAULT_TITLES, conversationDateLabel } from "~/domain/coach/chat";
import { Button } from "../ui/button";

type Props = {
  currentId: string | null;
  onPick: (id: string) => void;
  onClose: () => void;
};

// The Chat History side panel: the user's conversations, newest first, with date labels
// (Today, Yesterday, N days ago, then the date) and message counts.
export function ChatHistory({ currentId, onPick, onClose }: Props) {
  const [conversations, setConversations] = useState<ConversationSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetch("/app/chat/history", { headers: { accept: "application/json" } })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{
              conversations: ConversationSummary[];
            }>)
          : Promise.reject(new Error(String(response.status))),
      )
      .then((body) => live && setConversations(body.conversations))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  const now = new Date();
  return (
    <section aria-labelledby="chat-history-title" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
        <h3 id="chat-history-title" className="text-sm font-semibold text-slate-900">
          Chat History
        </h3>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Back to chat
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto p-2">
        {failed && <p className="p-2 text-sm text-red-700">Failed to load conversation history.</p>}
        {!failed && conversations === null && <p className="p-2 text-sm text-slate-600">Loading…</p>}
        {conversations?.length === 0 && <p className="p-2 text-sm text-slate-600">No conversations yet.</p>}
        <ul className="space-y-1">
          {conversations?.map((conversation) => (
            <li key={conversation.id}>
              <button
                type="button"
                onClick={() => onPick(conversation.id)}
                aria-current={conversation.id === currentId ? "true" : undefined}
                className="w-full rounded-md px-3 py-2 text-left hover:bg-slate-100 aria-[current=true]:bg-brand-50"
              >
                <span className="block truncate text-sm font-medium text-slate-900">{conversation.title || DEFAULT_TITLES.untitled}</span>
                <span className="block text-xs text-slate-600">
                  {conversationDateLabel(new Date(conversation.createdAt), now)} · {conversation.messageCount}{" "}
                  {conversation.messageCount === 1 ? "message" : "messages"} · {conversation.school ?? DEFAULT_TITLES.allSchools}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
