import { emailMessageSchema } from "../../app/domain/platform/email-message";
import { deliverQueuedEmail, setAsideDeadEmail } from "../../app/services/background-jobs/email-jobs.server";
import { queueJob } from "./queue-job";

// The e-mail queue: each mail written and sent by the service (app/services/background-jobs/email-jobs.server.ts),
// retried while the provider refuses it; a dead-lettered mail is set aside for the next sweep and /admin/work.
export const emailQueue = queueJob({
  name: "email",
  schema: emailMessageSchema,
  subject: (message) => ({ kind: message.kind }),
  run: (deps, message) => deliverQueuedEmail(deps, message, new Date()),
  deadLetter: (deps, message, attempts) => setAsideDeadEmail(deps.db, message, attempts),
});
