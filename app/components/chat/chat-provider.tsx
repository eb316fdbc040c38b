import { useLocation, useParams } from "@remix-run/react";
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from "react";
import { CHAT_ERRORS, type ChatContext, type ChatEvent, CHAT_MESSAGE_LIMIT, type ChatPanelData, type ConversationView } from "~/domain/coach/chat";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import { CONTENT_LIMIT } from "~/domain/essays/essay-rules";
import { readErrorBody } from "~/domain/platform/http-errors";
import { AI_BUDGET_TITLE } from "~/domain/billing/usage-limits";
import { readDraft } from "../editor/use-draft-backup";
import { showToast } from "../ui/toast";
import { connectChatSocket } from "./chat-socket";
import { type ChatState, chatReducer, initialChatState } from "./chat-state";

export type ChatApi = {
  state: ChatState;
  /** Connects, and loads the page's conversation (an essay's on an essay, else the latest global one) when a chat panel opens on a page it has not loaded. */
  open: () => void;
  /** Sends a message; false when it was refused before leaving the tab (the text stays in the input). */
  send: (text: string) => boolean;
  newChat: () => Promise<void>;
  loadConversation: (id: string) => Promise<void>;
  /** What the page the user is on is about (a new conversation or call takes it). */
  page: { context: ChatContext; essayId: string | null };
};

const ChatApiContext = createContext<ChatApi | null>(null);

export function useChat(): ChatApi {
  const api = useContext(ChatApiContext);
  if (!api) throw new Error("useChat needs a ChatProvider (the workspace shell)");
  return api;
}

/** The page the user is on decides what a new conversation is about. */
function usePageContext(): { context: ChatContext; essayId: string | null } {
  const { pathname } = useLocation();
  const { essayId } = useParams();
  if (essayId) return { context: "essay", essayId };
  if (pathname.startsWith("/app/goals")) return { context: "goals", essayId: null };
  if (pathname.startsWith("/app/resume")) return { context: "resume", essayId: null };
  return { context: "global", essayId: null };
}

const failureToast = (event: Extract<ChatEvent, { type: "failed" }>) => {
  switch (event.code) {
    case "rate_limited":
      return {
        title: CHAT_ERRORS.slowDown,
        description: `Try again in ${event.retryAfterSeconds ?? 60} seconds.`,
      };
    case "ai_failed":
      return { title: "AI Error", description: event.message };
    case "limit_reached":
      return { title: "Message limit reached", description: event.message };
    case "ai_budget":
      return { title: AI_BUDGET_TITLE, description: event.message };
    case "trial_expired":
    case "plan_required":
      return { title: NO_PLAN_TITLE[event.code], description: event.message };
    default:
      return { title: event.message };
  }
};

// The chat of this tab, shared by the floating widget, the mobile panel and the Ask Scout page.
export function ChatProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const page = usePageContext();
  const socket = useRef<ReturnType<typeof connectChatSocket> | null>(null);
  const myRequests = useRef(new Set<string>());
  const stateRef = useRef(state);
  stateRef.current = state;

  // The page whose conversation the panel shows ("global", or an essay's id): opening the panel on
  // another page loads that page's, so Ask Scout on an essay is about that essay.
  const loadedFor = useRef<string | null>(null);
  const pageKey = page.essayId ?? "global";

  const fetchPanel = useCallback(async (opening: { conversationId: string } | { essayId: string | null }) => {
    dispatch({ type: "loading" });
    const query =
      "conversationId" in opening
        ? `?conversation=${encodeURIComponent(opening.conversationId)}`
        : opening.essayId
          ? `?essay=${encodeURIComponent(opening.essayId)}`
          : "";
    try {
      const response = await fetch(`/app/chat${query}`, {
        headers: { accept: "application/json" },
      });
      if (!response.ok)
        throw new Error(response.status === 404 ? "Conversation not found" : (await readErrorBody(response, "The server did not answer")).message);
      const data = (await response.json()) as ChatPanelData;
      dispatch({ type: "loaded", ...data });
      return true;
    } catch (error) {
      dispatch({ type: "load-failed" });
      showToast({
        title: "Failed to load conversation",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
      return false;
    }
  }, []);

  const onEvent = useCallback((event: ChatEvent) => {
    dispatch({ type: "event", event });
    if (event.type === "failed" && event.requestId && myRequests.current.has(event.requestId)) {
      showToast({ ...failureToast(event), variant: "destructive" });
    }
    if ((event.type === "accepted" || event.type === "failed") && event.requestId) myRequests.current.delete(event.requestId);
  }, []);

  const open = useCallback(() => {
    if (!socket.current) {
      socket.current = connectChatSocket({
        onEvent,
        onState: (next) => dispatch({ type: "socket", state: next }),
        // Whatever streamed while the tab was away is in the database: read it again.
        onReconnect: () => {
          const shown = stateRef.current.conversation?.id;
          void fetchPanel(shown ? { conversationId: shown } : { essayId: stateRef.current.about?.essayId ?? null });
        },
      });
    }
    if (stateRef.current.loaded === "no" || loadedFor.current !== pageKey) {
      loadedFor.current = pageKey;
      void fetchPanel({ essayId: page.essayId });
    }
  }, [fetchPanel, onEvent, pageKey, page.essayId]);

  useEffect(() => () => socket.current?.close(), []);

  const send = useCallback(
    (raw: string) => {
      const text = raw.trim();
      if (!text) {
        showToast({ title: CHAT_ERRORS.empty, variant: "destructive" });
        return false;
      }
      if (text.length >= CHAT_MESSAGE_LIMIT) {
        showToast({ title: CHAT_ERRORS.tooLong, variant: "destructive" });
        return false;
      }
      const requestId = crypto.randomUUID();
      const { conversation } = stateRef.current;
      const essayId = conversation ? conversation.essayId : page.essayId;
      // Scout reads the essay as the user sees it: the unsaved draft the editor keeps, if any.
      const draft = essayId ? readDraft(essayId)?.content.slice(0, CONTENT_LIMIT) : undefined;
      const sent = socket.current?.send({
        type: "send",
        requestId,
        conversationId: conversation?.id ?? null,
        context: conversation?.context ?? page.context,
        essayId,
        message: text,
        ...(draft !== undefined ? { essayDraft: draft } : {}),
      });
      if (!sent) {
        showToast({
          title: CHAT_ERRORS.notInitialized,
          variant: "destructive",
        });
        return false;
      }
      myRequests.current.add(requestId);
      dispatch({ type: "sending", pending: { requestId, content: text } });
      return true;
    },
    [page.context, page.essayId],
  );

  const newChat = useCallback(async () => {
    const form = new FormData();
    form.set("context", page.context);
    if (page.essayId) form.set("essayId", page.essayId);
    try {
      const response = await fetch("/app/chat", {
        method: "POST",
        body: form,
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      const { conversation } = (await response.json()) as {
        conversation: ConversationView;
      };
      dispatch({ type: "new-chat", conversation });
      showToast({
        title: "New Chat",
        description: "Started a new conversation with Scout.",
      });
    } catch {
      showToast({ title: CHAT_ERRORS.newChatFailed, variant: "destructive" });
    }
  }, [page.context, page.essayId]);

  const loadConversation = useCallback(
    async (id: string) => {
      if (await fetchPanel({ conversationId: id }))
        showToast({
          title: "Chat Loaded",
          description: "Picked up where you left off.",
        });
    },
    [fetchPanel],
  );

  const api = useMemo<ChatApi>(
    () => ({ state, open, send, newChat, loadConversation, page: { context: page.context, essayId: page.essayId } }),
    [state, open, send, newChat, loadConversation, page.context, page.essayId],
  );
  return <ChatApiContext.Provider value={api}>{children}</ChatApiContext.Provider>;
}
