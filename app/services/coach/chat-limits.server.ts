import { CHAT_ERRORS, type ChatSend } from "~/domain/coach/chat";
import { chatMessageTextSchema } from "~/domain/coach/chat-schema";
import { decide } from "~/domain/billing/entitlements";
import { aiBudgetMessage, remaining } from "~/domain/billing/usage-limits";
import { loadChatTurn } from "./chat-model-input.server";
import type { ChatAnswerPort, Fail } from "./chat-answer-port.server";

// The limits on a chat message, checked before the model is asked: the rate window (10 a minute),
// a plan or a live trial, the trial's cap on messages (the number is TRIAL_LIMITS in
// ~/domain/billing/usage-limits; entitlements' TRIAL_CAPS gives it to a trial) and today's AI
// budget, counted in the user's object (workers/user-object/usage-store.ts). Called for every
// message through chat-answer.server.ts, by the chat's socket in that object
// (workers/user-object/chat-session.ts), which the browser opens at GET /api/chat/socket
// (workers/api/chat-socket.ts); /app/chat only draws the panel.

/**
 * The checks before the model is asked, in the product's order: signed in (the socket was opened
 * with a session) → well-formed → rate window → session still valid and entitled → AI available
 * → the cap. Null once a refusal was sent.
 */
export async function admitMessage(port: ChatAnswerPort, ids: { userId: string; sessionId: string }, request: ChatSend, fail: Fail) {
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

export type Admitted = NonNullable<Awaited<ReturnType<typeof admitMessage>>>;
