import { debriefMessageSchema } from "../../app/domain/interviews/debrief-message";
import { failDebrief, releaseDebrief, runDebriefJob, setAsideDeadDebrief } from "../../app/services/background-jobs/interview-debrief.server";
import { isRetryableModelError } from "../../app/services/platform/model-json.server";
import { queueJob } from "./queue-job";

// The interview queue: a mock interview's debrief (app/services/background-jobs/interview-debrief.server.ts),
// released and retried while the model may answer later; otherwise failed for the applicant.
export const interviewQueue = queueJob({
  name: "interview debrief",
  schema: debriefMessageSchema,
  subject: (message) => ({ interviewId: message.interviewId }),
  run: runDebriefJob,
  retryable: isRetryableModelError,
  beforeRetry: (deps, message) => releaseDebrief(deps.db, message),
  fail: (deps, message) => failDebrief(deps.db, message, "The AI service did not answer. Please try again."),
  deadLetter: (deps, message) => setAsideDeadDebrief(deps.db, message),
});
