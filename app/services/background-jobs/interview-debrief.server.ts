import { and, eq, lt, or, sql } from "drizzle-orm";
import type OpenAI from "openai";
import type { Database } from "../../../db/client";
import { mockInterviews } from "../../../db/schema";
import { DEBRIEF_SCHEMA_NAME, debriefAnswerSchema, debriefJsonSchema, groundedDebrief, transcriptForModel } from "~/domain/interviews/debrief";
import type { DebriefMessage } from "~/domain/interviews/debrief-message";
import { DEBRIEF_PROMPT_TYPE } from "~/domain/interviews/interview-prompts";
import type { Settings } from "~/settings.server";
import { askModelForJson } from "../platform/model-json.server";
import { activePrompts, versionsSent } from "../prompts/ai-prompts.server";
import { loadInterviewFormat } from "../interviews/interview-formats.server";
import { readTranscript } from "../interviews/interview-transcripts.server";
import type { WorkRows } from "../work-rows/work-rows.server";

// The debrief job of a mock interview, run by the interview queue's consumer as the feedback
// job is: the interview is claimed (queued → running) by its id and its user's, so a duplicate
// message, or another user's id, finds nothing to do; the model scores the applicant's answers
// against the format's rubric, each score quoting the answer; the prompt version is stored with it.

type Deps = { db: Database; settings: Settings; openai: OpenAI | null; userObjectOf: (userId: string) => { workRows: Pick<WorkRows, "list" | "put"> } };

// A debrief left running this long (the worker died mid-way) may be claimed by the retry.
const STALE_RUN_MS = 5 * 60_000;

export async function runDebriefJob(deps: Deps, message: DebriefMessage, now = new Date()) {
  const claimed = await deps.db
    .update(mockInterviews)
    .set({ debriefStatus: "running", debriefStartedAt: now })
    .where(
      and(
        eq(mockInterviews.id, message.interviewId),
        eq(mockInterviews.userId, message.userId),
        or(
          eq(mockInterviews.debriefStatus, "queued"),
          and(eq(mockInterviews.debriefStatus, "running"), lt(mockInterviews.debriefStartedAt, new Date(now.getTime() - STALE_RUN_MS))),
        ),
      ),
    )
    .returning();
  if (!claimed[0]) return "duplicate" as const;
  const { workRows } = deps.userObjectOf(message.userId);
  const interview = { ...claimed[0], transcript: await readTranscript(workRows, message.interviewId) };
  const format = await loadInterviewFormat(deps.db, interview.formatId);
  if (!deps.openai || !format) return failDebrief(deps.db, message, "The AI service did not answer. Please try again.");
  const prompts = await activePrompts(deps.db, [DEBRIEF_PROMPT_TYPE]);
  const answer = await askModelForJson(deps.openai, {
    model: deps.settings.OPENAI_FEEDBACK_MODEL,
    system: prompts[DEBRIEF_PROMPT_TYPE]!.text,
    user: [
      `Format: ${format.name}${interview.school ? ` for ${interview.school}` : ""}.`,
      `Rubric:\n${format.rubric.map((line) => `- ${line}`).join("\n")}`,
      `Transcript:\n${transcriptForModel(interview.transcript)}`,
    ].join("\n\n"),
    name: DEBRIEF_SCHEMA_NAME,
    jsonSchema: debriefJsonSchema,
    answer: debriefAnswerSchema,
  });
  // The debrief is kept with the applicant's other work (their object), then the job marked done.
  const debrief = groundedDebrief(answer, interview.transcript);
  await workRows.put("mock_interview_debriefs", [{ interviewId: message.interviewId, userId: message.userId, debrief }]);
  await deps.db
    .update(mockInterviews)
    .set({ debriefStatus: "done", debriefPromptVersions: versionsSent(prompts), debriefError: null })
    .where(and(eq(mockInterviews.id, message.interviewId), eq(mockInterviews.userId, message.userId), eq(mockInterviews.debriefStatus, "running")));
  return "done" as const;
}

/** A retry puts the claimed debrief back in the queue's hands. */
export async function releaseDebrief(db: Database, message: DebriefMessage) {
  await db
    .update(mockInterviews)
    .set({ debriefStatus: "queued" })
    .where(and(eq(mockInterviews.id, message.interviewId), eq(mockInterviews.userId, message.userId), eq(mockInterviews.debriefStatus, "running")));
}

export async function failDebrief(db: Database, message: DebriefMessage, reason: string) {
  await db
    .update(mockInterviews)
    .set({ debriefStatus: "failed", debriefError: reason })
    .where(and(eq(mockInterviews.id, message.interviewId), eq(mockInterviews.userId, message.userId), sql`${mockInterviews.debriefStatus} != 'done'`));
  return "failed" as const;
}

/** Every try failed (the dead-letter queue): failed for the applicant, who may ask again (as an archive is). */
export async function setAsideDeadDebrief(db: Database, message: DebriefMessage) {
  await failDebrief(db, message, "The AI service did not answer. Please try again.");
}
