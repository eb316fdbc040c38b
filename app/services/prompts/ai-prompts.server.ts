import { and, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { aiPrompts } from "../../../db/schema";
import { defaultPrompts } from "~/content/default-prompts";
import { catalogueSchoolNames } from "~/content/school-colours";
import { chatContexts } from "~/domain/coach/chat";
import { normaliseSchoolName } from "~/domain/essays/essay-rules";
import { voiceContexts } from "~/domain/coach/voice";
import { interviewPromptTypes } from "~/domain/interviews/interview-prompts";

// The AI prompts as versioned data (docs/operations.md, "AI prompts"). Version 1 of a type is the
// built-in default (app/content/default-prompts.ts; empty for reference material); an admin's
// versions are rows numbered 2, 3…. The first admin change to a type also writes version 1 as a
// row (created_by null), so what "version 1" names no longer moves with the code. The version in
// use is the active row, else the version-1 row, else the built-in default.

export type PromptInUse = { text: string; version: number };
/** What a feedback run, a chat answer or a voice session records: the version of each prompt sent. */
export type PromptVersions = Record<string, number>;

export type PromptTypeInfo = { type: string; label: string; usedFor: string };

export const promptTypes: PromptTypeInfo[] = [
  { type: "feedback_base", label: "Essay feedback", usedFor: "The instructions of every essay feedback run." },
  { type: "essay_reference_material", label: "Essay reference material", usedFor: "Sent with every essay feedback run, after the instructions." },
  // By the catalogue's school names as the code knows them (app/content/school-colours.ts), not
  // read from D1: a type is a stored key (ai_prompts rows), so it must not move with an operator's
  // catalogue edit. A school operators add in /admin/catalogue has no reference material of
  // its own: its essays get the base and general material only.
  ...catalogueSchoolNames.map((name) => ({
    type: schoolPromptType(name),
    label: `${name} reference material`,
    usedFor: `Sent with the feedback runs of ${name} essays.`,
  })),
  { type: "resume_feedback", label: "Resume feedback", usedFor: "The instructions of every resume feedback run." },
  { type: "fix_suggestion", label: "Suggest a fix", usedFor: "The instructions when an applicant asks for a suggested fix of one passage." },
  { type: "trim", label: "Trim to N words", usedFor: "The instructions when an applicant asks Scout to cut an essay to its limit or a target." },
  {
    type: "negotiation_critique",
    label: "Negotiation e-mail critique",
    usedFor: "The instructions when an admitted applicant asks Scout to critique the e-mail they wrote to negotiate a scholarship.",
  },
  { type: "recommender_brief", label: "Recommender brief", usedFor: "The instructions when an applicant asks Scout to write the brief for a recommender." },
  {
    type: "reader_summary",
    label: "Readers' notes summary",
    usedFor: "The instructions when an applicant asks Scout to summarize their readers' notes on an essay.",
  },
  {
    type: "critique_only",
    label: "Critique only",
    usedFor: "Added to feedback, chat and voice about the essays of a school whose AI policy prohibits AI-written content.",
  },
  ...chatContexts.map((context) => ({ type: `chat_${context}`, label: `Chat: ${context}`, usedFor: `Scout chat's system prompt in the ${context} context.` })),
  ...voiceContexts.map((context) => ({
    type: `voice_${context}`,
    label: `Voice: ${context}`,
    usedFor: `The voice coach's instructions in the ${context} context.`,
  })),
  ...interviewPromptTypes,
];

/** A school's reference material type, by its normalised name (e.g. "harvard_reference_material"). */
export function schoolPromptType(school: string) {
  return `${normaliseSchoolName(school)}_reference_material`;
}

export const findPromptType = (type: string) => promptTypes.find((entry) => entry.type === type);

/** The rows that may be in use for these types (active, or version 1): one query, for a batch. */
export function promptsInUseQuery(db: Database, types: string[]) {
  return db
    .select({ promptType: aiPrompts.promptType, promptText: aiPrompts.promptText, version: aiPrompts.version, isActive: aiPrompts.isActive })
    .from(aiPrompts)
    .where(and(inArray(aiPrompts.promptType, types), or(eq(aiPrompts.isActive, true), eq(aiPrompts.version, 1))));
}

type CandidateRow = { promptType: string; promptText: string; version: number; isActive: boolean };

/** The prompt in use of each type, from promptsInUseQuery's rows; text "" when the type has none. */
export function promptsInUse(rows: CandidateRow[], types: string[]): Record<string, PromptInUse> {
  return Object.fromEntries(
    types.map((type) => [
      type,
      pickInUse(
        rows.filter((row) => row.promptType === type),
        type,
      ),
    ]),
  );
}

export function pickInUse(rows: CandidateRow[], type: string): PromptInUse {
  // At most one row is active; should two be (data written by hand), the newer wins.
  const active = rows.filter((row) => row.isActive).sort((a, b) => b.version - a.version)[0];
  const chosen = active ?? rows.find((row) => row.version === 1);
  return chosen ? { text: chosen.promptText, version: chosen.version } : { text: defaultPrompts[type] ?? "", version: 1 };
}

/** The prompts in use of several types, in one query. */
export async function activePrompts(db: Database, types: string[]): Promise<Record<string, PromptInUse>> {
  return promptsInUse(await promptsInUseQuery(db, types), types);
}

/** The versions to record: those of the prompts that were sent (a type with no text was not). */
export function versionsSent(prompts: Record<string, PromptInUse>): PromptVersions {
  return Object.fromEntries(Object.entries(prompts).flatMap(([type, prompt]) => (prompt.text ? [[type, prompt.version]] : [])));
}
