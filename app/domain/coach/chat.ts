import { formatDate } from "../deadlines/dates";

// Scout chat: its contexts, message validation, error texts and limits. Shared by the
// browser, the worker and the user's Durable Object, so every side speaks the same messages.

export const CHAT_MESSAGE_LIMIT = 5_000;
export const chatContexts = ["global", "essay", "goals", "resume"] as const;
export type ChatContext = (typeof chatContexts)[number];

export const DEFAULT_TITLES = { untitled: "Untitled Chat", global: "Global Chat", allSchools: "All Schools", voice: "AI Chat Session" } as const;

export const CHAT_ERRORS = {
  empty: "Message cannot be empty",
  tooLong: "Message must be less than 5,000 characters",
  notInitialized: "Chat not initialized. Please refresh and try again.",
  signedOut: "Please log in to send messages.",
  slowDown: "Please slow down. Too many messages sent.",
  aiFailed: "Failed to get AI response.",
  aiNotConfigured: "AI coaching is unavailable right now, so Scout cannot answer. Please try again later.",
  limit: "You've used all 50 free messages with Scout.",
  trialExpired: "Your free trial has ended. Choose a plan to keep talking with Scout.",
  planRequired: "Start your free trial to talk with Scout.",
  busy: "Scout is still answering your last message.",
  newChatFailed: "Failed to create new chat.",
} as const;

/** What a tab sends over its socket (validated by chat-schema.ts). `requestId` lets the sender match the answer to its send. */
export type ChatSend = {
  type: "send";
  requestId: string;
  conversationId: string | null;
  context: ChatContext;
  essayId: string | null;
  message: string;
  /** The essay as it is in the editor, when it has unsaved changes (Scout reads what the user sees). */
  essayDraft?: string;
};

export type ChatMessageView = { id: string; type: "user" | "assistant"; content: string; createdAt: string };
export type ConversationView = {
  id: string;
  title: string;
  context: ChatContext;
  essayId: string | null;
  essayTitle: string | null;
  school: string | null;
  createdAt: string;
};
export type ConversationSummary = ConversationView & { messageCount: number };

/** The essay the chat panel was opened on: a new conversation there is about it. */
export type ChatAbout = { essayId: string; essayTitle: string; school: string } | null;

/** Why Scout will not answer for want of a plan: none was ever started, or the trial ended. */
export type NoPlan = "plan_required" | "trial_expired" | null;

/** What the chat panel opens on (GET /api/chat/panel), as the server sends it and the browser reads it. */
export type ChatPanelData = {
  conversation: ConversationView | null;
  messages: ChatMessageView[];
  /** Messages left in the trial, or null when no cap applies. */
  remaining: number | null;
  aiConfigured: boolean;
  /** No plan and no live trial (and which): Scout does not answer (the panel offers the plans). */
  noPlan: NoPlan;
  about: ChatAbout;
};

export type ChatFailureCode =
  | "invalid"
  | "rate_limited"
  | "limit_reached"
  | "ai_budget"
  | "trial_expired"
  | "signed_out"
  | "not_initialized"
  | "ai_failed"
  | "ai_not_configured"
  | "busy"
  | "plan_required";

/** What the user's object sends to every open tab of that user (or to the sender only, for failures of a send). */
export type ChatEvent =
  | { type: "ready"; remaining: number | null }
  | { type: "accepted"; requestId: string; conversation: ConversationView; message: ChatMessageView; replyId: string; remaining: number | null }
  | { type: "delta"; conversationId: string; replyId: string; text: string }
  | { type: "reply"; conversationId: string; message: ChatMessageView; stopped: boolean }
  | { type: "failed"; requestId?: string; conversationId?: string; replyId?: string; code: ChatFailureCode; message: string; retryAfterSeconds?: number };

/** The title of a conversation once its first message is known: the message's opening words. */
export function titleFromFirstMessage(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  if (!flat) return DEFAULT_TITLES.untitled;
  if (flat.length <= 60) return flat;
  const cut = flat.slice(0, 60);
  const space = cut.lastIndexOf(" ");
  return `${(space > 30 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The History panel's date label: Today, Yesterday, N days ago up to 7, then the date. */
export function conversationDateLabel(createdAt: Date, now: Date, timeZone?: string): string {
  const day = (date: Date) => {
    const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
    return Date.parse(`${parts}T00:00:00Z`) / 86_400_000;
  };
  const days = Math.round(day(now) - day(createdAt));
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days <= 7) return `${days} days ago`;
  return formatDate(createdAt, "date", timeZone);
}
