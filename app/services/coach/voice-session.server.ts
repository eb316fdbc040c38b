import { and, desc, eq } from "drizzle-orm";
import type { RealtimeSessionCreateRequest } from "openai/resources/realtime/realtime";
import type { Database } from "../../../db/client";
import { type VersionBodyReader, essayTextColumns, withVersionBody } from "../essays/version-bodies.server";
import { essaySubmissions, voiceSessions } from "../../../db/schema";
import { goalsAsText } from "~/domain/coach/chat-schema";
import { DEMO, VOICE, VOICE_TOOL, type VoiceContext, type VoiceToolType } from "~/domain/coach/voice";
import { type PromptVersions, activePrompts, versionsSent } from "../prompts/ai-prompts.server";
import { loadCatalogue } from "../catalogue/catalogue.server";
import { type MaterialReader, readMaterial } from "../goals/goals.server";
import { aiPolicyOfRow, essayAiPolicyQuery } from "../ai-policy/ai-policies.server";
import { type CoachingMode, CRITIQUE_ONLY_PROMPT_TYPE, coachingModeOf } from "~/domain/ai-policy/critique-only";
import { type NewDisclosure, disclosureQuery } from "../authorship/disclosures.server";

// The realtime voice session (built from the VOICE constants of app/domain/coach/voice.ts), sent
// with the browser's offer when the worker creates the call (voice-call.server.ts).

/** The session a call is created with. */
export function realtimeSession(input: { model: string; instructions: string; demo: boolean }): RealtimeSessionCreateRequest {
  return {
    type: "realtime",
    model: input.model,
    instructions: input.instructions,
    output_modalities: ["audio"],
    max_output_tokens: input.demo ? VOICE.demoMaxOutputTokens : VOICE.maxOutputTokens,
    // VOICE.temperature (0.9) has no place in the GA session: the API dropped the field.
    audio: {
      input: {
        format: { type: "audio/pcm", rate: VOICE.sampleRate },
        transcription: { model: VOICE.transcriptionModel },
        turn_detection: {
          type: "server_vad",
          threshold: VOICE.vad.threshold,
          prefix_padding_ms: VOICE.vad.prefixPaddingMs,
          silence_duration_ms: VOICE.vad.silenceDurationMs,
        },
      },
      output: { format: { type: "audio/pcm", rate: VOICE.sampleRate }, voice: VOICE.voice },
    },
    tools: [
      {
        type: "function",
        name: VOICE_TOOL.name,
        description: VOICE_TOOL.description,
        parameters: {
          type: "object",
          properties: { type: { type: "string", enum: [...VOICE_TOOL.types], description: "Which of the applicant's data to read." } },
          required: ["type"],
          additionalProperties: false,
        },
      },
    ],
    tool_choice: "auto",
  };
}

/**
 * The instructions: the prompt in use of the context (the global one if it has no text), plus in
 * demo mode the school's prompt and essay; and the version of the prompt they came from.
 */
export async function voiceInstructions(
  db: Database,
  bodies: VersionBodyReader,
  userId: string,
  context: VoiceContext,
  demoSchool: string | null,
  essayId: string | null = null,
): Promise<{ instructions: string; promptVersions: PromptVersions; essay: VoiceEssay | null }> {
  const own = `voice_${context}`;
  const [prompts, about] = await Promise.all([
    activePrompts(db, [own, "voice_global", CRITIQUE_ONLY_PROMPT_TYPE]),
    context === "essay" && essayId ? voiceEssay(db, userId, essayId) : null,
  ]);
  const type = prompts[own]!.text ? own : "voice_global";
  // A session about an essay of a school that prohibits AI-written content is told so.
  const critiqueOnly = about?.mode === "critique-only";
  const promptVersions = versionsSent({
    [type]: prompts[type]!,
    ...(critiqueOnly ? { [CRITIQUE_ONLY_PROMPT_TYPE]: prompts[CRITIQUE_ONLY_PROMPT_TYPE]! } : {}),
  });
  const base = [prompts[type]!.text, critiqueOnly ? prompts[CRITIQUE_ONLY_PROMPT_TYPE]!.text : ""].filter(Boolean).join("\n\n");
  if (!demoSchool) return { instructions: base, promptVersions, essay: about };
  const [school] = await loadCatalogue(db, [demoSchool]);
  // The essay saved last is the newest version of its essay, whose text is in the user's object
  // (docs/scale.md step 3), or in D1 for an applicant whose essays have not moved.
  const essay = await withVersionBody(
    bodies,
    await db
      .select(essayTextColumns)
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, school?.name ?? demoSchool)))
      .orderBy(desc(essaySubmissions.updatedAt))
      .get(),
    "content",
  );
  const prompt = school?.essays.find((entry) => entry.title === essay?.title)?.prompt ?? school?.essays[0]?.prompt ?? "";
  const instructions = [
    base,
    `This is a demonstration of an essay review for ${school?.name ?? demoSchool}.`,
    prompt ? `The essay prompt: ${prompt.slice(0, DEMO.promptExcerpt)}` : "",
    essay?.content ? `The start of the applicant's essay: ${essay.content.slice(0, DEMO.essayExcerpt)}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  return { instructions, promptVersions, essay: about };
}

type VoiceEssay = NewDisclosure["essay"] & { mode: CoachingMode };

/** The user's essay a voice session is about, with the mode its school's policy sets; null for another user's. */
async function voiceEssay(db: Database, userId: string, essayId: string): Promise<VoiceEssay | null> {
  const [rows, policy] = await db.batch([
    db
      .select({
        id: essaySubmissions.id,
        school: essaySubmissions.school,
        essayTitle: essaySubmissions.essayTitle,
        version: essaySubmissions.version,
        revision: essaySubmissions.revision,
      })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId))),
    essayAiPolicyQuery(db, userId, essayId),
  ]);
  return rows[0] ? { ...rows[0], mode: coachingModeOf(policy[0] ? aiPolicyOfRow(policy[0]) : null) } : null;
}

/** A call created, with the prompt versions of its instructions (voice_sessions). */
export async function recordVoiceSession(db: Database, userId: string, context: VoiceContext, promptVersions: PromptVersions, essay: VoiceEssay | null = null) {
  const session = db.insert(voiceSessions).values({ userId, context, promptVersions });
  // A session about an essay is logged with it.
  if (essay) await db.batch([session, disclosureQuery(db, { userId, essay, kind: "voice_session", promptVersions, mode: essay.mode })]);
  else await session;
}

/** The voice tool: the user's own goals or resume (each one row, kept in their object), as text. */
export async function voiceToolRows(material: MaterialReader, userId: string, type: VoiceToolType): Promise<string[]> {
  const { goals, resume } = await readMaterial(material, userId);
  return [type === "goals" ? (goals ? goalsAsText(goals) : "") : resume.trim()].filter(Boolean);
}
