import { CHAT_ERRORS, type ChatSend, titleFromFirstMessage } from "~/domain/coach/chat";
import { messageViewOf } from "./chat-source.server";
import { chatModelMessages } from "./chat-model-input.server";
import { streamChatAnswer } from "./chat-stream.server";
import { dropEssayText } from "~/domain/ai-policy/rewrite-check";
import { disclosureQuery } from "../authorship/disclosures.server";
import type { ChatAnswerPort, Fail } from "./chat-answer-port.server";
import { type Admitted, admitMessage } from "./chat-limits.server";

export type { ChatAnswerPort, ChatMessageCount } from "./chat-answer-port.server";

// One chat message, answered: checked, counted, stored, sent to the model, and the answer streamed
// to every tab as it arrives, then stored. What it must pass first (the rate window, the trial's
// cap, today's AI budget) is chat-limits.server.ts. The user's Durable Object (workers/user-object/
// chat-session.ts) holds the sockets, the rate window and the counters, and hands them in as a
// port; this is the product's part of it.

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
