import { sql } from "drizzle-orm";
import OpenAI from "openai";
import { parseLimit } from "../../app/domain/essay-rules";
import { type FeedbackItem, capMajors, feedbackOrder, keepUsableHighlights, overallNote, sortItems } from "../../app/domain/feedback-items";
import { resumeChecks, runWritingChecks } from "../../app/domain/writing-checks";
import { wrongSchoolItems } from "../../app/domain/school-names";
import { knownWordsFor, withoutIgnored } from "../../app/services/feedback-preferences.server";
import { loadEssayFeedbackContext } from "../../app/services/feedback-context.server";
import { activePrompts, schoolPromptType, versionsSent } from "../../app/services/ai-prompts.server";
import { InvalidFeedbackFormatError, essayFeedbackTypes, requestModelFeedback, resumeFeedbackTypes } from "../../app/services/model-feedback.server";
import type { StoredFeedbackItem } from "../../app/services/feedback.server";
import {
  type FeedbackJob,
  type FeedbackRun,
  claimFeedbackJob,
  completeEssayFeedbackJob,
  completeResumeFeedbackJob,
  essayForJob,
  failFeedbackJob,
  failFeedbackJobQuery,
  resumeForJob,
} from "../../app/services/feedback-jobs.server";
import { deadLetterQuery } from "../../app/services/dead-letters.server";
import { feedbackJobs } from "../../db/schema";
import { backgroundContext } from "../background";
import type { Database } from "../../db/client";
import type { Settings } from "../../app/settings.server";
import { type FeedbackMessage, feedbackMessageSchema } from "./feedback-message";
import { retryDelaySeconds } from "./retry-policy";
import { parseOrAck } from "./parse-message";

type Deps = { db: Database; settings: Settings; openai: OpenAI | null };

// A failure the user is told about at once, with no retry.
class FinalFeedbackError extends Error {}

/**
 * The feedback dead-letter queue: jobs whose every try failed. Each is marked failed with the
 * reason the user reads ("The AI service did not answer…"), so the page stops waiting.
 */
export async function handleFeedbackDeadLetters(batch: MessageBatch<unknown>, env: Env) {
  const { db } = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, feedbackMessageSchema, "feedback dead-letter");
    if (!parsed) continue;
    console.error("feedback job dead-lettered", { jobId: parsed.jobId, attempts: message.attempts });
    // Kept for /admin/work too, where an admin may send it again (or discard it). Its attempts
    // are the job's own tries: the dead-letter queue counts its own deliveries from one.
    const attempts = sql<number>`coalesce((select ${feedbackJobs.attempts} from ${feedbackJobs} where ${feedbackJobs.id} = ${parsed.jobId}), ${message.attempts})`;
    await db.batch([
      failFeedbackJobQuery(db, parsed.jobId, parsed.userId, failureText(null)),
      deadLetterQuery(db, { queue: "scout-feedback", body: parsed, attempts, userId: parsed.userId }),
    ]);
    message.ack();
  }
}

export async function handleFeedbackBatch(batch: MessageBatch<unknown>, env: Env) {
  const deps: Deps = backgroundContext(env);
  for (const message of batch.messages) {
    const parsed = parseOrAck(message, feedbackMessageSchema, "feedback");
    if (!parsed) continue;
    try {
      await runFeedbackJob(deps, parsed);
      message.ack();
    } catch (error) {
      // Retried until the platform's max_retries; then the dead-letter consumer fails the job.
      if (isRetryable(error)) {
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        continue;
      }
      console.error("feedback job failed", { jobId: parsed.jobId, error: String(error) });
      await failFeedbackJob(deps.db, parsed.jobId, parsed.userId, failureText(error));
      message.ack();
    }
  }
}

const withIds = (items: FeedbackItem[], source: StoredFeedbackItem["source"]): StoredFeedbackItem[] =>
  items.map((item) => ({ ...item, id: crypto.randomUUID(), source }));

async function runFeedbackJob(deps: Deps, message: FeedbackMessage) {
  const job = await claimFeedbackJob(deps.db, message.jobId, message.userId);
  if (!job) return; // unknown, another user's, or already finished: a duplicate delivery
  if (job.target === "resume") return runResumeJob(deps, job);
  const essay = await essayForJob(deps.db, job);
  if (!essay) return failFeedbackJob(deps.db, job.id, job.userId, "The essay no longer exists");
  const { prompt, context } = await loadEssayFeedbackContext(deps.db, job.userId, essay);
  const text = essay.essayContent;
  const knownWords = await knownWordsFor(deps.db, job.userId);
  const checks = withIds(
    [...(await runWritingChecks(text, parseLimit(prompt?.limit ?? null), { knownWords })), ...wrongSchoolItems(text, essay.school)],
    "check",
  );
  let ai: StoredFeedbackItem[] = [];
  let overall: string | null = null;
  let run: FeedbackRun | null = null;
  if (deps.openai) {
    // The base prompt, general essay reference material, and the school's own (found by its
    // normalised name, e.g. "harvard_reference_material"), read in one query.
    const types = ["feedback_base", "essay_reference_material", schoolPromptType(essay.school)];
    const prompts = await activePrompts(deps.db, types);
    const instructions = types
      .map((type) => prompts[type]!.text)
      .filter(Boolean)
      .join("\n\n");
    const model = deps.settings.OPENAI_FEEDBACK_MODEL;
    run = { promptVersions: versionsSent(prompts), model };
    const answer = await requestModelFeedback(deps.openai, model, { name: "essay_feedback", instructions, text, context, types: essayFeedbackTypes });
    ai = withIds(capMajors(keepUsableHighlights(text, answer.items)), "ai");
    overall = overallNote(answer.overall);
  }
  const kept = await withoutIgnored(deps.db, job.userId, { kind: "essay", essayId: essay.id }, [...ai, ...checks]);
  await completeEssayFeedbackJob(deps.db, job, essay.revision, { items: feedbackOrder(kept), overall }, run);
}

async function runResumeJob(deps: Deps, job: FeedbackJob) {
  const resume = await resumeForJob(deps.db, job);
  if (!resume?.content.trim()) throw new FinalFeedbackError("Please add some content to your resume before getting feedback.");
  const knownWords = await knownWordsFor(deps.db, job.userId);
  const checks = withIds(
    [
      ...(await runWritingChecks(resume.content, null, { knownWords })).filter((item) => item.type === "spelling" || item.type === "grammar"),
      ...resumeChecks(resume.content),
    ],
    "check",
  );
  let ai: StoredFeedbackItem[] = [];
  let run: FeedbackRun | null = null;
  if (deps.openai) {
    const prompts = await activePrompts(deps.db, ["resume_feedback"]);
    const model = deps.settings.OPENAI_FEEDBACK_MODEL;
    run = { promptVersions: versionsSent(prompts), model };
    const { items } = await requestModelFeedback(deps.openai, model, {
      name: "resume_feedback",
      instructions: prompts.resume_feedback!.text,
      text: resume.content,
      context: "Review this MBA applicant's resume.",
      types: resumeFeedbackTypes,
    });
    ai = withIds(keepUsableHighlights(resume.content, items), "ai");
  }
  const kept = await withoutIgnored(deps.db, job.userId, { kind: "resume" }, [...ai, ...checks]);
  await completeResumeFeedbackJob(deps.db, job, sortItems(kept), run);
}

function isRetryable(error: unknown) {
  if (error instanceof FinalFeedbackError) return false;
  if (error instanceof InvalidFeedbackFormatError) return true;
  if (error instanceof OpenAI.APIConnectionError) return true;
  if (error instanceof OpenAI.APIError) return error.status === 429 || (error.status ?? 500) >= 500;
  return false;
}

// What the user reads after "Failed to generate feedback: ".
function failureText(error: unknown) {
  if (error instanceof FinalFeedbackError || error instanceof InvalidFeedbackFormatError) return error.message;
  if (error instanceof OpenAI.APIError && error.status === 429) return "The AI service is busy. Please try again in a minute.";
  return "The AI service did not answer. Please try again.";
}
