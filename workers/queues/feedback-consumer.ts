import { failFeedbackRun, isRetryableFeedbackError, runFeedbackJob, setAsideDeadFeedbackJob } from "../../app/services/background-jobs/feedback-runs.server";
import { failBriefJob, runBriefJob } from "../../app/services/recommenders/briefs.server";
import { feedbackQueueMessageSchema } from "./feedback-message";
import { queueJob } from "./queue-job";

// The feedback queue: an essay's feedback run (app/services/background-jobs/feedback-runs.server.ts) or a
// recommender's brief (app/services/recommenders/briefs.server.ts), retried while the model may
// answer later; a failure no retry mends, or the last retry's, fails it for the user.
export const feedbackQueue = queueJob({
  name: "feedback job",
  schema: feedbackQueueMessageSchema,
  subject: (message) => ({ jobId: message.jobId }),
  run: (deps, message) => ("kind" in message ? runBriefJob({ ...deps, model: deps.settings.OPENAI_FEEDBACK_MODEL }, message) : runFeedbackJob(deps, message)),
  retryable: isRetryableFeedbackError,
  fail: (deps, message, error) => ("kind" in message ? failBriefJob(deps.db, message) : failFeedbackRun(deps.db, message, error)),
  deadLetter: (deps, message, attempts) => ("kind" in message ? failBriefJob(deps.db, message) : setAsideDeadFeedbackJob(deps.db, message, attempts)),
});
