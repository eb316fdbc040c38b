import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import type { ChatEvent, ChatFailureCode } from "~/domain/coach/chat";
import type { Settings } from "~/settings.server";
import type { ChatSource } from "./chat-source.server";
import type { ChatTurnReads } from "./chat-model-input.server";
import type { VersionBodyReader } from "../essays/version-bodies.server";
import type { MaterialReader } from "../goals/goals.server";

// What the user's Durable Object (workers/user-object/chat-session.ts) lends one chat answer: its
// clock, its rate window and counters, its stores, and the way to its tabs.

/**
 * A message counted (the trial's cap and today's AI budget, together), or which of them refused it.
 * The count is the object's own and already kept when this is returned; `mirror` writes its copy to
 * D1 (for pages and /admin; it never throws), which nothing needs before the model is asked.
 */
export type ChatMessageCount =
  { allowed: true; usage: { textMessages: number }; day: number; mirror: () => Promise<void> } | { allowed: false; reason: "limit" | "ai_budget" };

/** What the object lends one answer: its clock, its limits and counters, and the way to its tabs. */
export type ChatAnswerPort = {
  /** Writes (the disclosure log): the primary. */
  db: Database;
  /** The turn's reads: at the browser's bookmark, the session at the primary only when not known live. */
  reads: ChatTurnReads;
  settings: Settings;
  openai: OpenAI | null;
  now: () => number;
  /** The user's older versions' text (an essay chat may be about an older version). */
  versionBodies: VersionBodyReader;
  /** The user's conversations, where they are kept (their object, or D1 before they moved). */
  chat: ChatSource;
  /** The user's goals and resume, where they are kept (likewise). */
  material: MaterialReader;
  /** The rate window: whether one more message may go through now. */
  admit: () => { allowed: true } | { allowed: false; retryAfterSeconds: number };
  countMessage: (limit: number | null, aiLimit: number) => Promise<ChatMessageCount>;
  releaseMessage: (day: number) => Promise<void>;
  /** Whether an answer in that conversation is still being streamed. */
  isAnswering: (conversationId: string) => boolean;
  /** Keeps an answer being streamed (so that closing the last tab or the account stops it), then forgets it. */
  startAnswering: (replyId: string, entry: { conversationId: string; controller: AbortController }) => void;
  stopAnswering: (replyId: string) => void;
  /** The account was deleted while this answer ran: nothing more may be stored. */
  isClosed: () => boolean;
  /** To the tab that sent the message; to every tab. */
  reply: (event: ChatEvent) => void;
  broadcast: (event: ChatEvent) => void;
  /** The session behind the socket has ended: close it as signed out. */
  signOut: () => void;
};

export type Fail = (code: ChatFailureCode, message: string, extra?: Partial<Extract<ChatEvent, { type: "failed" }>>) => void;
