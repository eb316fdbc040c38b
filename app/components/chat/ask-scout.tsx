import { type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "../ui/button";
import { ChatPanel } from "./chat-panel";
import { useChat } from "./chat-provider";
import { useSearchParams } from "@remix-run/react";
import { VoiceTab, useVoiceDemo } from "./voice-tab";

type Props = {
  onUpgrade: () => void;
  headingLevel: "h1" | "h2";
  actions?: ReactNode;
};

// Ask Scout: Chat and Voice tabs, New Chat and History. The same window is the floating
// widget, the mobile panel and the full page; only the frame around it differs.
export function AskScout({ onUpgrade, headingLevel: Heading, actions }: Props) {
  const { open, newChat } = useChat();
  const [params] = useSearchParams();
  const view = useAskScoutView(useVoiceDemo() || params.get("tab") === "voice" ? "voice" : "chat");
  const id = useId();
  useEffect(() => {
    open();
  }, [open]);
  const tabs = [
    { key: "chat", label: "Chat" },
    { key: "voice", label: "Voice" },
  ] as const;
  return (
    <div className="flex h-full min-h-0 flex-col">
      {/* One line on a phone too: the labels never wrap inside their buttons. */}
      <div className="flex items-center gap-1 whitespace-nowrap border-b border-slate-200 px-3 py-2 sm:gap-2">
        <Heading className="mr-auto min-w-0 truncate text-base font-semibold text-slate-900">Ask Scout</Heading>
        {view.tab === "chat" && (
          <>
            <Button variant="ghost" size="sm" onClick={() => void newChat().then(() => view.setHistoryOpen(false))}>
              New Chat
            </Button>
            <Button variant="ghost" size="sm" aria-pressed={view.historyOpen} onClick={() => view.setHistoryOpen(!view.historyOpen)}>
              History
            </Button>
          </>
        )}
        {actions}
      </div>
      <div role="tablist" aria-label="Ask Scout by" className="flex border-b border-slate-200 px-3">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-controls={`${id}-${tab.key}`}
            aria-selected={view.tab === tab.key}
            tabIndex={view.tab === tab.key ? 0 : -1}
            onClick={() => view.setTab(tab.key)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
                const next = view.tab === "chat" ? "voice" : "chat";
                view.setTab(next);
                document.getElementById(`${id}-${next}-tab`)?.focus();
              }
            }}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 aria-selected:border-brand-600 aria-selected:text-brand-700"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${view.tab}`} aria-labelledby={`${id}-${view.tab}-tab`} className="flex min-h-0 flex-1 flex-col">
        {view.tab === "chat" ? (
          <ChatPanel onUpgrade={onUpgrade} historyOpen={view.historyOpen} onHistoryClose={() => view.setHistoryOpen(false)} />
        ) : (
          <VoiceTab onUpgrade={onUpgrade} />
        )}
      </div>
    </div>
  );
}

/** Which side of the Ask Scout window is shown, and whether History covers the chat. */
function useAskScoutView(initialTab: "chat" | "voice") {
  const [tab, setTab] = useState<"chat" | "voice">(initialTab);
  const [historyOpen, setHistoryOpen] = useState(false);
  return { tab, setTab, historyOpen, setHistoryOpen };
}
