import OpenAI from "openai";
import { keepUsableHighlights } from "../../app/domain/feedback-items";
import { activePrompt } from "../../app/services/ai-prompts.server";
import { InvalidFeedbackFormatError, requestEssayFeedback } from "../../app/services/essay-feedback.server";
import {
  claimFeedbackJob,
  completeEssayFeedbackJob,
  essayForJob,
  failFeedbackJob,
} from "../../app/services/feedback-jobs.server";
import { type Database, createDb } from "../../db/client";
import { type Settings, parseSettings } from "../env";
import { type FeedbackMessage, MAX_FEEDBACK_ATTEMPTS, feedbackMessageSchema, retryDelaySeconds } from "./feedback-message";

type Deps = { db: Database; settings: Settings; openai: OpenAI | null };

// A failure the user is told about at once, with no retry.
class FinalFeedbackError extends Error {}

export async function handleFeedbackBatch(batch: MessageBatch<unknown>, env: Env) {
  const settings = parseSettings(env as unknown as Record<string, unknown>);
  const deps: Deps = {
    db: createDb(env.DB),
    settings,
    openai: settings.OPENAI_API_KEY
      ? new OpenAI({ apiKey: settings.OPENAI_API_KEY, baseURL: settings.OPENAI_BASE_URL, maxRetries: 0 })
      : null,
  };
  for (const message of batch.messages) {
    const parsed = feedbackMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      // Retrying cannot fix a message of the wrong shape: log it and let it go.
      console.warn("feedback queue: malformed message acked", { id: message.id, issues: parsed.error.issues });
      message.ack();
      continue;
    }
    try {
      await runFeedbackJob(deps, parsed.data);
      message.ack();
    } catch (error) {
      const retryable = isRetryable(error) && message.attempts < MAX_FEEDBACK_ATTEMPTS;
      if (retryable) {
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        continue;
      }
      console.error("feedback job failed", { jobId: parsed.data.jobId, error: String(error) });
      await failFeedbackJob(deps.db, parsed.data.jobId, parsed.data.userId, failureText(error));
      message.ack();
    }
  }
}

async function runFeedbackJob({ db, settings, openai }: Deps, message: FeedbackMessage) {
  const job = await claimFeedbackJob(db, message.jobId, message.userId);
  if (!job) return; // unknown, another user's, or already finished: a duplicate delivery
  if (!openai) throw new FinalFeedbackError("AI is not configured");
  if (job.target !== "essay") throw new FinalFeedbackError("This kind of feedback is not available");
  const essay = await essayForJob(db, job);
  if (!essay) throw new FinalFeedbackError("The essay no longer exists");
  const instructions = (await activePrompt(db, "feedback_base")) ?? "";
  const items = await requestEssayFeedback(openai, settings.OPENAI_FEEDBACK_MODEL, instructions, {
    school: essay.school,
    title: essay.essayTitle,
    content: essay.essayContent,
  });
  await completeEssayFeedbackJob(db, job, essay.revision, keepUsableHighlights(essay.essayContent, items));
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
