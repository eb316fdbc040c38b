import { and, eq, gt } from "drizzle-orm";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { Database } from "../../../db/client";
import { essaySubmissions, session } from "../../../db/schema";
import { defaultPrompts } from "~/content/default-prompts";
import type { ChatContext, ChatSend, ConversationView } from "~/domain/coach/chat";
import { goalsAsText } from "~/domain/coach/chat-schema";
import { type Entitlements, entitlementsFor } from "~/domain/billing/entitlements";
import type { ChatSource } from "./chat-source.server";
import { essayPromptOf, essayPromptQuery } from "../catalogue/catalogue.server";
import { type MaterialReader, readMaterial } from "../goals/goals.server";
import { subscriptionRowQuery } from "../billing/entitlements.server";
import { type PromptVersions, promptsInUse, promptsInUseQuery, versionsSent } from "../prompts/ai-prompts.server";
import { aiPolicyOfRow, essayAiPolicyQuery } from "../ai-policy/ai-policies.server";
import { type CoachingMode, CRITIQUE_ONLY_PROMPT_TYPE, coachingModeOf } from "~/domain/ai-policy/critique-only";
import { type VersionBodyReader, withVersionBody } from "../essays/version-bodies.server";

// One chat turn: everything the answer needs is read in a single D1
// batch (near the browser; the session only when the user's object does not know it), then the model is asked with the system prompt of the context, the user's own material
// and the conversation so far, and its answer is streamed.

const HISTORY_MESSAGES = 20;

export type ChatTurn = {
  signedIn: boolean;
  entitlements: Entitlements;
  conversation: ConversationView | null;
  conversationMissing: boolean;
  essay: { id: string; title: string; school: string; content: string; prompt: string | null; version: number; revision: number } | null;
  /** critique-only where the essay's school prohibits AI-written content: its answer is checked before anyone sees it. */
  mode: CoachingMode;
  systemPrompt: string;
  /** The version of the system prompt, recorded with the answer (chat_messages.prompt_versions). */
  promptVersions: PromptVersions;
  goalsText: string;
  resumeText: string;
  history: { type: "user" | "assistant"; content: string }[];
};

export const chatPromptType = (context: ChatContext) => `chat_${context}`;

/**
 * Where a turn reads: `db` at the browser's bookmark (the nearest replica that holds its writes),
 * and the session only when the user's object does not know it live (`sessionKnown`), then at the
 * primary (`primary`), which every session ending has reached.
 */
export type ChatTurnReads = { db: Database; primary: Database; sessionKnown: boolean };

export async function loadChatTurn(
  { db, primary, sessionKnown }: ChatTurnReads,
  bodies: VersionBodyReader,
  chat: Pick<ChatSource, "turn">,
  input: { userId: string; sessionId: string; send: ChatSend; now: Date },
  /** The applicant's goals and resume, where they are kept (their object, which runs this turn). */
  material: MaterialReader,
): Promise<ChatTurn> {
  const { userId, sessionId, send, now } = input;
  const promptType = chatPromptType(send.context);
  const sessionRow = sessionKnown
    ? Promise.resolve([{ id: sessionId }])
    : primary
        .select({ id: session.id })
        .from(session)
        .where(and(eq(session.id, sessionId), eq(session.userId, userId), gt(session.expiresAt, now)));
  // Three batches asked for in the same turn: db/read-batching.ts sends them as one D1 round trip.
  // A new conversation, or one about no essay, skips the reads that could find nothing.
  const always = db.batch([subscriptionRowQuery(db, userId), promptsInUseQuery(db, [promptType, CRITIQUE_ONLY_PROMPT_TYPE])]);
  const conversationId = send.conversationId;
  // The conversation and its last messages, where the applicant's chat is kept (their object).
  const inConversation = conversationId ? chat.turn(conversationId, HISTORY_MESSAGES) : undefined;
  const essayId = send.essayId;
  const aboutEssay = essayId
    ? db.batch([
        db
          .select()
          .from(essaySubmissions)
          .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId))),
        essayPromptQuery(db, userId, essayId),
        essayAiPolicyQuery(db, userId, essayId),
      ])
    : undefined;
  const [
    sessions,
    [subscription, prompt],
    { conversation, history } = { conversation: null, history: [] },
    [essay, essayPrompt, policy] = [[], [], []],
    { goals, resume },
  ] = await Promise.all([sessionRow, always, inConversation, aboutEssay, readMaterial(material, userId)]);
  const prompts = promptsInUse(prompt, [promptType, CRITIQUE_ONLY_PROMPT_TYPE]);
  const systemPrompt = prompts[promptType]!;
  // Only a chat about the essay obeys its school's policy; the essay is found only when it is the user's.
  const mode = send.context === "essay" && essay[0] ? coachingModeOf(policy[0] ? aiPolicyOfRow(policy[0]) : null) : "standard";
  const critiqueOnly = prompts[CRITIQUE_ONLY_PROMPT_TYPE]!;
  // An older version opened in the editor: its text is in the user's object.
  const essayRow = await withVersionBody(bodies, essay[0], "essayContent");
  return {
    signedIn: sessions.length === 1,
    entitlements: entitlementsFor(subscription[0], now),
    conversation,
    conversationMissing: send.conversationId !== null && !conversation,
    essay: essayRow
      ? {
          id: essayRow.id,
          title: essayRow.essayTitle,
          school: essayRow.school,
          content: essayRow.essayContent,
          prompt: essayPromptOf(essayPrompt)?.prompt ?? null,
          version: essayRow.version,
          revision: essayRow.revision,
        }
      : null,
    mode,
    // Every context has a built-in prompt; an empty one written by hand falls back to the global one.
    systemPrompt: [systemPrompt.text || defaultPrompts.chat_global!, ...(mode === "critique-only" ? [critiqueOnly.text] : [])].filter(Boolean).join("\n\n"),
    promptVersions: versionsSent({ [promptType]: systemPrompt, ...(mode === "critique-only" ? { [CRITIQUE_ONLY_PROMPT_TYPE]: critiqueOnly } : {}) }),
    goalsText: goals ? goalsAsText(goals) : "",
    resumeText: resume,
    history,
  };
}

// Which of the user's material each context brings along: goals and resume only where they are relevant.
const MATERIAL: Record<ChatContext, { essay: boolean; goals: boolean; resume: boolean }> = {
  global: { essay: false, goals: true, resume: true },
  essay: { essay: true, goals: true, resume: false },
  goals: { essay: false, goals: true, resume: true },
  resume: { essay: false, goals: true, resume: true },
};

/** The messages sent to the model: instructions, the user's material, the conversation, the new message. */
export function chatModelMessages(turn: ChatTurn, context: ChatContext, message: string, essayDraft?: string): ChatCompletionMessageParam[] {
  const wants = MATERIAL[context];
  const material: string[] = [];
  if (wants.essay && turn.essay) {
    material.push(
      [
        `The applicant is working on the essay "${turn.essay.title}" for ${turn.essay.school}.`,
        turn.essay.prompt ? `Essay prompt: ${turn.essay.prompt}` : "",
        essayDraft !== undefined
          ? `Essay as the applicant is writing it (not saved yet):\n${essayDraft || "(empty)"}`
          : `Essay as last saved:\n${turn.essay.content || "(empty)"}`,
      ]
        .filter(Boolean)
        .join("\n"),
    );
  }
  if (wants.goals && turn.goalsText) material.push(`The applicant's goals:\n${turn.goalsText}`);
  if (wants.resume && turn.resumeText.trim()) material.push(`The applicant's resume:\n${turn.resumeText.slice(0, 20_000)}`);
  return [
    { role: "system", content: turn.systemPrompt },
    ...(material.length ? [{ role: "system" as const, content: material.join("\n\n") }] : []),
    ...turn.history.map((entry) => ({ role: entry.type, content: entry.content })),
    { role: "user", content: message },
  ];
}
