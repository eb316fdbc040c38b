import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { CHAT_ERRORS, type ChatEvent, type ChatFailureCode, type ChatSend, titleFromFirstMessage } from "~/domain/coach/chat";
import { chatMessageTextSchema } from "~/domain/coach/chat-schema";
import { decide } from "~/domain/billing/entitlements";
import { aiBudgetMessage, remaining } from "~/domain/billing/usage-limits";
import type { Settings } from "~/settings.server";
import { type ChatSource, messageViewOf } from "./chat-source.server";
import { type ChatTurnReads, chatModelMessages, loadChatTurn } from "./chat-model-input.server";
import { streamChatAnswer } from "./chat-stream.server";
import { dropEssayText } from "~/domain/ai-policy/rewrite-check";
import type { VersionBodyReader } from "../essays/version-bodies.server";
import type { MaterialReader } from "../goals/goals.server";
import { disclosureQuery } from "../authorship/disclosures.server";

// One chat message, answered: checked, counted, stored, sent to the model, and the answer streamed
// to every tab as it arrives, then stored. The user's Durable Object (workers/user-object/
// chat-session.ts) holds the sockets, the rate window and the counters, and hands them in as a
// port; this is the product's part of it.

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

type Fail = (code: ChatFailureCode, message: string, extra?: Partial<Extract<ChatEvent, { type: "failed" }>>) => void;

export async function answerChatMessage(port: ChatAnswerPort, { userId, sessionId }: { userId: string; sessionId: string }, request: ChatSend) {
  const fail: Fail = (code, message, extra = {}) => port.reply({ type: "failed", requestId: request.requestId, code, message, ...extra });
  const admitted = await admitMessage(port, { userId, sessionId }, request, fail);
  if (!admitted) return;
  const { turn, essay, text, counted, openai } = admitted;

  // The model is asked now, while the user's message is stored (with its conversation when
  // new): its first words take far longer, so the store is off the time to the first word. Nothing is shown before the message is stored; a store that
  // fails stops the model. The writes start once the request has left (the next turn of the event
  // loop): in one process, as under wrangler dev, their work would otherwise hold it back.
  const controller = new AbortController();
  const pieces = streamChatAnswer(
    openai,
    port.settings.OPENAI_CHAT_MODEL,
    chatModelMessages(turn, request.context, text, request.essayDraft),
    controller.signal,
  );
  const now = new Date(port.now());
  let conversation = turn.conversation;
  const isFirst = !conversation || turn.history.length === 0;
  const userMessage = { id: crypto.randomUUID(), type: "user" as const, content: text, createdAt: now };
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    if (!conversation) {
      conversation = await port.chat.create({
        context: request.context,
        essayId: essay?.id,
        essayTitle: essay?.title,
        school: essay?.school,
        title: titleFromFirstMessage(text),
      });
    }
    await port.chat.storeUserMessage({ conversationId: conversation.id, message: userMessage, title: isFirst ? titleFromFirstMessage(text) : null });
    if (isFirst) conversation = { ...conversation, title: titleFromFirstMessage(text) };
  } catch (error) {
    console.error("chat message could not be stored", { userId, error: String(error) });
    controller.abort();
    await port.releaseMessage(counted.day);
    return fail("ai_failed", CHAT_ERRORS.aiFailed);
  }

  const replyId = crypto.randomUUID();
  const conversationId = conversation.id;
  port.broadcast({
    type: "accepted",
    requestId: request.requestId,
    conversation,
    message: messageViewOf({ ...userMessage, createdAt: userMessage.createdAt.getTime() }),
    replyId,
    remaining: admitted.left,
  });

  port.startAnswering(replyId, { conversationId, controller });
  let answer = "";
  let failed = false;
  // In critique-only mode nothing is shown before the whole answer has passed the check.
  const critiqueOnly = turn.mode === "critique-only";
  try {
    for await (const piece of pieces) {
      answer += piece;
      if (!critiqueOnly) port.broadcast({ type: "delta", conversationId, replyId, text: piece });
    }
  } catch (error) {
    if (!controller.signal.aborted) {
      failed = true;
      console.error("chat answer failed", { userId, conversationId, error: String(error) });
    }
  } finally {
    port.stopAnswering(replyId);
  }

  if (port.isClosed()) return;
  await settleAnswer(port, userId, request, admitted, { conversationId, replyId, answer, failed, stopped: controller.signal.aborted || failed });
  // The counters' copy in D1 (pages and /admin read it) follows the answer: the count that decides
  // is the object's, already kept, so this write at the primary need not stand before the first word.
  // A message given back above has mirrored a newer count; this older one is then not written.
  if (!port.isClosed()) await counted.mirror();
}

/**
 * The checks before the model is asked, in the product's order: signed in (the socket was opened
 * with a session) → well-formed → rate window → session still valid and entitled → AI available
 * → the cap. Null once a refusal was sent.
 */
async function admitMessage(port: ChatAnswerPort, ids: { userId: string; sessionId: string }, request: ChatSend, fail: Fail) {
  const refuse: (...refusal: Parameters<Fail>) => null = (...refusal) => {
    fail(...refusal);
    return null;
  };
  const text = chatMessageTextSchema.safeParse(request.message);
  if (!text.success) return refuse("invalid", text.error.issues[0]?.message ?? CHAT_ERRORS.empty);
  if (request.conversationId && port.isAnswering(request.conversationId)) return refuse("busy", CHAT_ERRORS.busy);
  const admission = port.admit();
  if (!admission.allowed) return refuse("rate_limited", CHAT_ERRORS.slowDown, { retryAfterSeconds: admission.retryAfterSeconds });

  const turn = await loadChatTurn(port.reads, port.versionBodies, port.chat, { ...ids, send: request, now: new Date(port.now()) }, port.material);
  if (!turn.signedIn) {
    fail("signed_out", CHAT_ERRORS.signedOut);
    port.signOut();
    return null;
  }
  if (turn.conversationMissing) return refuse("not_initialized", CHAT_ERRORS.notInitialized);
  const essay = request.context === "essay" ? turn.essay : null;
  if (request.context === "essay" && !essay) return refuse("not_initialized", CHAT_ERRORS.notInitialized);

  // Scout's answers cost money: a plan or a live trial is needed.
  const decision = decide(turn.entitlements, "chat");
  if (!decision.allowed)
    return decision.code === "plan_required" ? refuse("plan_required", CHAT_ERRORS.planRequired) : refuse("trial_expired", CHAT_ERRORS.trialExpired);
  const { openai } = port;
  if (!openai) return refuse("ai_not_configured", CHAT_ERRORS.aiNotConfigured);
  // The trial's cap and today's AI budget are checked and counted in one step, so two tabs
  // cannot both take the last message; an object that cannot count refuses (fails closed).
  const cap = turn.entitlements.caps.textMessages;
  const aiLimit = turn.entitlements.caps.aiCallsPerDay;
  const counted = await port.countMessage(cap, aiLimit);
  if (!counted.allowed) return counted.reason === "limit" ? refuse("limit_reached", CHAT_ERRORS.limit, {}) : refuse("ai_budget", aiBudgetMessage(aiLimit));
  const left = cap === null ? null : remaining(cap, counted.usage.textMessages);
  return { turn, essay, text: text.data, counted, left, openai };
}

type Admitted = NonNullable<Awaited<ReturnType<typeof admitMessage>>>;
type Streamed = { conversationId: string; replyId: string; answer: string; failed: boolean; stopped: boolean };

/**
 * The answer as it came back, kept: checked in critique-only mode (what reads as the essay's text
 * is dropped), stored, logged with its essay, and sent to every tab. Nothing back: the message is
 * not charged.
 */
async function settleAnswer(port: ChatAnswerPort, userId: string, request: ChatSend, { turn, essay, counted }: Admitted, streamed: Streamed) {
  const { conversationId, replyId, failed, stopped } = streamed;
  let answer = streamed.answer;
  let dropped = 0;
  if (answer && turn.mode === "critique-only") {
    const checked = dropEssayText(answer, [essay?.content ?? "", request.essayDraft ?? ""].join("\n\n"));
    answer = checked.text;
    dropped = checked.dropped.length;
    port.broadcast({ type: "delta", conversationId, replyId, text: answer });
  }
  if (answer) {
    const reply = { id: replyId, type: "assistant" as const, content: answer, createdAt: new Date(port.now()) };
    await port.chat.storeAnswer({ conversationId, message: reply, promptVersions: turn.promptVersions });
    // A chat answer about an essay is logged with it, with what the check dropped.
    if (essay)
      await disclosureQuery(port.db, {
        userId,
        essay: { id: essay.id, school: essay.school, essayTitle: essay.title, version: essay.version, revision: essay.revision },
        kind: "chat_turn",
        promptVersions: turn.promptVersions,
        mode: turn.mode,
        droppedPassages: dropped,
      });
    port.broadcast({ type: "reply", conversationId, message: messageViewOf({ ...reply, createdAt: reply.createdAt.getTime() }), stopped });
  } else if (failed) {
    // Nothing came back: the message is not charged.
    await port.releaseMessage(counted.day);
  }
  if (failed) port.broadcast({ type: "failed", requestId: request.requestId, conversationId, replyId, code: "ai_failed", message: CHAT_ERRORS.aiFailed });
}
