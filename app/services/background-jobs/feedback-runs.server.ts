import { sql } from "drizzle-orm";
import OpenAI from "openai";
import type { Database } from "../../../db/client";
import { feedbackJobs } from "../../../db/schema";
import { type FeedbackItem, capMajors, feedbackOrder, keepUsableHighlights, overallNote, sortItems } from "~/domain/feedback/feedback-items";
import { loadSchoolWords } from "../catalogue/catalogue.server";
import { resumeChecks, runWritingChecks } from "~/domain/essays/writing-checks";
import type { Settings } from "~/settings.server";
import { activePrompts, schoolPromptType, versionsSent } from "../prompts/ai-prompts.server";
import { deadLetterQuery } from "./dead-letters.server";
import { loadEssayFeedbackContext } from "../feedback/feedback-context.server";
import { type VersionBodyReader, withVersionBody } from "../essays/version-bodies.server";
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
} from "../feedback/feedback-jobs.server";
import { checkOptionsFor, withoutIgnored } from "../feedback/feedback-preferences.server";
import type { WorkRows } from "../work-rows/work-rows.server";
import { essayCheckItems } from "../checks/essay-checks.server";
import { readMaterial } from "../goals/goals.server";
import { DEFAULT_ENGLISH_VARIANT, englishNote } from "~/domain/feedback/english-variant";
import { coachingModeOf } from "~/domain/ai-policy/critique-only";
import { dropEssayText } from "~/domain/ai-policy/rewrite-check";
import { disclosureQuery } from "../authorship/disclosures.server";
import type { StoredFeedbackItem } from "~/domain/feedback/feedback-items";
import { essayFeedbackTypes, requestModelFeedback, resumeFeedbackTypes } from "../feedback/model-feedback.server";
import { ModelAnswerError, isRetryableModelError } from "../platform/model-json.server";

// One AI feedback job, run: the writing checks and the model's items for an essay or the resume,
// stored with the job. The queue consumer (workers/queues/feedback-consumer.ts) only parses the
// message, calls `runFeedbackJob`, and acks or retries by `isRetryableFeedbackError`.

type Deps = {
  db: Database;
  settings: Settings;
  openai: OpenAI | null;
  userObjectOf: (userId: string) => { versionBodies: VersionBodyReader; workRows: WorkRows };
  /** D1 read at the queuing request's bookmark (near the applicant); the plain binding without one. */
  readsAt?: (bookmark: string | undefined) => Database;
};

/** What a queued job names: ids only; the text stays in D1. */
export type FeedbackJobRef = { jobId: string; userId: string; bookmark?: string };

// A failure the user is told about at once, with no retry.
class FinalFeedbackError extends Error {}

const withIds = (items: FeedbackItem[], source: StoredFeedbackItem["source"]): StoredFeedbackItem[] =>
  items.map((item) => ({ ...item, id: crypto.randomUUID(), source }));

/** Runs a queued job once; a duplicate delivery of a finished job does nothing. Throws what `isRetryableFeedbackError` sorts. */
export async function runFeedbackJob(deps: Deps, message: FeedbackJobRef) {
  const job = await claimFeedbackJob(deps.db, message.jobId, message.userId);
  if (!job) return; // unknown, another user's, or already finished: a duplicate delivery
  if (job.target === "resume") return runResumeJob(deps, job);
  // Feedback on an older version opened in the editor: its text may be in the user's object.
  const object = deps.userObjectOf(job.userId);
  // What the run reads, it reads where the request that queued it left D1 (past the job's row and
  // every write of the applicant's before it), so a nearby replica serves it; the claim above and
  // the result below are writes, at the primary.
  const reads = deps.readsAt?.(message.bookmark) ?? deps.db;
  const essay = await withVersionBody(object.versionBodies, await essayForJob(reads, job), "essayContent");
  if (!essay) return failFeedbackJob(deps.db, job.id, job.userId, "The essay no longer exists");
  // The resume and goals, from the applicant's object, beside the D1 reads of the context.
  const [{ prompt, context: contextWith, aiPolicy }, material] = await Promise.all([
    loadEssayFeedbackContext(reads, job.userId, essay),
    readMaterial(object.workRows, job.userId),
  ]);
  const context = contextWith(material);
  const mode = coachingModeOf(aiPolicy);
  const text = essay.essayContent;
  const { items, englishVariant } = await essayCheckItems(reads, object, job.userId, essay, prompt, material);
  const checks = withIds(items, "check");
  let ai: StoredFeedbackItem[] = [];
  let overall: string | null = null;
  let run: FeedbackRun | null = null;
  let dropped = 0;
  if (deps.openai) {
    // The base prompt, general essay reference material, and the school's own (found by its
    // normalised name, e.g. "harvard_reference_material"), read in one query.
    // Where the school prohibits AI-written content, the critique-only instructions come last.
    const types = ["feedback_base", "essay_reference_material", schoolPromptType(essay.school), ...(mode === "critique-only" ? ["critique_only"] : [])];
    const prompts = await activePrompts(reads, types);
    const instructions = types
      .map((type) => prompts[type]!.text)
      .filter(Boolean)
      .join("\n\n");
    const model = deps.settings.OPENAI_FEEDBACK_MODEL;
    run = { promptVersions: versionsSent(prompts), model };
    const told = `${context}\n\n${englishNote(englishVariant ?? DEFAULT_ENGLISH_VARIANT)}`;
    const answer = await requestModelFeedback(deps.openai, model, { name: "essay_feedback", instructions, text, context: told, types: essayFeedbackTypes });
    const checked = mode === "critique-only" ? withoutEssayText(answer, text) : { ...answer, dropped: 0 };
    dropped = checked.dropped;
    ai = withIds(capMajors(keepUsableHighlights(text, checked.items)), "ai");
    overall = overallNote(checked.overall);
  }
  const kept = await withoutIgnored(object.workRows, { kind: "essay", essayId: essay.id }, [...ai, ...checks]);
  // A run that asked the model is logged with the essay: its prompts, what it touched, and what the check dropped.
  const logged = run
    ? disclosureQuery(deps.db, { userId: job.userId, essay, kind: "feedback_run", promptVersions: run.promptVersions, mode, droppedPassages: dropped })
    : null;
  await completeEssayFeedbackJob(deps.db, object.workRows, job, essay.revision, { items: feedbackOrder(kept), overall }, run, logged);
}

/**
 * Critique-only mode: every comment and the overall note pass the deterministic check, which
 * drops any passage that reads as text for the essay; the passages the applicant highlighted are
 * their own words and stay. Returns how many passages were dropped.
 */
function withoutEssayText(answer: { items: FeedbackItem[]; overall: string | null }, essay: string) {
  let dropped = 0;
  const clean = (text: string) => {
    const checked = dropEssayText(text, essay);
    dropped += checked.dropped.length;
    return checked.text;
  };
  const items = answer.items.map((item) => ({ ...item, comment: clean(item.comment) }));
  const overall = answer.overall === null ? null : clean(answer.overall);
  return { items, overall, dropped };
}

async function runResumeJob(deps: Deps, job: FeedbackJob) {
  const { workRows } = deps.userObjectOf(job.userId);
  const resume = await resumeForJob(workRows, job);
  if (!resume?.content.trim()) throw new FinalFeedbackError("Please add some content to your resume before getting feedback.");
  const options = await checkOptionsFor(workRows, job.userId, await loadSchoolWords(deps.db));
  const checks = withIds(
    [
      ...(await runWritingChecks(resume.content, null, options)).filter((item) => item.type === "spelling" || item.type === "grammar"),
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
      context: `Review this MBA applicant's resume.\n\n${englishNote(options.variant ?? DEFAULT_ENGLISH_VARIANT)}`,
      types: resumeFeedbackTypes,
    });
    ai = withIds(keepUsableHighlights(resume.content, items), "ai");
  }
  const kept = await withoutIgnored(workRows, { kind: "resume" }, [...ai, ...checks]);
  await completeResumeFeedbackJob(deps.db, workRows, job, sortItems(kept), run);
}

/** Whether trying the job again may succeed (the model busy or down, an answer of the wrong shape). */
export function isRetryableFeedbackError(error: unknown) {
  return !(error instanceof FinalFeedbackError) && isRetryableModelError(error);
}

/** A job that cannot be retried: failed with the reason the user reads. */
export async function failFeedbackRun(db: Database, message: FeedbackJobRef, error: unknown) {
  await failFeedbackJob(db, message.jobId, message.userId, failureText(error));
}

/**
 * A job whose every try failed (the dead-letter queue): marked failed with the reason the user
 * reads, so the page stops waiting, and kept for /admin/work, where an admin may send it again (or
 * discard it). Its attempts are the job's own tries: the dead-letter queue counts its own from one.
 */
export async function setAsideDeadFeedbackJob(db: Database, message: FeedbackJobRef, deliveries: number) {
  const attempts = sql<number>`coalesce((select ${feedbackJobs.attempts} from ${feedbackJobs} where ${feedbackJobs.id} = ${message.jobId}), ${deliveries})`;
  await db.batch([
    failFeedbackJobQuery(db, message.jobId, message.userId, failureText(null)),
    deadLetterQuery(db, { queue: "scout-feedback", body: message, attempts, userId: message.userId }),
  ]);
}

// What the user reads after "Failed to generate feedback: ".
function failureText(error: unknown) {
  if (error instanceof FinalFeedbackError) return error.message;
  if (error instanceof ModelAnswerError) return "Invalid feedback format received";
  if (error instanceof OpenAI.APIError && error.status === 429) return "The AI service is busy. Please try again in a minute.";
  return "The AI service did not answer. Please try again.";
}
