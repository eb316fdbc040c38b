import { useLocation, useParams } from "@remix-run/react";
import { type Dispatch, type ReactNode, type RefObject, createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from "react";
import { CHAT_ERRORS, type ChatContext, type ChatSend } from "~/domain/coach/chat";
import { CONTENT_LIMIT } from "~/domain/essays/essay-rules";
import { showToast } from "../ui/toast";
import type { chatEngine } from "./chat-engine";
import type { ChatAction, ChatState } from "./chat-state";
import { initialChatState } from "./chat-initial-state";

// The chat's workings are fetched with the first opening of a chat panel (most visits never open
// one); until then nothing can have been sent or loaded, so nothing needs them.
let engine: typeof chatEngine | null = null;
/** The chat's workings; the launcher starts fetching them as the window's own file comes. */
export const loadChatEngine = () => import("./chat-engine").then((module) => (engine = module.chatEngine));
// Every action but "loading" is dispatched by the engine's own code, once it is here.
const reduce = (state: ChatState, action: ChatAction): ChatState =>
  engine ? engine.chatReducer(state, action) : action.type === "loading" ? { ...state, loaded: "loading" } : state;

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
  const context: ChatContext = essayId ? "essay" : pathname.startsWith("/app/goals") ? "goals" : pathname.startsWith("/app/resume") ? "resume" : "global";
  return useMemo(() => ({ context, essayId: essayId ?? null }), [context, essayId]);
}

/** The tab's one socket, connected on the first open and closed with the provider. Only the
 * requests this tab sent toast their failure: another tab's refusal is that tab's to tell. */
function useChatSocket(dispatch: Dispatch<ChatAction>, stateRef: RefObject<ChatState>) {
  const socket = useRef<ReturnType<typeof chatEngine.connectChatSocket> | null>(null);
  const myRequests = useRef(new Set<string>());
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      socket.current?.close();
      socket.current = null;
    };
  }, []);

  const connect = useCallback(async () => {
    const { connectChatSocket, failureToast, fetchPanel } = await loadChatEngine();
    if (socket.current || gone.current) return;
    socket.current = connectChatSocket({
      onEvent: (event) => {
        dispatch({ type: "event", event });
        if (event.type === "failed" && event.requestId && myRequests.current.has(event.requestId)) {
          showToast({ ...failureToast(event), variant: "destructive" });
        }
        if ((event.type === "accepted" || event.type === "failed") && event.requestId) myRequests.current.delete(event.requestId);
      },
      onState: (next) => dispatch({ type: "socket", state: next }),
      // Whatever streamed while the tab was away is in the database: read it again.
      onReconnect: () => {
        const shown = stateRef.current?.conversation?.id;
        void fetchPanel(dispatch, shown ? { conversationId: shown } : { essayId: stateRef.current?.about?.essayId ?? null });
      },
    });
  }, [dispatch, stateRef]);

  const sendFrame = useCallback((frame: ChatSend) => {
    const sent = socket.current?.send(frame) ?? false;
    if (sent) myRequests.current.add(frame.requestId);
    return sent;
  }, []);
  return { connect, sendFrame };
}

// The chat of this tab, shared by the floating widget, the mobile panel and the Ask Scout page.
export function ChatProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reduce, initialChatState);
  const page = usePageContext();
  const stateRef = useRef(state);
  stateRef.current = state;
  const { connect, sendFrame } = useChatSocket(dispatch, stateRef);

  // The page whose conversation the panel shows ("global", or an essay's id): opening the panel on
  // another page loads that page's, so Ask Scout on an essay is about that essay.
  const loadedFor = useRef<string | null>(null);
  const pageKey = page.essayId ?? "global";

  const open = useCallback(() => {
    void connect();
    if (stateRef.current.loaded === "no" || loadedFor.current !== pageKey) {
      loadedFor.current = pageKey;
      dispatch({ type: "loading" });
      void loadChatEngine().then(({ fetchPanel }) => fetchPanel(dispatch, { essayId: page.essayId }));
    }
  }, [connect, pageKey, page.essayId]);

  const send = useCallback(
    (raw: string) => {
      // Not here yet: nothing is connected either, as when the socket has not opened.
      if (!engine) {
        showToast({ title: CHAT_ERRORS.notInitialized, variant: "destructive" });
        return false;
      }
      const text = engine.messageToSend(raw);
      if (text === null) return false;
      const requestId = crypto.randomUUID();
      const { conversation } = stateRef.current;
      const essayId = conversation ? conversation.essayId : page.essayId;
      // Scout reads the essay as the user sees it: the unsaved draft the editor keeps, if any.
      const draft = essayId ? engine.readDraft(essayId)?.content.slice(0, CONTENT_LIMIT) : undefined;
      const sent = sendFrame({
        type: "send",
        requestId,
        conversationId: conversation?.id ?? null,
        context: conversation?.context ?? page.context,
        essayId,
        message: text,
        ...(draft !== undefined ? { essayDraft: draft } : {}),
      });
      if (!sent) {
        showToast({ title: CHAT_ERRORS.notInitialized, variant: "destructive" });
        return false;
      }
      dispatch({ type: "sending", pending: { requestId, content: text } });
      return true;
    },
    [sendFrame, page.context, page.essayId],
  );

  const newChat = useCallback(async () => (await loadChatEngine()).startNewChat(dispatch, page), [page]);
  const loadConversation = useCallback(async (id: string) => {
    const { fetchPanel } = await loadChatEngine();
    if (await fetchPanel(dispatch, { conversationId: id })) showToast({ title: "Chat Loaded", description: "Picked up where you left off." });
  }, []);

  const api = useMemo<ChatApi>(() => ({ state, open, send, newChat, loadConversation, page }), [state, open, send, newChat, loadConversation, page]);
  return <ChatApiContext.Provider value={api}>{children}</ChatApiContext.Provider>;
}
